// What an auth redirect brought back in the URL (SPEC §7): an error (`?error=…&error_description=…` or the same in
// the fragment), a PKCE `code`, or implicit-flow tokens in the fragment. Pure.

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

/** The text to show for an error the auth server put in the URL, or null when there is none. */
export function redirectErrorText(params: AuthRedirectParams): string | null {
  if (!params.error && !params.errorDescription && !params.errorCode) return null;
  const text = (params.errorDescription || params.error || params.errorCode || '').replace(/\+/g, ' ').trim();
  return text || 'Authentication failed';
}
