// The auth texts are produced in English by pure code (./validation, ./auth-errors, ./auth-texts, used by the auth
// feature's actions and redirect pages), where the tests check them against the spec word for word. They are
// translated here, at the edge (the auth forms and the account panels): each known English text has its key in the
// 'auth' catalogue; anything else (a raw backend message) shows as is.
import type en from '../i18n/locales/en-US/auth';
import { useTranslation } from '../i18n/react';
import {
  AUTH_ERROR_CATALOGUE,
  FALLBACK_ERROR_MESSAGE,
  SIGN_UP_REGISTERED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './auth-errors';
import {
  CHECK_EMAIL_FOR_LINK,
  CHECK_EMAIL_FOR_RESET,
  CHECK_EMAIL_TO_CONFIRM,
  LINK_EXPIRED_MESSAGE,
  LINK_MISSING_MESSAGE,
  LINK_NOT_COMPLETED_MESSAGE,
  NOTHING_TO_COMPLETE_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
} from './auth-texts';
import { INVALID_EMAIL_MESSAGE, SHORT_PASSWORD_MESSAGE } from './validation';

export type AuthMessageKey = keyof (typeof en)['messages'];

// The catalogue rows' texts, by the backend error each one stands for (SPEC §8).
const CATALOGUE_KEYS: Record<string, AuthMessageKey> = {
  'Invalid login credentials': 'invalidCredentials',
  'Email not confirmed': 'emailNotConfirmed',
  'User not found': 'userNotFound',
  'Invalid email': 'invalidEmail',
  'Password should be at least': 'shortPassword',
  'User already registered': 'userExists',
  'Signup is disabled': 'signupDisabled',
  'Email rate limit exceeded': 'rateLimited',
};

/** English text → its key. Built from the producers' own constants, so a reworded text cannot slip past. */
export const AUTH_MESSAGE_KEYS: ReadonlyMap<string, AuthMessageKey> = new Map<string, AuthMessageKey>([
  ...AUTH_ERROR_CATALOGUE.map((row): [string, AuthMessageKey] => [row.shown, CATALOGUE_KEYS[row.text]!]),
  [INVALID_EMAIL_MESSAGE, 'invalidEmail'],
  [SHORT_PASSWORD_MESSAGE, 'shortPassword'],
  [FALLBACK_ERROR_MESSAGE, 'failed'],
  [SIGN_UP_REGISTERED_MESSAGE, 'alreadyRegistered'],
  [UNEXPECTED_ERROR_MESSAGE, 'unexpected'],
  [PASSWORD_MISMATCH_MESSAGE, 'passwordMismatch'],
  [CHECK_EMAIL_TO_CONFIRM, 'checkEmailToConfirm'],
  [CHECK_EMAIL_FOR_LINK, 'checkEmailForLink'],
  [CHECK_EMAIL_FOR_RESET, 'checkEmailForReset'],
  [LINK_NOT_COMPLETED_MESSAGE, 'linkNotCompleted'],
  [NOTHING_TO_COMPLETE_MESSAGE, 'nothingToComplete'],
  [LINK_MISSING_MESSAGE, 'linkMissing'],
  [LINK_EXPIRED_MESSAGE, 'linkExpired'],
]);

/** The auth catalogue's key for an English auth text, or null for a text of the backend's own. */
export function authMessageKey(text: string): AuthMessageKey | null {
  return AUTH_MESSAGE_KEYS.get(text) ?? null;
}

/** Translates auth texts in the current language (the 'auth' namespace must be loaded, as on every auth page). */
export function useAuthMessage(): (text: string | null) => string | null {
  const { t } = useTranslation('auth');
  return (text) => {
    if (text === null) return null;
    const key = authMessageKey(text);
    return key ? t(`messages.${key}`) : text;
  };
}
