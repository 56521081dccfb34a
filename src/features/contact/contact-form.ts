// Contact form values and their validation. Error values are message keys of the contact catalogue.
import { isValidEmail as matchesEmailRule } from '../../lib/validation';

export type ContactValues = { name: string; email: string; message: string };
export type ContactField = keyof ContactValues;
export type ContactErrorKey =
  | 'errors.nameRequired'
  | 'errors.emailRequired'
  | 'errors.emailInvalid'
  | 'errors.messageRequired'
  | 'errors.messageTooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export const MESSAGE_MAX_LENGTH = 5000;

/** The product's email rule (shared with the auth forms), ignoring surrounding spaces. */
export function isValidEmail(value: string): boolean {
  return matchesEmailRule(value.trim());
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'errors.nameRequired';
  if (!values.email.trim()) errors.email = 'errors.emailRequired';
  else if (!isValidEmail(values.email)) errors.email = 'errors.emailInvalid';
  if (!values.message.trim()) errors.message = 'errors.messageRequired';
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = 'errors.messageTooLong';
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}
