// Spanish (Spain), informal "tú": update prompt and offline indicator.
import type en from '../en-US/pwa';
import type { Translation } from '../../types';

const pwa: Translation<typeof en> = {
  update: {
    label: 'Actualización de la aplicación',
    message: 'Hay una nueva versión disponible. Recarga la página para usarla.',
    reload: 'Recargar',
    later: 'Más tarde',
  },
  offline: 'No tienes conexión. Las páginas guardadas siguen funcionando.',
};

export default pwa;
