// Several instances, one room (REDIS_URL). Documents and awareness travel through Hocuspocus's own Redis extension
// (@hocuspocus/extension-redis, matching the server's version): each instance holds the room, applies what its own
// connections send after judging it, and takes the other instances' changes as already judged. What the extension does
// not carry goes through a channel of our own: video signalling, which must reach only the *other* party's
// connections (the extension's stateless broadcast reaches every connection of the room on the other instances).
import { randomUUID } from 'node:crypto';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import IORedis from 'ioredis';

/** ioredis options from a redis:// or rediss:// URL. */
export function redisOptions(url) {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not ${u.protocol}`);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * @param {string} url REDIS_URL
 * @param {{ prefix?: string, log?: (m: string) => void }} [options]
 * @returns {{ extension: object, publishSignal: (documentName: string, fromUser: string, message: string) => void,
 *   onSignal: (handler: (documentName: string, fromUser: string, message: string) => void) => void, ready: () => Promise<void>, close: () => Promise<void> }}
 */
export function redisScaleOut(url, { prefix = 'summit-lesson', log = () => {} } = {}) {
  const options = redisOptions(url);
  const extension = new RedisExtension({ ...options, options, prefix });
  const instance = randomUUID();
  const pub = new IORedis(options);
  const sub = new IORedis(options);
  for (const client of [pub, sub]) client.on('error', (error) => log(`redis: ${error?.message ?? error}`));
  const channel = `${prefix}#rtc`;
  let handler = () => {};
  sub.on('message', (from, raw) => {
    if (from !== channel) return;
    let parsed;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed?.instance === instance || typeof parsed?.room !== 'string' || typeof parsed?.user !== 'string' || typeof parsed?.message !== 'string') return;
    handler(parsed.room, parsed.user, parsed.message);
  });
  const subscribed = sub.subscribe(channel);
  subscribed.catch(() => {});
  return {
    extension,
    publishSignal: (room, user, message) => void pub.publish(channel, JSON.stringify({ instance, room, user, message })).catch((e) => log(`redis publish: ${e?.message ?? e}`)),
    onSignal: (fn) => (handler = fn),
    ready: async () => {
      await subscribed;
      await pub.ping();
    },
    close: async () => {
      pub.disconnect(false);
      sub.disconnect(false);
    },
  };
}
