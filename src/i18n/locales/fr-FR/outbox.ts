// French (France), "vous": changes saved on the device and waiting for the server.
import type en from '../en-US/outbox';
import type { Translation } from '../../types';

// French has a third plural form, 'many' (1 000 000 de modifications); without it i18next would fall back to
// English. 'one' also covers 0 in French.
const outbox: Translation<typeof en> & { pending_many: string } = {
  savedOnDevice: 'Enregistré sur l’appareil',
  pending_one: '{{count}} modification en attente de synchronisation',
  pending_many: '{{count}} de modifications en attente de synchronisation',
  pending_other: '{{count}} modifications en attente de synchronisation',
  synced: 'Toutes les modifications sont enregistrées',
  memoryOnly: 'Ce navigateur ne peut pas enregistrer de données sur l’appareil : les modifications ne sont conservées que jusqu’à la fermeture de la page.',
  rejectedTitle: 'Modifications refusées par le serveur',
  rejectedIntro: 'Ces modifications ont été conservées sur cet appareil, mais n’ont pas pu être enregistrées sur votre compte.',
  dismiss: 'Ignorer',
  reasons: { notAllowed: 'Votre compte n’est pas autorisé à faire cette modification.', invalid: 'Le serveur a jugé cette modification non valide.', other: 'Le serveur n’a pas accepté cette modification.' },
  details: 'Détails',
  kinds: { locale: 'Langue et région', accessibility: 'Paramètres d’accessibilité', 'referral-click': 'Visite via un lien d’invitation', 'contact-message': 'Message de contact', 'booking-request': 'Réservation de séance', 'booking-series-request': 'Réservation de cours hebdomadaires', 'practice-attempt': 'Réponse d’entraînement', 'adhd-session': 'Séance de concentration', 'telemetry-event': 'Paramètres enregistrés (événement d’usage)' },
};

export default outbox;
