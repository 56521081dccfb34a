// French (France), "vous": the accessibility panel.
import type en from '../en-US/accessibility';
import type { Translation } from '../../types';

const accessibility: Translation<typeof en> = {
  open: 'Accessibilité',
  title: 'Accessibilité',
  close: 'Fermer',
  textColor: 'Couleur du texte',
  backgroundColor: 'Couleur de fond',
  useDefault: 'Par défaut',
  pickColor: 'Choisir une couleur',
  fontSize: 'Taille du texte',
  sizes: { small: 'Petite', medium: 'Moyenne', large: 'Grande', xlarge: 'Très grande' },
  dyslexiaFont: 'Police adaptée à la dyslexie',
  reset: 'Réinitialiser',
  note: 'Ces réglages sont enregistrés sur cet appareil et, si vous avez ouvert une session, sur votre compte.',
};

export default accessibility;
