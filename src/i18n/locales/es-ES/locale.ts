// Spanish (Spain), informal "tú": the Language & Region panel. The timezone placeholder is an IANA identifier.
import type en from '../en-US/locale';
import type { Translation } from '../../types';

const locale: Translation<typeof en> = {
  open: 'Idioma y región',
  title: 'Idioma y región',
  close: 'Cerrar',
  useDevice: 'Usar los ajustes del dispositivo',
  language: 'Idioma',
  country: 'País/región',
  currency: 'Moneda',
  timezone: 'Zona horaria',
  timezonePlaceholder: 'America/Bogota',
  timezoneHint: 'Déjalo en blanco para usar la zona horaria del dispositivo.',
  save: 'Guardar',
  reset: 'Restablecer según el dispositivo',
  note: 'Tus preferencias se guardan en este dispositivo y, si has iniciado sesión, también en tu cuenta.',
  saved: 'Guardado',
  countries: {
    US: 'Estados Unidos',
    GB: 'Reino Unido',
    CO: 'Colombia',
    ES: 'España',
    FR: 'Francia',
  },
};

export default locale;
