// The one matcher behind the network guard, shared by the page (src/lib/network-guard.ts) and the service worker
// (sw/sw.ts). Pure: no DOM, no globals, so both callers and the unit tests use it as is.
//
// Deliberate difference from the original product: `system_settings` and `user_locale_preferences` are real tables
// that the app reads and writes (locale preferences, settings), so they are NOT answered with the stub.

/** Body of the answer given instead of sending an analytics or tracking request. */
export const SKIPPED_BODY = '{"ok":true,"skipped":true}';

/** Paths that never leave the device. A path matches when it equals one of these or continues with '/'. */
export const ANALYTICS_PATHS: readonly string[] = [
  '/functions/v1/track-event',
  '/rest/v1/rpc/track_user_event',
  '/rest/v1/analytics_sessions',
  '/rest/v1/analytics_page_views',
  '/rest/v1/session_recordings',
];

const HOSTED_DOMAIN = 'supabase.co';
// A hosted project host is exactly one label (the project ref) under supabase.co. Deeper hosts such as
// `<ref>.storage.supabase.co` are other services and are left alone.
const PROJECT_HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.supabase\.co$/;

export type GuardDecision =
  | { action: 'stub' }
  | { action: 'rewrite'; url: string }
  | { action: 'pass' };

export interface GuardRules {
  /** The host of the configured backend (host:port, lower case). */
  readonly configuredHost: string;
  /** The designated hosted project's origin, or null when the configured backend is not a supabase.co project. */
  readonly designatedOrigin: string | null;
  decide(url: string | URL): GuardDecision;
}

function parseHttpUrl(url: string | URL): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
}

/** Lower case (the URL parser already does this) and without the trailing root dot: `ABC.supabase.co.` → `abc.supabase.co`. */
function normalHostname(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

function normalHost(url: URL): string {
  return normalHostname(url) + (url.port ? `:${url.port}` : '');
}

/** The path as the backend will see it: percent-escapes decoded, repeated slashes collapsed. */
function normalPath(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: match on the raw path.
  }
  return path.replace(/\/{2,}/g, '/');
}

export function isAnalyticsPath(path: string): boolean {
  return ANALYTICS_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export function isHostedProjectHost(hostname: string): boolean {
  return PROJECT_HOST.test(hostname) && hostname !== HOSTED_DOMAIN;
}

export function createGuardRules(configuredUrl: string): GuardRules {
  const configured = parseHttpUrl(configuredUrl);
  const configuredHost = configured ? normalHost(configured) : '';
  const designatedOrigin =
    configured && isHostedProjectHost(normalHostname(configured))
      ? `${configured.protocol}//${normalHost(configured)}`
      : null;
  const designatedHostname = configured && designatedOrigin ? normalHostname(configured) : null;

  function decide(input: string | URL): GuardDecision {
    const url = parseHttpUrl(input);
    if (!url) return { action: 'pass' };
    const hostname = normalHostname(url);
    const onConfigured = configuredHost !== '' && normalHost(url) === configuredHost;
    const onHosted = isHostedProjectHost(hostname);
    if (!onConfigured && !onHosted) return { action: 'pass' };
    if (isAnalyticsPath(normalPath(url))) return { action: 'stub' };
    if (onHosted && designatedOrigin && hostname !== designatedHostname) {
      return { action: 'rewrite', url: `${designatedOrigin}${url.pathname}${url.search}${url.hash}` };
    }
    return { action: 'pass' };
  }

  return { configuredHost, designatedOrigin, decide };
}

/** The answer given in place of an analytics request: 200 with `{"ok":true,"skipped":true}`. */
export function skippedResponse(): Response {
  return new Response(SKIPPED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
}

/**
 * The same request sent to another URL: method, headers, body, credentials, mode, cache, redirect, integrity,
 * keepalive and abort signal. The body is read first because a Request cannot take another request's stream.
 */
export async function retarget(request: Request, url: string): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.clone().arrayBuffer() : undefined,
    credentials: request.credentials,
    mode: request.mode === 'navigate' ? 'cors' : request.mode,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
    signal: request.signal,
  });
}
