// The offline booking requests' states on a page (see use-outbox-requests.ts).
import { forgetRequest, requestStates, type BookingRequest, type RequestState } from './booking-requests';
import { useOutboxRequests, type OutboxRequestKind } from './use-outbox-requests';

const kind: OutboxRequestKind<RequestState> = { states: requestStates, bookedToast: 'requests.bookedToast' };
const keyOf = (r: BookingRequest) => r.bookingId;

export function useBookingRequests(userId: string | undefined): { states: RequestState[]; dismiss: (s: RequestState) => void } {
  return useOutboxRequests<BookingRequest, RequestState>(userId, { kind, keyOf, forget: forgetRequest });
}
