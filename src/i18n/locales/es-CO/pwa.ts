// Spanish (Colombia), formal "usted": update prompt and offline indicator.
import type en from '../en-US/pwa';
import type { Translation } from '../../types';

const pwa: Translation<typeof en> = {
  update: {
    label: 'Actualización de la aplicación',
    message: 'Hay una nueva versión disponible. Recargue la página para usarla.',
    reload: 'Recargar',
    later: 'Más tarde',
  },
  offline: 'No tiene conexión. Las páginas guardadas siguen funcionando.',
};

export default pwa;
