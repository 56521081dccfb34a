// The offline weekly series requests' states on a page (see use-outbox-requests.ts).
import { forgetSeriesRequest, seriesRequestStates, type SeriesRequestEntry, type SeriesRequestState } from './series-requests';
import { useOutboxRequests, type OutboxRequestKind } from './use-outbox-requests';

const kind: OutboxRequestKind<SeriesRequestState> = { states: seriesRequestStates, bookedToast: 'series.bookedToast' };
const keyOf = (r: SeriesRequestEntry) => r.seriesId;

export function useSeriesRequests(userId: string | undefined): { states: SeriesRequestState[]; dismiss: (s: SeriesRequestState) => void } {
  return useOutboxRequests<SeriesRequestEntry, SeriesRequestState>(userId, { kind, keyOf, forget: forgetSeriesRequest });
}
