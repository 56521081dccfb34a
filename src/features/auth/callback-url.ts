// What an auth redirect brought back in the URL (SPEC §7): an error (`?error=…&error_description=…` or the same in
// the fragment), a PKCE `code`, or implicit-flow tokens in the fragment. Pure.
import { FALLBACK_ERROR_MESSAGE, messageForCode } from '../../lib/auth-errors';
import { LINK_EXPIRED_MESSAGE } from '../../lib/auth-texts';

export interface AuthRedirectParams {
  error: string | null;
  errorDescription: string | null;
  errorCode: string | null;
  code: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  type: string | null;
}

export function readAuthRedirect(href: string): AuthRedirectParams {
  const url = new URL(href);
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.startsWith('#') ? url.hash.slice(1) : url.hash);
  const pick = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    error: pick('error'),
    errorDescription: pick('error_description'),
    errorCode: pick('error_code'),
    code: query.get('code'),
    accessToken: fragment.get('access_token'),
    refreshToken: fragment.get('refresh_token'),
    type: pick('type'),
  };
}

/** Error codes (GoTrue `error_code`, else OAuth `error`) that mean "this link no longer works". */
const LINK_CODES = new Set(['otp_expired', 'flow_state_expired', 'flow_state_not_found', 'bad_code_verifier', 'bad_jwt', 'access_denied']);

/**
 * The app's own text for an error the auth server put in the URL, or null when there is none. Anyone can craft a
 * link to this page, so `error_description` is never shown (it could say "call this number"): the message comes
 * from the error code alone.
 */
export function redirectErrorText(params: AuthRedirectParams): string | null {
  if (!params.error && !params.errorDescription && !params.errorCode) return null;
  const catalogued = messageForCode(params.errorCode);
  if (catalogued) return catalogued;
  if (LINK_CODES.has(params.errorCode ?? '') || LINK_CODES.has(params.error ?? '')) return LINK_EXPIRED_MESSAGE;
  return FALLBACK_ERROR_MESSAGE;
}
