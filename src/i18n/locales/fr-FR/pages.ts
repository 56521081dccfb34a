// French (France), "vous": pages whose behaviour arrives in later releases.
import type en from '../en-US/pages';
import type { Translation } from '../../types';

const pages: Translation<typeof en> = {
  auth: { title: 'Connexion à Summit', intro: 'Connectez-vous ou créez un compte pour réserver des séances et retrouver vos préférences partout.' },
  authCallback: { title: 'Connexion en cours', intro: 'Nous finalisons votre connexion. La suite s’affichera dans un instant.' },
  resetPassword: { title: 'Réinitialiser votre mot de passe', intro: 'Choisissez un nouveau mot de passe pour votre compte Summit.' },
  dashboard: { title: 'Votre tableau de bord', intro: 'Vos séances, vos cours et les informations de votre compte, au même endroit.' },
  availability: { title: 'Vos disponibilités', intro: 'Les tuteurs indiquent ici les créneaux où ils peuvent enseigner, pour que les apprenants réservent des séances qui conviennent à chacun.' },
  founderHub: { title: 'Espace fondateurs', intro: 'La vue d’ensemble des fondateurs sur les tuteurs, les apprenants et les réservations. Réservé aux administrateurs.' },
  founderTutor: { title: 'Fiche du tuteur', intro: 'La vue administrateur d’un tuteur : profil, disponibilités et historique des séances.' },
  founderAi: { title: 'Opérations IA', intro: 'Les administrateurs examinent et configurent ici les modèles de tuteur IA.' },
  tutorDashboard: { title: 'Tableau de bord du tuteur', intro: 'Les tuteurs retrouvent ici leurs prochaines séances, leurs apprenants et leurs disponibilités.' },
  learnerProfiles: { title: 'Profils des apprenants', intro: 'Les profils indiquent comment chaque apprenant préfère apprendre, pour que les tuteurs et les modèles de tuteur IA s’adaptent à lui.' },
  tutorModels: { title: 'Modèles de tuteur IA', intro: 'Les modèles de tuteur IA proposés par Summit, les points forts de chacun et la façon dont ils soutiennent l’apprentissage entre les séances.' },
  aiTutor: { title: 'Tuteur IA', intro: 'Le tuteur IA est en maintenance. Il sera bientôt de retour pour vous aider entre les séances.' },
  tutors: { title: 'Nos tuteurs', intro: 'Parcourez les tuteurs de Summit par matière et trouvez celui dont l’approche vous correspond. L’annuaire des tuteurs apparaîtra ici.' },
  tutorDetail: { title: 'Profil du tuteur', intro: 'Le profil d’un tuteur : matières, approche pédagogique, disponibilités et comment réserver une séance avec lui.' },
  adhdStart: { title: 'Commencer une séance adaptée au TDAH', intro: 'Dites-nous en un peu plus sur votre façon d’apprendre, et nous préparerons une séance en étapes courtes et ciblées, avec des pauses régulières.' },
  adhdSession: { title: 'Séance adaptée au TDAH', intro: 'Votre séance se déroule ici en étapes courtes et ciblées, avec une progression claire et la possibilité de faire des pauses.' },
  adhdTutor: { title: 'Tuteur spécialisé TDAH', intro: 'Un accompagnement conçu pour les apprenants ayant un TDAH : structuré, encourageant et à un rythme qui soutient l’attention sans mettre la pression.' },
  practice: { title: 'Entraînement', intro: 'Entraînez-vous avec des questions générées à votre niveau et obtenez une explication pour chaque réponse.' },
  courses: { title: 'Cours', intro: 'Des cours structurés qui développent les compétences pas à pas. Le catalogue des cours apparaîtra ici.' },
  courseDetail: { title: 'Détails du cours', intro: 'Le contenu du cours, son organisation et comment vous y inscrire.' },
  pricing: { title: 'Tarifs', intro: 'Les formules et les prix des séances Summit, affichés dans votre devise, avec la réservation à portée de clic.' },
  confirm: { title: 'Confirmez votre réservation', intro: 'Vérifiez les détails de votre séance avant de la confirmer.' },
  book: { title: 'Réserver une séance', intro: 'Choisissez un tuteur et un créneau qui vous conviennent pour réserver votre séance.' },
  bookingThanks: { title: 'Merci pour votre réservation', intro: 'Votre demande de réservation a bien été reçue. Vous en trouverez les détails dans votre tableau de bord.' },
  dev: {
    note: 'Page de test pour les développeurs.',
    intro: 'Cette page permet aux développeurs de tester isolément les composants du labo de maths et des graphiques. Elle ne fait pas partie de l’expérience des apprenants.',
    pages: {
      mathLab: 'Labo de maths',
      graph: 'Graphique',
      graphTest: 'Test de graphique',
      graphDebug: 'Débogage de graphique',
      graphTestSimple: 'Test de graphique simple',
      mathAndGraphTest: 'Test maths et graphiques',
      mathOnlyTest: 'Test maths uniquement',
      graphComponentTest: 'Test du composant graphique',
      equationGraphDirectTest: 'Test direct du graphique d’équation',
      graphDebugLive: 'Débogage de graphique en direct',
      graphNormalizeTest: 'Test de normalisation de graphique',
      graphEnhancedTest: 'Test de graphique amélioré',
      bulletproofGraphTest: 'Test de robustesse des graphiques',
    },
  },
};

export default pages;
