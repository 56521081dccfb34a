// The 'booking-request' offline kind: a booking confirmed while offline, sent as book_session with its client-made
// booking id (never merged). A refusal (slot taken, rules) becomes a dead letter the dashboard shows as a conflict.
import { toResult, type OfflineKind } from '../../data/outbox/kind';
import { bookSessionArgs, type BookSessionRequest } from './book-session';

export type BookingRequestPayload = BookSessionRequest;

export const bookingRequestKind: OfflineKind<BookingRequestPayload> = {
  kind: 'booking-request',
  async send({ payload }, supabase) {
    return toResult(await supabase.rpc('book_session', bookSessionArgs(payload)));
  },
};
