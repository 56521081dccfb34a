// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/pwa';
import type { Translation } from '../../types';

const pwa: Translation<typeof en> = {
  update: {
    message: 'Hay una nueva versión disponible. Recarga la página para usarla.',
  },
  offline: 'No tienes conexión. Las páginas guardadas siguen funcionando.',
};

export default pwa;
