// Weekly series confirmed while offline. Each is an outbox row of its own kind ('booking-series-request', never
// merged) carrying a client-made series id, so sending it twice makes one series. The list is kept beside the queue
// (same transaction when queued) so the dashboard and the thanks page can say pending / booked (with each date's
// outcome, read from the server) / conflict.
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { bookingSeriesRequestKind, type SeriesRequestPayload } from './offline-kind';
import { getSupabase } from '../../data/supabase';
import { BOOKING_ERRORS } from './booking-core';

export interface SeriesRequestEntry extends SeriesRequestPayload {
  tutorName: string;
  createdAt: number;
}

export type SeriesRequestState =
  | { request: SeriesRequestEntry; state: 'pending' }
  | { request: SeriesRequestEntry; state: 'booked' }
  | { request: SeriesRequestEntry; state: 'conflict'; reason: string; deadLetterId: string };

const key = (userId: string) => `${userId}:series-requests`;

async function readList(userId: string): Promise<SeriesRequestEntry[]> {
  const copy = await (await getOutbox()).getLocalCopy(key(userId));
  return Array.isArray(copy?.value) ? (copy.value as SeriesRequestEntry[]) : [];
}

export async function queueSeriesRequest(userId: string, request: SeriesRequestEntry): Promise<void> {
  const outbox = await getOutbox();
  const list = (await readList(userId)).filter((r) => r.seriesId !== request.seriesId);
  const payload: SeriesRequestPayload = {
    seriesId: request.seriesId,
    tutorId: request.tutorId,
    startsAt: request.startsAt,
    weeks: request.weeks,
    subject: request.subject,
    note: request.note,
  };
  await outbox.write(writeOf(bookingSeriesRequestKind, userId, payload), { key: key(userId), value: [...list, request] });
}

async function existingSeriesIds(ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('booking_series').select('id').in('id', ids);
  if (error) throw new Error(error.message);
  return new Set((data ?? []).map((r) => r.id as string));
}

/** Where each series request stands: booked (the server has it), conflict (refused, in the dead letters) or pending. */
export async function seriesRequestStates(userId: string, deadLetters: DeadLetter[], online: boolean): Promise<SeriesRequestState[]> {
  const list = await readList(userId);
  if (!list.length) return [];
  const refused = new Map(
    deadLetters
      .filter((d) => d.kind === bookingSeriesRequestKind.kind)
      .map((d) => [(d.payload as SeriesRequestPayload).seriesId, d] as const),
  );
  const booked = online ? await existingSeriesIds(list.map((r) => r.seriesId)).catch(() => new Set<string>()) : new Set<string>();
  return list.map((request): SeriesRequestState => {
    if (booked.has(request.seriesId)) return { request, state: 'booked' };
    const dead = refused.get(request.seriesId);
    if (dead) return { request, state: 'conflict', reason: BOOKING_ERRORS.find((k) => dead.error.includes(k)) ?? 'generic', deadLetterId: dead.id };
    return { request, state: 'pending' };
  });
}

export async function forgetSeriesRequest(userId: string, seriesId: string, deadLetterId?: string): Promise<void> {
  const outbox = await getOutbox();
  await outbox.putLocalCopy(key(userId), (await readList(userId)).filter((r) => r.seriesId !== seriesId));
  if (deadLetterId) await outbox.dismissDeadLetter(deadLetterId);
}
