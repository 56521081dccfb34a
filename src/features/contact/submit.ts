// Sending a contact message through the outbox: the message is queued on the device first (so nothing typed is
// lost offline) and sent as an insert keyed by the queued row's id, so a resend never stores it twice.
// The answer says what happened: sent, queued (offline or server unreachable: sent later on its own) or rejected.
import { getOutbox, type OutboxRow } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { contactMessageKind } from './offline-kind';
import type { ContactValues } from './contact-form';

export type ContactOutcome = 'sent' | 'queued-offline' | 'queued' | 'rejected' | 'ignored';

/** How long the page waits for the server before telling the user the message will be sent later. */
const WAIT_MS = 8000;

async function currentUserId(): Promise<string | null> {
  const { getSupabase } = await import('../../data/supabase');
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session?.user.id ?? null;
}

/** `trap` is the honeypot field: people never see it, form-filling bots do. A filled trap is dropped quietly. */
export async function submitContactMessage(values: ContactValues, trap = ''): Promise<ContactOutcome> {
  if (trap.trim()) return 'ignored';
  const outbox = await getOutbox();
  const userId = await currentUserId().catch(() => null);
  const row = await outbox.write(
    writeOf(contactMessageKind, userId, {
      row: { user_id: userId, name: values.name.trim(), email: values.email.trim(), subject: '', message: values.message.trim() },
    }),
  );
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'queued-offline';
  void outbox.flush({ force: true });
  return waitForDelivery(row, (fn) => outbox.subscribe(fn), (r) => outbox.whereIs(r));
}

async function waitForDelivery(
  row: OutboxRow,
  subscribe: (fn: () => void) => () => void,
  whereIs: (row: OutboxRow) => Promise<'queued' | 'rejected' | 'delivered'>,
): Promise<ContactOutcome> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const where = await whereIs(row);
    if (where === 'delivered') return 'sent';
    if (where === 'rejected') return 'rejected';
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'queued-offline';
    // Wake on the next status change of the outbox, or look again shortly.
    await new Promise<void>((resolve) => {
      const stop = subscribe(() => {
        stop();
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(() => {
        stop();
        resolve();
      }, 250);
    });
  }
  return 'queued';
}
