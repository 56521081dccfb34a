// French (France), "vous": the landing page.
import type en from '../en-US/home';
import type { Translation } from '../../types';

const home: Translation<typeof en> = {
  hero: {
    eyebrow: 'Le soutien scolaire en ligne avec Summit',
    tagline: 'Un accompagnement scolaire en ligne personnalisé pour chaque apprenant',
    lead: 'Summit propose à chaque apprenant un accompagnement adapté à sa façon d’apprendre : des tuteurs patients, des cours structurés et des exercices qui évoluent avec ses progrès. Inclusif dès la conception, pour tous les rythmes et toutes les façons de penser.',
    primaryCta: 'Voir les tarifs',
    secondaryCta: 'Découvrir les tuteurs',
  },
  offers: {
    heading: 'Ce que propose Summit',
    items: {
      tutors: {
        title: 'Des tuteurs humains',
        body: 'Des séances individuelles avec des tuteurs qui prennent le temps de comprendre vos objectifs, vos points forts et ce qui vous freine.',
      },
      courses: {
        title: 'Cours',
        body: 'Des cours progressifs qui construisent les compétences dans un ordre clair, pour que vous sachiez toujours quelle est la prochaine étape.',
      },
      booking: {
        title: 'Tarifs et réservation',
        body: 'Des prix clairs dès le départ et une réservation simple : choisissez le créneau qui vous convient et recevez une confirmation immédiate.',
      },
      practice: {
        title: 'Entraînement',
        body: 'Des exercices générés à votre niveau, avec des retours qui expliquent au lieu de simplement noter.',
      },
      ai: {
        title: 'Modèles de tuteur IA',
        body: 'Des modèles de tuteur IA qui soutiennent l’apprentissage entre les séances, conçus pour expliquer, encourager et s’adapter.',
      },
    },
  },
  inclusive: {
    heading: 'Un accompagnement qui s’adapte à l’apprenant',
    body: 'Chaque apprenant est différent, Summit aussi. Taille du texte et couleurs réglables, police adaptée à la dyslexie, séances adaptées au TDAH avec des étapes plus courtes et ciblées, et une application qui continue de fonctionner quand votre connexion vous lâche.',
  },
  closing: {
    heading: 'Envie de commencer ?',
    body: 'Consultez les formules, trouvez un tuteur qui vous plaît et réservez votre première séance quand cela vous arrange.',
    primaryCta: 'Voir les tarifs',
    secondaryCta: 'Rencontrer nos tuteurs',
  },
};

export default home;
