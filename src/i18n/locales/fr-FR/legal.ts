// French (France), "vous": Terms, Privacy, Refund and Cookie policies. A faithful translation of the English (US)
// text; the English version is the reference.
import type en from '../en-US/legal';
import type { Translation } from '../../types';

const legal: Translation<typeof en> = {
  updated: 'Dernière mise à jour : {{date}}',
  updatedDate: '1er mai 2026',
  contents: 'Sur cette page',
  terms: {
    title: 'Conditions d’utilisation',
    intro: 'Les présentes conditions s’appliquent lorsque vous utilisez le site web, l’application et les services d’accompagnement de Summit. En créant un compte ou en réservant une séance, vous les acceptez.',
    sections: [
      {
        heading: 'Qui nous sommes',
        body: 'Summit propose un accompagnement scolaire en ligne : des séances avec des tuteurs humains, des cours, des exercices d’entraînement et des modèles de tuteur IA. Dans les présentes conditions, « nous » désigne Summit et « vous » désigne la personne qui utilise le service ou, pour un apprenant de moins de 18 ans, le parent ou le représentant légal qui gère le compte.',
      },
      {
        heading: 'Votre compte',
        body: 'Gardez vos identifiants de connexion confidentiels et prévenez-nous immédiatement si vous pensez qu’une autre personne a utilisé votre compte. Vous êtes responsable de l’exactitude des informations que vous nous communiquez. Les apprenants de moins de 18 ans doivent avoir l’autorisation d’un parent ou de leur représentant légal pour utiliser Summit.',
      },
      {
        heading: 'Réservations et paiement',
        body: 'Les prix sont affichés avant la réservation, toutes taxes applicables comprises. Une réservation est confirmée dès réception du paiement. Les annulations et les remboursements sont régis par notre Politique de remboursement.',
      },
      {
        heading: 'Comportement pendant les séances',
        body: 'Tuteurs et apprenants se traitent mutuellement avec respect. Le harcèlement, la discrimination ou le partage de contenus inappropriés mettent fin à la séance et peuvent entraîner la fermeture du compte. Les séances ne doivent pas être enregistrées sans le consentement de tous les participants.',
      },
      {
        heading: 'Supports pédagogiques et tuteurs IA',
        body: 'Le contenu des cours et les exercices d’entraînement sont réservés à votre apprentissage personnel. Les modèles de tuteur IA peuvent se tromper : considérez leurs explications comme une aide et non comme le dernier mot, et en cas de doute, demandez à votre tuteur.',
      },
      {
        heading: 'Disponibilité du service',
        body: 'Nous faisons le nécessaire pour que Summit reste disponible et que vos données soient protégées, mais nous ne pouvons pas garantir que le service ne sera jamais interrompu. Certaines fonctionnalités, comme le tuteur IA, peuvent être suspendues pour maintenance.',
      },
      {
        heading: 'Responsabilité',
        body: 'Rien dans les présentes conditions ne limite les droits que vous tenez du droit de la consommation. Au-delà de ces droits, notre responsabilité pour une séance est limitée au montant que vous avez payé pour celle-ci.',
      },
      {
        heading: 'Modifications et contact',
        body: 'Si nous modifions les présentes conditions, nous vous en informerons avant l’entrée en vigueur des changements. Pour toute question sur ces conditions : hello@summit.example.',
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro: 'Cette politique explique quelles données personnelles Summit collecte, pourquoi, et quels choix s’offrent à vous.',
    sections: [
      {
        heading: 'Ce que nous collectons',
        body: 'Les informations de votre compte (nom, adresse e-mail et rôle), vos réservations et vos séances, vos préférences de langue, de région et d’accessibilité, ainsi que les messages que vous nous envoyez. Nous ne collectons pas plus que ce qui est nécessaire pour fournir le service.',
      },
      {
        heading: 'Comment nous les utilisons',
        body: 'Pour gérer votre compte, organiser et assurer les séances, adapter l’apprentissage à vos préférences, répondre à vos questions et assurer la sécurité du service. Nous ne vendons pas de données personnelles et ne les utilisons pas à des fins publicitaires pour des tiers.',
      },
      {
        heading: 'Mesure d’audience',
        body: 'Summit n’envoie aucune donnée de mesure d’audience ni de suivi depuis votre appareil. Lorsque nous enregistrons l’utilisation d’un lien d’invitation, nous ne conservons que le code du lien.',
      },
      {
        heading: 'Données sur votre appareil',
        body: 'L’application conserve vos préférences et les modifications en attente sur votre appareil afin de pouvoir fonctionner hors ligne. La déconnexion efface ces données de l’appareil.',
      },
      {
        heading: 'Qui peut les consulter',
        body: 'Votre tuteur voit ce dont il a besoin pour vous accompagner. Notre personnel n’accède aux données de votre compte que lorsque c’est nécessaire pour vous aider. Nos hébergeurs traitent les données pour notre compte, dans le cadre d’un contrat.',
      },
      {
        heading: 'Durée de conservation',
        body: 'Nous conservons les données du compte tant que celui-ci est ouvert et les supprimons dans les 90 jours suivant sa fermeture, sauf si la loi nous impose de conserver certains documents plus longtemps.',
      },
      {
        heading: 'Vos droits',
        body: 'Vous pouvez demander à consulter, rectifier, exporter ou supprimer vos données personnelles, et vous opposer à l’usage que nous en faisons. Écrivez à privacy@summit.example : nous vous répondrons sous 30 jours.',
      },
    ],
  },
  refund: {
    title: 'Politique de remboursement',
    intro: 'Nous voulons que chaque séance en vaille la peine. Si quelque chose ne se passe pas comme prévu, voici comment fonctionnent les remboursements.',
    sections: [
      {
        heading: 'Annuler une séance',
        body: 'Annulez ou déplacez votre séance au moins 24 heures avant son début pour obtenir un remboursement intégral ou un report gratuit à un autre créneau. Les annulations plus tardives ne sont pas remboursées, sauf dans les cas ci-dessous.',
      },
      {
        heading: 'Si votre tuteur annule',
        body: 'Si un tuteur annule ou ne se présente pas, vous obtenez au choix un remboursement intégral ou une séance de remplacement gratuite.',
      },
      {
        heading: 'Problèmes techniques',
        body: 'Si une séance ne peut pas avoir lieu en raison d’un problème de notre côté, nous la remboursons intégralement. Si elle est écourtée, nous remboursons la partie non utilisée ou proposons une séance de remplacement.',
      },
      {
        heading: 'Si vous n’êtes pas satisfait',
        body: 'Si votre première séance avec un nouveau tuteur ne vous a pas convenu, signalez-le-nous dans les 7 jours et nous vous la rembourserons.',
      },
      {
        heading: 'Cours',
        body: 'Les cours peuvent être remboursés dans les 14 jours suivant l’achat, à condition que moins d’un quart du cours ait été suivi.',
      },
      {
        heading: 'Demander un remboursement',
        body: 'Écrivez à hello@summit.example en précisant les détails de votre réservation. Les remboursements acceptés sont versés sur le moyen de paiement d’origine sous 10 jours ouvrés.',
      },
    ],
  },
  cookies: {
    title: 'Politique relative aux cookies',
    intro: 'Summit limite l’usage des cookies et des technologies de stockage similaires à ce dont le service a besoin pour fonctionner.',
    sections: [
      {
        heading: 'Ce que nous stockons',
        body: 'Votre session de connexion, vos réglages de langue et de région, vos réglages d’accessibilité, ainsi que des copies de pages et de modifications pour que l’application continue de fonctionner hors ligne. Ces éléments sont stockés dans le stockage local et le stockage hors ligne de votre navigateur.',
      },
      {
        heading: 'Pourquoi',
        body: 'Sans ce stockage, vous ne pourriez pas rester connecté, vos préférences seraient réinitialisées à chaque visite et l’application ne pourrait pas fonctionner sans connexion. Ce stockage est strictement nécessaire : il ne requiert donc pas votre consentement.',
      },
      {
        heading: 'Aucun cookie de suivi',
        body: 'Nous n’utilisons pas de cookies publicitaires ni de cookies de suivi tiers, et l’application elle-même bloque les requêtes vers les services de mesure d’audience.',
      },
      {
        heading: 'Vos choix',
        body: 'La déconnexion efface les données stockées sur l’appareil. Vous pouvez aussi effacer à tout moment les données du site dans les paramètres de votre navigateur ; vous devrez alors vous reconnecter.',
      },
    ],
  },
};

export default legal;
