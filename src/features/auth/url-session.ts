// Completing a sign-in that arrives by redirect (email confirmation, magic link, recovery, Google). supabase-js
// exchanges a PKCE `?code=` itself when the client starts; a link that carries implicit-flow tokens in the fragment
// is completed here with setSession only when this browser started that flow (its state value, below).
import type { SupabaseClient } from '@supabase/supabase-js';
import { authErrorMessage, catalogueMessage } from '../../lib/auth-errors';
import { LINK_NOT_COMPLETED_MESSAGE } from '../../lib/auth-texts';
import { readAuthRedirect, redirectErrorText } from './callback-url';

export interface UrlSessionResult {
  signedIn: boolean;
  error: string | null;
}

// Login CSRF: anyone can craft a link to /auth/callback with their own session's tokens in the fragment, which would
// sign the visitor into the crafter's account. Fragment tokens are therefore taken only for a flow this browser
// started: the app's own flows are PKCE (supabase-js exchanges the `?code=` with the verifier it stored before
// leaving), and an implicit flow must carry the `state` value stored here before its redirect.
const IMPLICIT_STATE_KEY = 'summit.auth.implicit-state';

/** Stores a fresh state value for an implicit-flow redirect; put it in the redirect URL as `?state=`. */
export function rememberImplicitFlowState(): string {
  const value = crypto.randomUUID();
  sessionStorage.setItem(IMPLICIT_STATE_KEY, value);
  return value;
}

/** Whether `value` is the state stored before the redirect (used once). */
function takeImplicitFlowState(value: string | null): boolean {
  try {
    const stored = sessionStorage.getItem(IMPLICIT_STATE_KEY);
    sessionStorage.removeItem(IMPLICIT_STATE_KEY);
    return !!value && !!stored && stored === value;
  } catch {
    return false;
  }
}

function clearAuthParamsFromUrl(): void {
  const url = new URL(window.location.href);
  ['code', 'error', 'error_description', 'error_code', 'type', 'state'].forEach((name) => url.searchParams.delete(name));
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
    if (!takeImplicitFlowState(new URL(href).searchParams.get('state'))) {
      clearAuthParamsFromUrl();
      const { data } = await client.auth.getSession();
      // A session this browser already had stays; the link's tokens are never used.
      return data.session ? { signedIn: true, error: null } : { signedIn: false, error: LINK_NOT_COMPLETED_MESSAGE };
    }
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
