// French (France), "vous": the pricing page.
import type en from '../en-US/pricing';
import type { Translation } from '../../types';

const pricing: Translation<typeof en> = {
  lead: 'Payez à la séance ou économisez avec un forfait. Les prix sont fixés dans chaque devise\u202f: vous payez ce que vous voyez.',
  label: 'Formules',
  loading: 'Chargement...',
  currencyNote: 'Prix en {{currency}}. Changez de devise dans Langue et région.',
  sessions: '{{sessions}} séances de {{minutes}} minutes',
  session: 'Une séance de {{minutes}} minutes',
  perSession: '{{amount}} la séance',
  billing: { once: 'Paiement unique', monthly: 'par mois' },
  fallback: 'Non proposé en {{wanted}}\u202f: prix affiché en {{shown}}',
  noPrice: 'Prix sur demande',
  choose: 'Trouver un tuteur',
  empty: 'Aucune formule n’est disponible pour le moment.',
  offline: 'Vous êtes hors ligne et les formules n’ont pas encore été chargées sur cet appareil.',
};

export default pricing;
