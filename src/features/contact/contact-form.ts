// Contact form values and their validation. Error values are message keys of the contact catalogue. The limits
// are the database's (contact_messages checks), so a valid form is never refused by the server for its length.
import { isValidEmail as matchesEmailRule } from '../../lib/validation';

export type ContactValues = { name: string; email: string; message: string };
export type ContactField = keyof ContactValues;
export type ContactErrorKey =
  | 'errors.nameRequired'
  | 'errors.nameTooLong'
  | 'errors.emailRequired'
  | 'errors.emailInvalid'
  | 'errors.emailTooLong'
  | 'errors.messageRequired'
  | 'errors.messageTooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 320;
export const MESSAGE_MAX_LENGTH = 5000;

/** The product's email rule (shared with the auth forms), ignoring surrounding spaces. */
export function isValidEmail(value: string): boolean {
  return matchesEmailRule(value.trim());
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'errors.nameRequired';
  else if (values.name.trim().length > NAME_MAX_LENGTH) errors.name = 'errors.nameTooLong';
  if (!values.email.trim()) errors.email = 'errors.emailRequired';
  else if (values.email.trim().length > EMAIL_MAX_LENGTH) errors.email = 'errors.emailTooLong';
  else if (!isValidEmail(values.email)) errors.email = 'errors.emailInvalid';
  if (!values.message.trim()) errors.message = 'errors.messageRequired';
  else if (values.message.trim().length > MESSAGE_MAX_LENGTH) errors.message = 'errors.messageTooLong';
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Max length per error key, for the message's {{max}}. */
export const LIMITS = { name: NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, message: MESSAGE_MAX_LENGTH } as const;
