// French (France), "vous": the dashboard.
import type en from '../en-US/dashboard';
import type { Translation } from '../../types';

const dashboard: Translation<typeof en> = {
  account: 'Votre compte',
  name: 'Nom',
  email: 'Adresse e-mail',
  role: 'Rôle',
  notSet: 'Non renseigné',
  loading: 'Chargement...',
  roles: { student: 'Élève', tutor: 'Tuteur', founder: 'Fondateur', admin: 'Administrateur' },
  availability: 'Vos disponibilités',
  founderHub: 'Espace fondateurs',
};

export default dashboard;
