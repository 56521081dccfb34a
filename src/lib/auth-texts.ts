// What the auth forms and redirect pages say in English, besides the backend's errors (./auth-errors) and the
// validation texts (./validation). Pure constants: the auth feature's cores produce them, ./auth-messages translates
// them, and the account panels check a password confirmation with the same text.
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const CHECK_EMAIL_TO_CONFIRM = 'Check your email to confirm your account.';
export const CHECK_EMAIL_FOR_LINK = 'Check your email for the sign-in link.';
export const CHECK_EMAIL_FOR_RESET = 'Check your email for the password reset link.';

// What the redirect pages say when the URL holds no sign-in to complete.
export const NOTHING_TO_COMPLETE_MESSAGE = 'There is no sign-in to complete here. Please sign in again.';
export const LINK_MISSING_MESSAGE =
  'Open the link from your password reset email to choose a new password, or ask for a new link.';
/** An auth link the server refused (expired, already used, or not for this browser's sign-in). */
export const LINK_EXPIRED_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';

// Reached when the server accepted the link (so an email address is confirmed by now) but this browser cannot finish
// the sign-in: the link was opened in another browser than the one that asked for it, or it was already used.
export const LINK_NOT_COMPLETED_MESSAGE =
  'This link could not sign you in here: it was opened in a different browser from the one that asked for it, or it was already used. Your email address is confirmed; please sign in again.';
