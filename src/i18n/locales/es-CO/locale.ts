// Spanish (Colombia), formal "usted": the Language & Region panel. The timezone placeholder is an IANA identifier.
import type en from '../en-US/locale';
import type { Translation } from '../../types';

const locale: Translation<typeof en> = {
  open: 'Idioma y región',
  title: 'Idioma y región',
  close: 'Cerrar',
  useDevice: 'Usar la configuración del dispositivo',
  language: 'Idioma',
  country: 'País/región',
  currency: 'Moneda',
  timezone: 'Zona horaria',
  timezonePlaceholder: 'America/Bogota',
  timezoneHint: 'Déjelo en blanco para usar la zona horaria del dispositivo.',
  save: 'Guardar',
  reset: 'Restablecer según el dispositivo',
  note: 'Sus preferencias se guardan en este dispositivo y, si inició sesión, también en su cuenta.',
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
