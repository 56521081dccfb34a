// Bookings confirmed while offline. Each is an outbox row of its own kind (never merged) carrying a client-made
// booking id, so sending it twice makes one booking. The list of requests is kept beside the queue (same
// transaction when queued) so the dashboard and the thanks page can say pending / booked / conflict.
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { bookingRequestKind, type BookingRequestPayload } from './offline-kind';
import { existingBookingIds } from './api-bookings';
import { BOOKING_ERRORS } from './booking-core';

export interface BookingRequest extends BookingRequestPayload {
  tutorName: string;
  endsAt: string;
  createdAt: number;
}

export type RequestState =
  | { request: BookingRequest; state: 'pending' }
  | { request: BookingRequest; state: 'booked' }
  | { request: BookingRequest; state: 'conflict'; reason: string; deadLetterId: string };

const key = (userId: string) => `${userId}:booking-requests`;

async function readList(userId: string): Promise<BookingRequest[]> {
  const copy = await (await getOutbox()).getLocalCopy(key(userId));
  return Array.isArray(copy?.value) ? (copy.value as BookingRequest[]) : [];
}

export async function queueBookingRequest(userId: string, request: BookingRequest): Promise<void> {
  const outbox = await getOutbox();
  const list = (await readList(userId)).filter((r) => r.bookingId !== request.bookingId);
  const payload: BookingRequestPayload = {
    bookingId: request.bookingId,
    tutorId: request.tutorId,
    startsAt: request.startsAt,
    subject: request.subject,
    note: request.note,
  };
  await outbox.write(writeOf(bookingRequestKind, userId, payload), { key: key(userId), value: [...list, request] });
}

/** Where each request stands: booked (the server has it), conflict (refused, in the dead letters) or pending. */
export async function requestStates(userId: string, deadLetters: DeadLetter[], online: boolean): Promise<RequestState[]> {
  const list = await readList(userId);
  if (!list.length) return [];
  const refused = new Map(
    deadLetters
      .filter((d) => d.kind === bookingRequestKind.kind)
      .map((d) => [(d.payload as BookingRequestPayload).bookingId, d] as const),
  );
  const booked = online ? await existingBookingIds(list.map((r) => r.bookingId)).catch(() => new Set<string>()) : new Set<string>();
  return list.map((request): RequestState => {
    if (booked.has(request.bookingId)) return { request, state: 'booked' };
    const dead = refused.get(request.bookingId);
    if (dead) return { request, state: 'conflict', reason: BOOKING_ERRORS.find((k) => dead.error.includes(k)) ?? 'generic', deadLetterId: dead.id };
    return { request, state: 'pending' };
  });
}

/** Forgets a request once the learner has been told (booked) or has dismissed the conflict. */
export async function forgetRequest(userId: string, bookingId: string, deadLetterId?: string): Promise<void> {
  const outbox = await getOutbox();
  await outbox.putLocalCopy(key(userId), (await readList(userId)).filter((r) => r.bookingId !== bookingId));
  if (deadLetterId) await outbox.dismissDeadLetter(deadLetterId);
}
