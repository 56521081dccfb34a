// French: server data shown from the device copy.
import type en from '../en-US/data';
import type { Translation } from '../../types';

const data: Translation<typeof en> = {
  offline: 'Dernière mise à jour : {{age}}. Vous êtes hors ligne.',
  refreshFailed: 'Dernière mise à jour : {{age}}. L’actualisation a échoué.',
  unavailableOffline: 'Vous êtes hors ligne et cette page n’est pas encore enregistrée sur cet appareil. Ouvrez-la une fois en ligne pour la lire hors ligne ensuite.',
  loadFailed: 'Le chargement a échoué. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
};

export default data;
