// Après le cours : cours passés sur les tableaux de bord, signalements (salle et espace fondateurs), comptes supprimés.
const lessonafter = {
  deletedAccount: 'Compte supprimé',
  you: 'vous',
  past: {
    title: 'Cours passés',
    none: 'Aucun cours passé pour l’instant. Un cours apparaît ici une fois sa salle utilisée.',
    with: 'Avec {{name}}',
    notes: 'Notes',
    noNotes: 'Aucune note.',
    board: 'Plan du tableau',
    emptyBoard: 'Rien n’a été dessiné.',
    chat: 'Discussion',
    noChat: 'Aucun message.',
    open: 'Ouvrir le cours et sa relecture',
    item: '{{kind}} par {{author}}',
    itemText: '{{kind}} par {{author}} : {{text}}',
    message: '{{author}} : {{text}}',
  },
  report: {
    open: 'Signaler ce cours',
    hint: 'Pour la protection des élèves. Les administrateurs de l’équipe verront la discussion, les notes et le tableau de ce cours tels qu’ils sont maintenant, avec votre motif. L’autre participant n’est pas prévenu.',
    reason: 'Motif',
    send: 'Envoyer le signalement',
    sending: 'Envoi…',
    sent: 'Signalement envoyé. Merci : un administrateur va l’examiner.',
    empty: 'Écrivez d’abord un court motif.',
    offline: 'Vous êtes hors ligne : le signalement n’a pas été envoyé. Votre motif est conservé ici ; renvoyez-le une fois en ligne.',
    limit: 'Vous avez déjà signalé ce cours 3 fois ; l’équipe a vos signalements.',
    failed: 'Le signalement n’a pas pu être envoyé. Votre motif est conservé ici ; réessayez dans un instant.',
  },
  reports: {
    title: 'Signalements de cours',
    none: 'Aucun signalement de cours.',
    failed: 'Les signalements de cours n’ont pas pu être chargés.',
    reported: 'Signalé le {{time}} par {{role}}',
    role: { learner: 'l’élève', tutor: 'le tuteur' },
    lesson: 'Cours du {{time}} avec {{tutor}}',
    reason: 'Motif',
  },
};

export default lessonafter;
