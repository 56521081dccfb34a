// French (France), "vous": the Language & Region panel. The timezone placeholder is an IANA identifier.
import type en from '../en-US/locale';
import type { Translation } from '../../types';

const locale: Translation<typeof en> = {
  open: 'Langue et région',
  title: 'Langue et région',
  close: 'Fermer',
  useDevice: 'Utiliser les réglages de l’appareil',
  language: 'Langue',
  country: 'Pays/région',
  currency: 'Devise',
  timezone: 'Fuseau horaire',
  timezonePlaceholder: 'America/Bogota',
  timezoneHint: 'Laissez vide pour utiliser le fuseau horaire de l’appareil.',
  save: 'Enregistrer',
  reset: 'Rétablir les réglages de l’appareil',
  note: 'Vos préférences sont enregistrées sur cet appareil et, si vous avez ouvert une session, sur votre compte.',
  saved: 'Enregistré',
  countries: {
    US: 'États-Unis',
    GB: 'Royaume-Uni',
    CO: 'Colombie',
    ES: 'Espagne',
    FR: 'France',
  },
};

export default locale;
