// Two-step verification (TOTP) through supabase-js's auth.mfa API. Plain TypeScript; the React parts are thin.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface Enrollment {
  factorId: string;
  /** SVG QR code as a data: URL (supabase-js adds the prefix). */
  qrCode: string;
  secret: string;
  uri: string;
}

export type SecondFactorState =
  | { kind: 'aal2' } // the session already passed the second factor
  | { kind: 'challenge'; factorId: string } // a verified factor exists: ask for its code
  | { kind: 'enroll' }; // no factor yet: set one up first

export class WrongCodeError extends Error {}

/** Too many wrong codes: the factor is locked for `seconds` more. */
export class FactorLockedError extends Error {
  constructor(readonly seconds: number) {
    super(`Factor locked for ${seconds} seconds`);
  }
}

/** The server wants a recent sign-in (password or emailed code) before a factor is set up or verified. */
export class SignInAgainError extends Error {}

function secondFactorError(error: { code?: string; message?: string } | null): Error | null {
  if (error?.code === 'mfa_factor_locked') return new FactorLockedError(Number(/(\d+) seconds/.exec(error.message ?? '')?.[1] ?? 60));
  if (error?.code === 'reauthentication_needed') return new SignInAgainError(error.message);
  return null;
}

/** The user's verified TOTP factor, if any. */
export async function verifiedTotpFactor(client: SupabaseClient): Promise<string | null> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.find((f) => f.status === 'verified')?.id ?? null;
}

/** Where the current session stands with the second factor. */
export async function secondFactorState(client: SupabaseClient): Promise<SecondFactorState> {
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel === 'aal2') return { kind: 'aal2' };
  const factorId = await verifiedTotpFactor(client);
  return factorId ? { kind: 'challenge', factorId } : { kind: 'enroll' };
}

/** Starts enrolling a TOTP factor; an earlier enrollment left unverified is removed first. */
export async function startEnrollment(client: SupabaseClient): Promise<Enrollment> {
  const listed = await client.auth.mfa.listFactors();
  for (const factor of listed.data?.all ?? []) {
    if (factor.factor_type === 'totp' && factor.status !== 'verified') await client.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw secondFactorError(error) ?? error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
}

function isWrongCode(error: { code?: string; status?: number } | null): boolean {
  return !!error && (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired' || error.status === 422);
}

/** Verifies a code for the factor (raises the session to aal2). A wrong code throws WrongCodeError. */
export async function verifyCode(client: SupabaseClient, factorId: string, code: string): Promise<void> {
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  const known = secondFactorError(error);
  if (known) throw known;
  if (isWrongCode(error)) throw new WrongCodeError(error!.message);
  if (error) throw error;
}

/** Removes the factor; the session must be at aal2 first (verifyCode), as GoTrue requires for a verified factor. */
export async function removeFactor(client: SupabaseClient, factorId: string): Promise<void> {
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  // The session keeps aal2 until refreshed; refresh so it reflects the account without a factor.
  await client.auth.refreshSession();
}
