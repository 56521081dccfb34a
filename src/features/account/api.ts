// The account feature's server module: password and email changes, data export, account deletion and two-step
// verification (TOTP and security keys / passkeys, supabase-js's auth.mfa API) for the signed-in user, through the app's client. The panels call
// these; none of them holds a client.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../data/supabase';
import { supabaseAnonKey, supabaseUrl } from '../../lib/config';

// Password, email, export ---------------------------------------------------------------------------------------

/** Sends the reauthentication code (GoTrue's nonce) to the user's email address. */
export async function sendReauthenticationCode(): Promise<void> {
  const { error } = await (await getSupabase()).auth.reauthenticate();
  if (error) throw error;
}

/** Changes the password with the emailed code: a stolen session alone cannot do it. */
export async function changePassword(password: string, nonce: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.updateUser({ password, nonce: nonce.trim() });
  if (error) throw error;
}

/** Asks for an email change: confirmed from the new address (and the current one is told). */
export async function changeEmail(email: string, redirectTo: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.updateUser({ email: email.trim() }, { emailRedirectTo: redirectTo });
  if (error) throw error;
}

/** Everything stored about the user, as one JSON document (export_my_data() on the server). */
export async function exportMyData(): Promise<unknown> {
  const { data, error } = await (await getSupabase()).rpc('export_my_data');
  if (error) throw error;
  return data;
}

export function exportFileName(now = new Date()): string {
  return `summit-my-data-${now.toISOString().slice(0, 10)}.json`;
}

// Deletion ------------------------------------------------------------------------------------------------------

/**
 * A second, throw-away client for proving it is the user before a deletion: its fresh sign-in (and `amr`) is used
 * for that one call, and the app's own session stays as it is until the account is gone.
 */
async function confirmationClient(): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'summit-account-confirmation' },
  });
}

/** Emails a sign-in code to the user's own address (no new account is ever made from here). */
export async function sendDeletionCode(email: string): Promise<void> {
  const { error } = await (await confirmationClient()).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error) throw error;
}

/** Proves it is the user: a password sign-in gives the session a fresh `amr`, which delete_my_account() checks. */
async function confirmWithPassword(client: SupabaseClient, email: string, password: string): Promise<boolean> {
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error && (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message))) return false;
  if (error) throw error;
  return true;
}

/** Proves it is the user with the emailed code (a fresh `amr` as well). */
async function confirmWithCode(client: SupabaseClient, email: string, code: string): Promise<boolean> {
  const { error } = await client.auth.verifyOtp({ email, token: code.replace(/\s+/g, ''), type: 'email' });
  if (error && (error.status === 403 || error.code === 'otp_expired')) return false;
  if (error) throw error;
  return true;
}

export type DeletionProof = { password: string } | { code: string };

/**
 * Proves it is the user (password, or the emailed code) on a throw-away client, then deletes the account on the
 * server (delete_my_account()) with it. False when the password or code is wrong (nothing is deleted).
 */
export async function deleteMyAccount(email: string, proof: DeletionProof): Promise<boolean> {
  const client = await confirmationClient();
  const confirmed = 'password' in proof ? await confirmWithPassword(client, email, proof.password) : await confirmWithCode(client, email, proof.code);
  if (!confirmed) return false;
  const { error } = await client.rpc('delete_my_account');
  if (error) throw error;
  return true;
}

// Two-step verification (TOTP) -----------------------------------------------------------------------------------

export interface Enrollment {
  factorId: string;
  /** SVG QR code as a data: URL (supabase-js adds the prefix). */
  qrCode: string;
  secret: string;
  uri: string;
}

/** A registered security key or passkey (a verified WebAuthn factor). */
export interface SecurityKey {
  id: string;
  name: string;
}

export type SecondFactorState =
  | { kind: 'aal2' } // the session already passed the second factor
  // a verified factor exists: ask for the authenticator app's code (factorId) or one of the keys
  | { kind: 'challenge'; factorId: string | null; keys: SecurityKey[] }
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

/** Adding a factor beside a verified one needs the session at aal2 first (GoTrue's rule). */
export class ConfirmFirstError extends Error {}

function secondFactorError(error: { code?: string; message?: string } | null): Error | null {
  if (error?.code === 'mfa_factor_locked') return new FactorLockedError(Number(/(\d+) seconds/.exec(error.message ?? '')?.[1] ?? 60));
  if (error?.code === 'reauthentication_needed') return new SignInAgainError(error.message);
  if (error?.code === 'insufficient_aal') return new ConfirmFirstError(error.message);
  return null;
}

