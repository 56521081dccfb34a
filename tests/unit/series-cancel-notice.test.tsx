// @vitest-environment jsdom
// "Cancel the rest of the series" says what cancelling the next lesson costs, as a single lesson's cancel does: that
// it is late inside booking.free_cancel_hours, and whether its lesson credit comes back.
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../src/i18n';
import type { Booking } from '../../src/features/booking/api-bookings';
import type { SeriesSummary } from '../../src/features/booking/api-series';
import { bookingKeys } from '../../src/features/booking/query-keys';
import { SeriesPanel } from '../../src/features/booking/SeriesPanel';
import { creditKeys } from '../../src/features/credits/api';

const SERIES: SeriesSummary = {
  id: 's1', tutorId: 't1', learnerId: 'u1', weeks: 6, status: 'active', weekday: 1, localTime: '10:00', timezone: 'UTC', tutorName: 'Tess Tutor',
};
const lesson = (id: string, hoursAhead: number): Booking => ({
  id, learnerId: 'u1', tutorId: 't1', startsAt: new Date(Date.now() + hoursAhead * 3600_000).toISOString(), endsAt: new Date(Date.now() + (hoursAhead + 1) * 3600_000).toISOString(),
  status: 'confirmed', subject: null, note: '', priceMinor: null, currency: null, lateCancellation: false, freeCancelUntil: null, cancelledAt: null, tutorName: 'Tess Tutor',
  tutorTimezone: 'UTC', tutorHasAccount: false, seriesId: 's1',
});

function renderPanel(next: Booking, creditBack: boolean, freeCancelHours: number | null = 24) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(bookingKeys.seriesSummaries('u1', 's1'), [SERIES]);
  client.setQueryData(creditKeys.preview(next.id), { paid_with_credit: true, credit_back: creditBack, late: !creditBack, free_cancel_hours: 24 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<SeriesPanel userId="u1" bookings={[next]} names={(s) => s.tutorName} locale="en-US" timezone="UTC" freeCancelHours={freeCancelHours ?? undefined} onChanged={() => {}} />, { wrapper });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel the rest of the series' }));
}

beforeAll(async () => {
  await initI18n('en-US');
  await loadNamespaces(['booking', 'credits']);
});
afterEach(cleanup);

it('the next lesson in 3 hours: the cancel is late and its credit is kept', async () => {
  renderPanel(lesson('b1', 3), false);
  expect(screen.getByTestId('series-late').textContent).toBe('This session starts in less than 24 hours: the cancellation will be marked as late.');
  expect((await screen.findByTestId('cancel-credit')).textContent).toBe('Less than 24 hours before the lesson: your lesson credit is not given back.');
});

it('the next lesson in 3 days: no late notice, and the credit comes back', async () => {
  renderPanel(lesson('b2', 72), true);
  expect(screen.queryByTestId('series-late')).toBeNull();
  expect((await screen.findByTestId('cancel-credit')).textContent).toBe('Your lesson credit comes back to your account.');
});

it("on the tutor's dashboard (no learner's limit given): neither note, which speak to the learner", async () => {
  renderPanel(lesson('b3', 3), true, null);
  expect(screen.getByRole('group', { name: 'Cancel every lesson of this series still to come?' })).toBeTruthy();
  expect(screen.queryByTestId('series-late')).toBeNull();
  expect(screen.queryByTestId('cancel-credit')).toBeNull();
});
