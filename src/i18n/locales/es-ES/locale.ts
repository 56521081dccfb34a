// Spanish (Spain): only the texts that differ from Spanish (Colombia), which es-ES falls back to.
import type en from '../en-US/locale';
import type { Translation } from '../../types';

const locale: Translation<typeof en> = {
  useDevice: 'Usar los ajustes del dispositivo',
  timezoneHint: 'Déjalo en blanco para usar la zona horaria del dispositivo.',
  note: 'Tus preferencias se guardan en este dispositivo y, si has iniciado sesión, también en tu cuenta.',
};

export default locale;
