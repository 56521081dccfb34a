// French: server data shown from the device copy.
import type en from '../en-US/data';
import type { Translation } from '../../types';

const data: Translation<typeof en> = {
  offline: 'Dernière mise à jour : {{age}}. Vous êtes hors ligne.',
  refreshFailed: 'Dernière mise à jour : {{age}}. L’actualisation a échoué.',
  unavailableOffline: 'Vous êtes hors ligne et cette page n’est pas encore enregistrée sur cet appareil. Ouvrez-la une fois en ligne pour la lire hors ligne ensuite.',
  loadFailed: 'Le chargement a échoué. Vérifiez votre connexion et réessayez.',
  price: {
    approximate: 'Approximatif, converti avec nos taux de change',
    original: 'Prix d’origine',
    chargedAs: 'Facturé {{amount}}',
    notConverted: '(en {{currency}}, sans taux de change)',
    units: { perHour: 'de l’heure' },
  },
  retry: 'Réessayer',
  /** Subjects by slug (any page that names one: tutors, booking, dashboards). */
  subjects: {
    mathematics: 'Mathématiques',
    physics: 'Physique',
    english: 'Anglais',
    french: 'Français',
    spanish: 'Espagnol',
    'computer-science': 'Informatique',
    chemistry: 'Chimie',
    biology: 'Biologie',
    music: 'Musique',
    writing: 'Écriture',
    history: 'Histoire',
  },
};

export default data;
