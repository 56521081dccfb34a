// Completing a sign-in that arrives by redirect (email confirmation, magic link, recovery, Google). supabase-js
// exchanges a PKCE `?code=` itself when the client starts; a link that carries implicit-flow tokens in the fragment
// (issued without a PKCE challenge, e.g. by an administrator) is completed here with setSession.
import type { SupabaseClient } from '@supabase/supabase-js';
import { authErrorMessage, catalogueMessage } from '../../lib/auth-errors';
import { LINK_NOT_COMPLETED_MESSAGE } from '../../lib/auth-texts';
import { readAuthRedirect, redirectErrorText } from './callback-url';

export interface UrlSessionResult {
  signedIn: boolean;
  error: string | null;
}

function clearAuthParamsFromUrl(): void {
  const url = new URL(window.location.href);
  ['code', 'error', 'error_description', 'error_code', 'type'].forEach((name) => url.searchParams.delete(name));
  url.hash = '';
  window.history.replaceState(window.history.state, '', url.toString());
}

/** `href` must be read before the client starts (the client removes what it consumes). */
export async function completeSessionFromUrl(client: SupabaseClient, href: string): Promise<UrlSessionResult> {
  const params = readAuthRedirect(href);
  const urlError = redirectErrorText(params);
  if (urlError) {
    clearAuthParamsFromUrl();
    return { signedIn: false, error: urlError };
  }
  // The client exchanged a PKCE code while starting; its failure is reported here.
  const { error: startError } = await client.auth.initialize();
  if (params.accessToken && params.refreshToken) {
    const { error } = await client.auth.setSession({ access_token: params.accessToken, refresh_token: params.refreshToken });
    clearAuthParamsFromUrl();
    if (error) return { signedIn: false, error: authErrorMessage(error) };
  }
  const { data } = await client.auth.getSession();
  if (data.session) return { signedIn: true, error: null };
  if (params.code) clearAuthParamsFromUrl();
  if (!params.code && !params.accessToken) return { signedIn: false, error: null };
  // A catalogue case (e.g. the account is gone) says so; anything else about the link gets the general explanation.
  return { signedIn: false, error: catalogueMessage(startError) ?? LINK_NOT_COMPLETED_MESSAGE };
}

const inflight = new Map<string, Promise<UrlSessionResult>>();
/** The same completion for the same URL runs once, however often a page's effect runs. */
export function completeSessionFromUrlOnce(client: SupabaseClient, href: string): Promise<UrlSessionResult> {
  let pending = inflight.get(href);
  if (!pending) {
    pending = completeSessionFromUrl(client, href);
    inflight.set(href, pending);
  }
  return pending;
}
