// Messages written on this device and not yet on the server: each is an outbox row ('message-send') and an entry of
// a local list kept beside the queue (written in the same transaction), so the conversation shows it at once as
// "Not sent yet", also after a reload offline. An entry is dropped once the server's copy has been read.
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import type { PendingMessage } from './core/thread';
import { messageSendKind } from './offline-kind';
import { getSupabase } from '../../data/supabase';

async function sendNow(m: PendingMessage): Promise<void> {
  try {
    const supabase = await getSupabase();
    await supabase.rpc('send_message', { p_id: m.id, p_conversation: m.conversationId, p_body: m.body });
  } catch {
    // the queued row carries it
  }
}

const key = (userId: string) => `${userId}:messages-pending`;

export async function readPending(userId: string): Promise<PendingMessage[]> {
  const copy = await (await getOutbox()).getLocalCopy(key(userId));
  return Array.isArray(copy?.value) ? (copy.value as PendingMessage[]) : [];
}

// One change of the local list at a time (read, then write): two quick sends keep both entries.
let chain: Promise<unknown> = Promise.resolve();
const serial = <T>(task: () => Promise<T>): Promise<T> => {
  const next = chain.then(task, task);
  chain = next.catch(() => undefined);
  return next;
};

/** Queues one message and sends it at once when the device is online. */
export function queueMessage(userId: string, conversationId: string, body: string): Promise<PendingMessage> {
  return serial(() => queue(userId, conversationId, body));
}

async function queue(userId: string, conversationId: string, body: string): Promise<PendingMessage> {
  const message: PendingMessage = { id: crypto.randomUUID(), conversationId, body, createdAt: Date.now() };
  // Online, the message also goes out at once, beside its queued row (which the outbox sends too: the same id
  // returns the stored message, so this costs a request, never a second row). The queue is what makes it safe; this
  // only takes the queue's own start-up off the live path.
  if (navigator.onLine) void sendNow(message);
  const outbox = await getOutbox();
  const list = await readPending(userId);
  await outbox.write(writeOf(messageSendKind, userId, { id: message.id, conversationId, body }), { key: key(userId), value: [...list, message] });
  void outbox.flush();
  return message;
}

/** Forgets the entries the server holds, and the dismissed ones. */
export function forgetPending(userId: string, ids: ReadonlySet<string>, deadLetterIds: readonly string[] = []): Promise<void> {
  if (!ids.size && !deadLetterIds.length) return Promise.resolve();
  return serial(() => forget(userId, ids, deadLetterIds));
}

async function forget(userId: string, ids: ReadonlySet<string>, deadLetterIds: readonly string[]): Promise<void> {
  const outbox = await getOutbox();
  const list = await readPending(userId);
  const kept = list.filter((m) => !ids.has(m.id));
  if (kept.length !== list.length) await outbox.putLocalCopy(key(userId), kept);
  for (const id of deadLetterIds) await outbox.dismissDeadLetter(id);
}

/** Message id → the server's refusal, from the outbox's dead letters. */
export function refusals(deadLetters: readonly DeadLetter[]): Map<string, { error: string; deadLetterId: string }> {
  const map = new Map<string, { error: string; deadLetterId: string }>();
  for (const d of deadLetters) {
    if (d.kind !== messageSendKind.kind) continue;
    const p = d.payload as { id?: string };
    if (p?.id) map.set(p.id, { error: d.error, deadLetterId: d.id });
  }
  return map;
}
