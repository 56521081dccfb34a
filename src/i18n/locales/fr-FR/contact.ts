// French (France), "vous": the contact page.
import type en from '../en-US/contact';
import type { Translation } from '../../types';

const contact: Translation<typeof en> = {
  title: 'Nous contacter',
  intro: 'Une question sur l’accompagnement, les cours ou votre compte ? Envoyez-nous un message, nous vous répondrons par e-mail.',
  form: {
    label: 'Formulaire de contact',
    name: 'Votre nom',
    email: 'Adresse e-mail',
    message: 'Message',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours...',
    requiredNote: 'Tous les champs sont obligatoires.',
  },
  errors: {
    nameRequired: 'Veuillez saisir votre nom',
    emailRequired: 'Veuillez saisir votre adresse e-mail',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    messageRequired: 'Veuillez saisir un message',
    messageTooLong: 'Votre message doit faire moins de {{max}} caractères',
    notConnected: 'L’envoi de messages n’est pas encore disponible. Votre message n’a pas été envoyé ; écrivez-nous plutôt à hello@summit.example.',
    summary: 'Veuillez corriger les champs signalés.',
  },
  success: 'Merci, votre message a bien été envoyé. Nous vous répondrons par e-mail.',
  other: {
    heading: 'Autres moyens de nous joindre',
    email: 'E-mail : hello@summit.example',
    hours: 'Nous répondons aux messages du lundi au vendredi, généralement sous un jour ouvré.',
  },
};

export default contact;
