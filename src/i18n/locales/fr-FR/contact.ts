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
    count: '{{used}} caractères sur {{max}}',
  },
  errors: {
    nameRequired: 'Veuillez saisir votre nom',
    emailRequired: 'Veuillez saisir votre adresse e-mail',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    messageRequired: 'Veuillez saisir un message',
    messageTooLong: 'Votre message doit faire moins de {{max}} caractères',
    nameTooLong: 'Votre nom doit faire moins de {{max}} caractères',
    emailTooLong: 'Votre adresse e-mail doit faire moins de {{max}} caractères',
    rejected: 'Votre message n’a pas pu être envoyé : le serveur l’a refusé. Vérifiez les champs ou écrivez-nous à hello@summit.example.',
    notSaved: 'Votre message n’a pu être ni envoyé ni enregistré sur cet appareil. Il est toujours dans le formulaire ; réessayez ou écrivez-nous à hello@summit.example.',
    summary: 'Veuillez corriger les champs signalés.',
  },
  success: 'Merci, votre message a bien été envoyé. Nous vous répondrons par e-mail.',
  queuedOffline: 'Vous êtes hors ligne. Votre message est enregistré sur cet appareil et sera envoyé dès que vous serez de nouveau en ligne.',
  queuedUnreachable: 'Le serveur est injoignable pour le moment. Votre message est enregistré sur cet appareil et sera envoyé automatiquement.',
  other: {
    heading: 'Autres moyens de nous joindre',
    email: 'E-mail : hello@summit.example',
    hours: 'Nous répondons aux messages du lundi au vendredi, généralement sous un jour ouvré.',
  },
};

export default contact;
