// Video signalling between the booking's two parties (../signalling.mjs) as a Hocuspocus extension; with several
// instances, what it relays goes to the other instances too (../redis.mjs) and is delivered there by the same rule.
import { createSignalling } from '../signalling.mjs';

/**
 * @param {{ log: (m: string) => void, scaleOut: ReturnType<typeof import('../redis.mjs').redisScaleOut> | null,
 *   documents: () => Map<string, object> }} parts
 */
export function signallingExtension({ log, scaleOut, documents }) {
  const onStateless = createSignalling({ sessionOf: (connection) => connection.context?.session ?? null, log, publish: scaleOut?.publishSignal });
  scaleOut?.onSignal((name, fromUser, message) => {
    const document = documents().get(name);
    if (document) onStateless.deliver(document, fromUser, message);
  });
  return { extensionName: 'summit-lesson-signalling', onStateless };
}
