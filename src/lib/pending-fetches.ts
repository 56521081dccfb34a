// Counts the page's fetches still under way (wraps the global fetch once, after the network guard): work that should
// not compete with the page's own data, such as the service worker's first install, waits until none is left.
const TRACKED = Symbol.for('summit.pendingFetches');
let pending = 0;

export function pendingFetches(): number {
  return pending;
}

export function trackPendingFetches(scope: typeof globalThis = globalThis): void {
  const current = scope.fetch as typeof fetch & { [TRACKED]?: true };
  if (typeof current !== 'function' || current[TRACKED]) return;
  const tracked = function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    pending++;
    let done = false;
    const settle = () => {
      if (!done) {
        done = true;
        pending--;
      }
    };
    try {
      const result = current(input, init);
      result.then(settle, settle);
      return result;
    } catch (error) {
      settle();
      throw error;
    }
  };
  Object.defineProperty(tracked, TRACKED, { value: true });
  scope.fetch = tracked;
}
