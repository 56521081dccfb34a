// Français : le tableau des fondateurs.
import type en from '../en-US/founder';
import type { Translation } from '../../types';

const founder: Translation<typeof en> = {
  title: 'Espace fondateurs',
  period: '{{days}} derniers jours',
  signups: 'Inscriptions',
  bookings: 'Réservations par statut',
  bookedValue: 'Valeur réservée par devise (séances réservées, pas un chiffre d’affaires : les sommes reçues sont sous Crédits de cours)',
  pagesLabel: 'Pages des fondateurs',
  aiLink: 'Opérations IA',
  tutors: { title: 'Tuteurs', search: 'Rechercher par nom', name: 'Tuteur', status: 'Statut', active: 'Approuvé et visible', inactive: 'Non visible' },
  referrals: 'Clics de parrainage',
  telemetry: 'Événements de télémétrie',
  none: 'Aucun',
  alerts: 'Dernières alertes de sécurité',
  alertsOlder: 'Afficher les alertes plus anciennes',
  alertsOlderFailed: 'Impossible de charger les alertes plus anciennes. Vérifiez votre connexion et réessayez.',
  inbox: 'Messages de contact',
  inboxOpen: 'Ouverts',
  inboxHandled: 'Traités',
  handledOlder: 'Afficher les messages traités plus anciens',
  handledOlderFailed: 'Impossible de charger les messages plus anciens. Vérifiez votre connexion et réessayez.',
  handled: 'Traité',
  markHandled: 'Marquer comme traité',
  markOpen: 'Rouvrir',
  markFailed: 'Cela n’a pas fonctionné. Vérifiez votre connexion et réessayez.',
  loading: 'Chargement...',
  failed: 'Impossible de charger les chiffres. Vérifiez votre connexion et réessayez.',
  tutor: {
    notFound: 'Aucun tuteur avec cet identifiant.',
    active: 'Approuvé et visible',
    approve: 'Approuver',
    deactivate: 'Désactiver',
    headline: 'Accroche',
    subjects: 'Matières (séparées par des virgules)',
    rate: 'Tarif horaire (en {{currency}})',
    save: 'Enregistrer',
    saved: 'Enregistré',
    failed: 'L’enregistrement a échoué.',
    rateInvalid: 'Saisissez le tarif horaire comme un nombre supérieur à zéro, par exemple 35 ou 35,50.',
    subjectsInvalid: 'Les matières sont des codes courts en minuscules, chiffres et tirets, séparés par des virgules (par exemple mathematics, computer-science). Non valides : {{list}}',
  },
};

export default founder;
