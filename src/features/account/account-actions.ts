// Password and email changes, data export and account deletion for the signed-in user. Plain TypeScript.
import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../../lib/config';

/**
 * A second, throw-away client for proving it is the user before a deletion: its fresh sign-in (and `amr`) is used
 * for that one call, and the app's own session stays as it is until the account is gone.
 */
export async function confirmationClient(): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'summit-account-confirmation' },
  });
}

/** Sends the reauthentication code (GoTrue's nonce) to the user's email address. */
export async function sendReauthenticationCode(client: SupabaseClient): Promise<void> {
  const { error } = await client.auth.reauthenticate();
  if (error) throw error;
}

/** Changes the password with the emailed code: a stolen session alone cannot do it. */
export async function changePassword(client: SupabaseClient, password: string, nonce: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password, nonce: nonce.trim() });
  if (error) throw error;
}

/** Asks for an email change: confirmed from the new address (and the current one is told). */
export async function changeEmail(client: SupabaseClient, email: string, redirectTo: string): Promise<void> {
  const { error } = await client.auth.updateUser({ email: email.trim() }, { emailRedirectTo: redirectTo });
  if (error) throw error;
}

/** Everything stored about the user, as one JSON document (export_my_data() on the server). */
export async function exportMyData(client: SupabaseClient): Promise<unknown> {
  const { data, error } = await client.rpc('export_my_data');
  if (error) throw error;
  return data;
}

export function exportFileName(now = new Date()): string {
  return `summit-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Proves it is the user: a password sign-in gives the session a fresh `amr`, which delete_my_account() checks. */
export async function confirmWithPassword(client: SupabaseClient, email: string, password: string): Promise<boolean> {
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error && (error.code === 'invalid_credentials' || /invalid login credentials/i.test(error.message))) return false;
  if (error) throw error;
  return true;
}

/** Emails a sign-in code to the user's own address (no new account is ever made from here). */
export async function sendDeletionCode(client: SupabaseClient, email: string): Promise<void> {
  const { error } = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  if (error) throw error;
}

/** Proves it is the user with the emailed code (a fresh `amr` as well). */
export async function confirmWithCode(client: SupabaseClient, email: string, code: string): Promise<boolean> {
  const { error } = await client.auth.verifyOtp({ email, token: code.replace(/\s+/g, ''), type: 'email' });
  if (error && (error.status === 403 || error.code === 'otp_expired')) return false;
  if (error) throw error;
  return true;
}

/** Deletes the account on the server (delete_my_account()) with the just-confirmed client. */
export async function deleteMyAccount(confirmed: SupabaseClient): Promise<void> {
  const { error } = await confirmed.rpc('delete_my_account');
  if (error) throw error;
}
