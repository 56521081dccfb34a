// French (France), "vous": frequently asked questions.
import type en from '../en-US/faq';
import type { Translation } from '../../types';

const faq: Translation<typeof en> = {
  title: 'Questions fréquentes',
  intro: 'Les réponses aux questions que les apprenants et les familles nous posent le plus souvent. Vous ne trouvez pas la vôtre ? Contactez-nous.',
  contactLink: 'Nous contacter',
  items: [
    {
      question: 'Qu’est-ce que Summit ?',
      answer: 'Summit est un service d’accompagnement scolaire en ligne. Il propose des séances individuelles avec des tuteurs humains, des cours structurés, des exercices d’entraînement et des modèles de tuteur IA, tous conçus pour s’adapter à chaque apprenant.',
    },
    {
      question: 'Comment réserver une séance ?',
      answer: 'Rendez-vous sur la page Tarifs, choisissez la formule qui vous convient et sélectionnez un créneau avec un tuteur. Vous recevrez une confirmation dès que la réservation sera effectuée.',
    },
    {
      question: 'Ai-je besoin d’un compte ?',
      answer: 'Vous pouvez parcourir Summit sans compte. Pour réserver des séances et retrouver vos préférences sur tous vos appareils, connectez-vous avec une adresse e-mail et un mot de passe, un lien magique envoyé par e-mail ou un compte Google.',
    },
    {
      question: 'Puis-je annuler ou déplacer une séance ?',
      answer: 'Oui. Vous pouvez annuler ou déplacer une séance gratuitement jusqu’à 24 heures avant son début. Notre Politique de remboursement explique ce qui se passe en cas de changement plus tardif.',
    },
    {
      question: 'Summit convient-il aux apprenants ayant un TDAH ou une dyslexie ?',
      answer: 'Oui. Summit propose des séances adaptées au TDAH, avec des étapes courtes et ciblées, ainsi que des réglages d’accessibilité pour la taille du texte, les couleurs et une police adaptée à la dyslexie.',
    },
    {
      question: 'L’application fonctionne-t-elle hors ligne ?',
      answer: 'Summit peut être installé sur votre appareil. Les pages que vous avez déjà ouvertes restent accessibles sans connexion, et les modifications de vos réglages sont enregistrées sur l’appareil puis envoyées dès que vous êtes de nouveau en ligne.',
    },
    {
      question: 'Dans quelles langues Summit est-il disponible ?',
      answer: 'Summit est disponible en anglais (États-Unis et Royaume-Uni), en espagnol (Colombie et Espagne) et en français. Vous pouvez changer de langue et de région à tout moment.',
    },
    {
      question: 'Le tuteur IA est-il disponible ?',
      answer: 'Le tuteur IA est actuellement en maintenance. Les tuteurs humains, les cours et les exercices restent disponibles comme d’habitude.',
    },
  ],
};

export default faq;
