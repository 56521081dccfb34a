// French (France), "vous": sign-in, sign-up, password reset, sign-out and the admin guard.
import type en from '../en-US/auth';
import type { Translation } from '../../types';

const auth: Translation<typeof en> = {
  tabs: { label: 'Comment se connecter', signIn: 'Connexion', signUp: 'Inscription', magicLink: 'Lien magique' },
  or: 'ou',
  fields: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    fullName: 'Nom complet (facultatif)',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
  },
  passwordHint: 'Au moins 6 caractères.',
  signIn: { submit: 'Se connecter', pending: 'Connexion en cours...' },
  signUp: { submit: 'Créer un compte', pending: 'Création du compte...' },
  magicLink: {
    hint: 'Nous vous enverrons par e-mail un lien qui vous connecte sans mot de passe.',
    submit: 'Envoyer le lien magique',
    pending: 'Envoi du lien...',
  },
  google: { submit: 'Continuer avec Google', pending: 'Redirection vers Google...' },
  forgot: {
    open: 'Mot de passe oublié ?',
    title: 'Réinitialiser votre mot de passe',
    description: 'Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    submit: 'Envoyer le lien de réinitialisation',
    pending: 'Envoi en cours...',
    close: 'Fermer',
  },
  reset: {
    checking: 'Vérification de votre lien de réinitialisation...',
    submit: 'Enregistrer le nouveau mot de passe',
    pending: 'Enregistrement...',
  },
  callback: { failedTitle: 'Nous n’avons pas pu vous connecter' },
  backToSignIn: 'Retour à la connexion',
  signOut: { submit: 'Se déconnecter', pending: 'Déconnexion...' },
  guard: {
    verifying: 'Vérification de l’accès...',
    deniedTitle: 'Accès refusé',
    deniedDescription: 'Vous n’avez pas l’autorisation d’accéder à cette page.',
  },
  messages: {
    invalidEmail: 'Veuillez saisir une adresse e-mail valide',
    shortPassword: 'Le mot de passe doit contenir au moins 6 caractères',
    invalidCredentials: 'Adresse e-mail ou mot de passe incorrect',
    emailNotConfirmed: 'Veuillez d’abord confirmer votre adresse e-mail',
    userNotFound: 'Compte introuvable. Voulez-vous vous inscrire ?',
    userExists: 'Ce compte existe déjà. Voulez-vous vous connecter ?',
    signupDisabled: 'La création de comptes est actuellement désactivée',
    rateLimited: 'Trop de tentatives. Veuillez réessayer plus tard',
    failed: 'Échec de l’authentification',
    alreadyRegistered: 'Cette adresse e-mail est déjà enregistrée. Connectez-vous ou utilisez « Mot de passe oublié ».',
    unexpected: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    checkEmailToConfirm: 'Consultez vos e-mails pour confirmer votre compte.',
    checkEmailForLink: 'Consultez vos e-mails pour trouver le lien de connexion.',
    checkEmailForReset: 'Consultez vos e-mails pour trouver le lien de réinitialisation du mot de passe.',
    linkNotCompleted:
      'Ce lien n’a pas pu vous connecter ici : il a été ouvert dans un autre navigateur que celui qui l’a demandé, ou il a déjà été utilisé. Votre adresse e-mail est confirmée ; veuillez vous reconnecter.',
    nothingToComplete: 'Il n’y a aucune connexion à finaliser ici. Veuillez vous reconnecter.',
    linkMissing:
      'Ouvrez le lien reçu dans l’e-mail de réinitialisation pour choisir un nouveau mot de passe, ou demandez un nouveau lien.',
    linkExpired: 'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  },
};

export default auth;
