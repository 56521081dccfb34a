// French (France), "vous": update prompt and offline indicator.
import type en from '../en-US/pwa';
import type { Translation } from '../../types';

const pwa: Translation<typeof en> = {
  update: {
    label: 'Mise à jour de l’application',
    message: 'Une nouvelle version est disponible. Rechargez la page pour l’utiliser.',
    reload: 'Recharger',
    later: 'Plus tard',
  },
  offline: 'Vous êtes hors ligne. Les pages déjà enregistrées restent accessibles.',
};

export default pwa;