async function verifiedFactors(client: SupabaseClient): Promise<{ totp: string | null; keys: SecurityKey[] }> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return {
    totp: data.totp.find((f) => f.status === 'verified')?.id ?? null,
    keys: (data.webauthn ?? []).filter((f) => f.status === 'verified').map((f) => ({ id: f.id, name: f.friendly_name ?? '' })),
  };
}

/** The user's verified TOTP factor, if any. */
export async function verifiedTotpFactor(): Promise<string | null> {
  return (await verifiedFactors(await getSupabase())).totp;
}

/** Where the current session stands with the second factor. */
export async function secondFactorState(): Promise<SecondFactorState> {
  const client = await getSupabase();
  const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel === 'aal2') return { kind: 'aal2' };
  const { totp, keys } = await verifiedFactors(client);
  return totp || keys.length ? { kind: 'challenge', factorId: totp, keys } : { kind: 'enroll' };
}

/** Starts enrolling a TOTP factor; an earlier enrollment left unverified is removed first. */
export async function startEnrollment(): Promise<Enrollment> {
  const client = await getSupabase();
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
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') });
  const known = secondFactorError(error);
  if (known) throw known;
  if (isWrongCode(error)) throw new WrongCodeError(error!.message);
  if (error) throw error;
}

/** Removes the factor; the session must be at aal2 first (verifyCode), as GoTrue requires for a verified factor. */
export async function removeFactor(factorId: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  // The session keeps aal2 until refreshed; refresh so it reflects the account without a factor.
  await client.auth.refreshSession();
}

// Security keys and passkeys (WebAuthn) --------------------------------------------------------------------------

/** The browser's ceremony ended without an answer: cancelled, timed out, or no usable key. */
export class KeyNotUsedError extends Error {}
/** The server did not accept the key's answer. */
export class KeyRefusedError extends Error {}
/** Another factor of the account already has this name. */
export class KeyNameTakenError extends Error {}

/** Where the key lives: on this device (a passkey) or a separate security key (USB, NFC, Bluetooth). */
export type KeyKind = 'platform' | 'cross-platform';

function keyError(error: ({ code?: string; status?: number; message?: string } & Error) | null): Error | null {
  if (!error) return null;
  const known = secondFactorError(error);
  if (known) return known;
  if (error.code === 'mfa_factor_name_conflict') return new KeyNameTakenError(error.message);
  if (error.code === 'mfa_verification_failed' || error.code === 'mfa_challenge_expired' || error.status === 422) return new KeyRefusedError(error.message);
  // No status: the browser's side (WebAuthnError, NotAllowedError, an AbortError) rather than the server's.
  if (error.status === undefined) return new KeyNotUsedError(error.message);
  return error;
}

/** The account's registered keys. */
export async function securityKeys(): Promise<SecurityKey[]> {
  return (await verifiedFactors(await getSupabase())).keys;
}

/**
 * Registers a key under `name` (enrol, the browser's create ceremony, verify: the session reaches aal2). Names are
 * checked here first: supabase-js answers a refused enrolment by removing a verified key of the same name.
 */
export async function addSecurityKey(name: string, kind: KeyKind): Promise<void> {
  const client = await getSupabase();
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all) {
    if (factor.friendly_name === name && factor.status === 'verified') throw new KeyNameTakenError(name);
    if (factor.factor_type === 'webauthn' && factor.status !== 'verified') await client.auth.mfa.unenroll({ factorId: factor.id });
  }
  // supabase-js asks for a cross-platform key unless told otherwise; a passkey on this device is a platform one.
  const { error } = await client.auth.mfa.webauthn.register({ friendlyName: name }, { authenticatorSelection: { authenticatorAttachment: kind } });
  const mapped = keyError(error);
  if (!mapped) return;
  // The browser's dialog was cancelled or the key refused: the enrolment it began is removed at once, not left
  // for the server to purge later (an unfinished factor is nothing anyone should be able to complete).
  const after = await client.auth.mfa.listFactors();
  for (const factor of after.data?.all ?? []) {
    if (factor.factor_type === 'webauthn' && factor.status !== 'verified') await client.auth.mfa.unenroll({ factorId: factor.id }).catch(() => undefined);
  }
  throw mapped;
}

/** Proves a registered key (the browser's get ceremony): the session reaches aal2. */
export async function proveSecurityKey(factorId: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.mfa.webauthn.authenticate({ factorId });
  const mapped = keyError(error);
  if (mapped) throw mapped;
}

/** Removes a key; a session below aal2 proves that key first, as GoTrue requires for a verified factor. */
export async function removeSecurityKey(factorId: string): Promise<void> {
  const { data, error } = await (await getSupabase()).auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel !== 'aal2') await proveSecurityKey(factorId);
  await removeFactor(factorId);
}
