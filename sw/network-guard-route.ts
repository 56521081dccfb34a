// The service worker's side of the network guard: the same rules as the page, for requests of every origin and
// method (XMLHttpRequest, beacons, anything that got past the page-side fetch wrapper).
import { registerRoute } from 'workbox-routing';
import type { HTTPMethod } from 'workbox-routing/utils/constants';
import { createGuardRules, retarget, skippedResponse } from '../src/lib/network-guard-rules';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function registerNetworkGuard(configuredUrl: string): void {
  const rules = createGuardRules(configuredUrl);
  for (const method of METHODS) {
    registerRoute(
      ({ url }) => rules.decide(url).action !== 'pass',
      async ({ request, url }) => {
        const decision = rules.decide(url);
        if (decision.action === 'rewrite') return fetch(await retarget(request, decision.url));
        return skippedResponse();
      },
      method,
    );
  }
}
