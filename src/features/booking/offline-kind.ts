// The 'booking-request' offline kind: a booking confirmed while offline, sent as book_session with its client-made
// booking id (never merged). A refusal (slot taken, rules) becomes a dead letter the dashboard shows as a conflict.
import { toResult, type OfflineKind } from '../../data/outbox/kind';
import { bookSessionArgs, type BookSessionRequest } from './book-session';
import { bookSeriesArgs, type SeriesRequest } from './book-series';

export type BookingRequestPayload = BookSessionRequest;

export const bookingRequestKind: OfflineKind<BookingRequestPayload> = {
  kind: 'booking-request',
  async send({ payload }, supabase) {
    return toResult(await supabase.rpc('book_session', bookSessionArgs(payload)));
  },
};

// The 'booking-series-request' offline kind: a weekly series confirmed while offline, sent as book_series with its
// client-made series id (never merged). The answer lists each date booked or not; a refusal of the whole series
// (no date can be booked, rules) becomes a dead letter shown as a conflict.
export type SeriesRequestPayload = SeriesRequest;

export const bookingSeriesRequestKind: OfflineKind<SeriesRequestPayload> = {
  kind: 'booking-series-request',
  async send({ payload }, supabase) {
    return toResult(await supabase.rpc('book_series', bookSeriesArgs(payload)));
  },
};
