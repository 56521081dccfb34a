// French (France), "vous": Mission, Meet the Team and Our Teaching.
import type en from '../en-US/about';
import type { Translation } from '../../types';

const about: Translation<typeof en> = {
  mission: {
    title: 'Notre mission',
    lead: 'Chaque apprenant mérite un enseignement qui lui correspond. Summit existe pour rendre un accompagnement personnalisé et inclusif facile à trouver, juste dans son prix et compatible avec la vie de tous les jours.',
    sections: [
      {
        heading: 'Personnalisé par principe',
        body: 'On apprend mieux quand on part de l’apprenant : ce qu’il sait déjà, ce qu’il veut accomplir et sa façon de travailler. Chaque séance, chaque cours et chaque série d’exercices Summit est construit autour de cela.',
      },
      {
        heading: 'Inclusif pour toutes les façons de penser',
        body: 'Nous concevons pour les apprenants souvent laissés de côté : les personnes ayant un TDAH ou une dyslexie, celles qui apprennent dans une deuxième langue, celles dont la connexion est lente ou instable. Ce qui les aide profite généralement à tous.',
      },
      {
        heading: 'Honnêteté et transparence',
        body: 'Des prix clairs, des règles claires et des retours clairs. Nous disons aux apprenants et aux familles à quoi s’attendre, et nous tenons nos promesses.',
      },
    ],
  },
  team: {
    title: 'L’équipe',
    lead: 'Summit est animé par une petite équipe d’enseignants et d’ingénieurs qui se soucient de la façon dont chacun apprend.',
    sections: [
      {
        heading: 'Fondateurs',
        body: 'Summit a été fondé par des personnes qui ont enseigné en classe et donné des cours particuliers, et qui ont vu à quel point un accompagnement adapté change tout.',
      },
      {
        heading: 'Tuteurs',
        body: 'Nos tuteurs sont choisis pour leur maîtrise de leur matière et pour leur patience. Chacun passe un entretien et des vérifications, et bénéficie d’une formation à l’enseignement inclusif.',
      },
      {
        heading: 'Produit et technique',
        body: 'Notre équipe technique rend l’application rapide, accessible et fiable, pour qu’elle fonctionne sur des appareils modestes et protège votre travail lorsque vous êtes hors ligne.',
      },
    ],
  },
  teaching: {
    title: 'Notre pédagogie',
    lead: 'Comment enseignent les tuteurs Summit : de façon structurée, bienveillante et adaptée à chaque apprenant.',
    sections: [
      {
        heading: 'Partir de l’apprenant',
        body: 'La première séance porte sur les objectifs, le niveau actuel et les préférences. Les tuteurs s’en servent pour planifier les étapes suivantes, et ajustent le plan au fil des progrès de l’apprenant.',
      },
      {
        heading: 'Petites étapes, progrès visibles',
        body: 'Les séances découpent chaque sujet en étapes accessibles, avec des vérifications fréquentes de la compréhension, pour que les apprenants voient leurs progrès et que les lacunes soient repérées tôt.',
      },
      {
        heading: 'Des exercices qui expliquent',
        body: 'Entre les séances, les apprenants s’entraînent avec des questions adaptées à leur niveau. Chaque réponse est accompagnée d’une explication, car comprendre compte plus qu’une note.',
      },
      {
        heading: 'Accessible à tous',
        body: 'Les supports respectent les réglages de chaque apprenant : taille du texte, couleurs, police adaptée à la dyslexie et rythme adapté au TDAH, avec des plages de concentration plus courtes et des pauses.',
      },
    ],
  },
};

export default about;
