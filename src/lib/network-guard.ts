// Page-side network guard: wraps the global fetch before any other module runs (first import of src/main.tsx).
// supabase-js looks up the global fetch when it sends, so its analytics calls are answered here and its calls to a
// wrong hosted project go to the designated one. The service worker applies the same rules to everything else
// the page sends (XMLHttpRequest, beacons, fetches captured before this ran).
import { supabaseUrl } from './config';
import { createGuardRules, retarget, skippedResponse, type GuardRules } from './network-guard-rules';

type Fetch = typeof fetch;
const GUARDED = Symbol.for('summit.networkGuard');

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** A fetch that applies the rules, then hands everything that may leave the device to `send`. */
export function guardFetch(send: Fetch, rules: GuardRules, base: () => string): Fetch {
  return function guardedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    let url: URL;
    try {
      url = new URL(requestUrl(input), base());
    } catch {
      return send(input, init); // Let fetch report its own error for an unparsable URL.
    }
    const decision = rules.decide(url);
    if (decision.action === 'stub') return Promise.resolve(skippedResponse());
    if (decision.action === 'rewrite') {
      // Same method, headers, body and options: a Request is copied onto the new URL; init still applies on top.
      if (input instanceof Request) return retarget(input, decision.url).then((request) => send(request, init));
      return send(decision.url, init);
    }
    return send(input, init);
  };
}

/** Installs the guard on the global fetch once; later calls keep the first installation. */
export function installNetworkGuard(scope: typeof globalThis = globalThis, configuredUrl = supabaseUrl): void {
  const current = scope.fetch as Fetch & { [GUARDED]?: true };
  if (typeof current !== 'function' || current[GUARDED]) return;
  const guarded = guardFetch(current.bind(scope), createGuardRules(configuredUrl), () => scope.location?.href ?? 'http://localhost/');
  Object.defineProperty(guarded, GUARDED, { value: true });
  scope.fetch = guarded;
}
