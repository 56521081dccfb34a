// Where to go after signing in. Only ever a path on this site: a `next` parameter or a stored value that points
// elsewhere ('//evil.com', 'https://evil.com', '/\evil.com', 'javascript:…') is replaced by the default.

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
/** sessionStorage key for the path to return to after a redirect-based sign-in (Google, email links). */
export const POST_AUTH_REDIRECT_KEY = 'summit.postAuthRedirect';

const PROBE_ORIGIN = 'https://summit.invalid';
// Auth pages themselves are never a destination: returning there would loop.
const AUTH_PATHS = ['/auth', '/auth/callback', '/reset-password'];

/** The same-origin path (with query and hash) `candidate` names, or null when it is not a safe local path. */
export function safeLocalPath(candidate: string | null | undefined): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) return null;
  // Must be an absolute path; browsers treat '\' like '/', so '/\evil.com' is protocol-relative too.
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and can smuggle a second slash.
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (AUTH_PATHS.includes(url.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The first safe candidate, else the dashboard. */
export function pickAfterSignIn(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const path = safeLocalPath(candidate);
    if (path) return path;
  }
  return DEFAULT_AFTER_SIGN_IN;
}

/** `/auth?next=<path>` for a guest sent to sign in from `path`. */
export function signInPathFor(path: string): string {
  return `/auth?next=${encodeURIComponent(safeLocalPath(path) ?? DEFAULT_AFTER_SIGN_IN)}`;
}
