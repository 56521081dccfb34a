// What the redirect pages say when the URL holds no sign-in to complete (English; translated by ./auth-messages).
export const NOTHING_TO_COMPLETE_MESSAGE = 'There is no sign-in to complete here. Please sign in again.';
export const LINK_MISSING_MESSAGE =
  'Open the link from your password reset email to choose a new password, or ask for a new link.';
/** An auth link the server refused (expired, already used, or not for this browser's sign-in). */
export const LINK_EXPIRED_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';
