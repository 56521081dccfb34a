// GoTrue's request rate limits: a token bucket per client address for each group of endpoints, `limit` requests
// per `windowSeconds`, refilled continuously (tollbooth in GoTrue). The address is the first X-Forwarded-For
// value, which the gateway sets itself from the connection, replacing whatever the client sent.
import { clientIp, tooManyRequests } from './http.mjs';

export function createBucket({ limit, windowSeconds }) {
  const perMs = limit / (windowSeconds * 1000);
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();
  let lastSweep = Date.now();

  function sweep(now) {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= limit) buckets.delete(key);
    }
  }

  return {
    /** Takes one request from `key`'s budget; false when it is spent. */
    take(key, now = Date.now()) {
      sweep(now);
      const bucket = buckets.get(key) ?? { tokens: limit, at: now };
      bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

export const requestRateLimited = () => tooManyRequests('over_request_rate_limit', 'Request rate limit reached');

/** One bucket per setting of settings.rateLimits; `check(group, req)` throws GoTrue's 429 when it is spent. */
export function createRateLimits(settings) {
  const buckets = Object.fromEntries(
    Object.entries(settings.rateLimits).map(([group, config]) => [group, createBucket(config)]),
  );
  return {
    check(group, req) {
      const key = clientIp(req) ?? 'unknown';
      if (!buckets[group].take(key)) throw requestRateLimited();
    },
  };
}
