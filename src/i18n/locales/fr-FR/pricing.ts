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
  plans: {
    'single-session': { name: 'Séance à l’unité', description: 'Un cours de 60 minutes avec le tuteur de votre choix.' },
    'pack-5': { name: 'Forfait 5 séances', description: 'Cinq cours de 60 minutes à utiliser dans les trois mois.' },
    'pack-10': { name: 'Forfait 10 séances', description: 'Dix cours de 60 minutes à utiliser dans les six mois.' },
    monthly: { name: 'Mensuel', description: 'Quatre cours de 60 minutes chaque mois, plus les modèles de tuteur IA entre les cours. Sans engagement.' },
  },
};

export default pricing;
