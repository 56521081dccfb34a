// The /book and /confirm steps' data: the selection (tutor, still free?) and the exchange rates for its price, two
// page queries read together. The summary waits for both, so the price never changes currency under the learner's
// eyes; rates that failed to load leave the price in the tutor's currency, as before.
import { useQuery } from '@tanstack/react-query';
import type { ExchangeRate } from '../../lib/money';
import { moneyQueries } from '../money';
import { bookingQueries } from './booking-queries';
import type { BookSelection } from './booking-core';
import type { SelectionData } from './selection-data';

export type SelectionState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: SelectionData; rates: ExchangeRate[]; updatedAt: number; refreshFailed: boolean };

const NO_RATES: ExchangeRate[] = [];

export function useSelection(selection: BookSelection | null, enabled = true): SelectionState {
  const on = enabled && selection !== null;
  const data = useQuery({ ...bookingQueries.selection(selection?.tutorId ?? '', selection?.startsAt ?? ''), enabled: on });
  const rates = useQuery({ ...moneyQueries.rates(), enabled: on });
  if (data.data === undefined) return data.isError ? { status: 'error' } : { status: 'loading' };
  if (rates.isPending) return { status: 'loading' };
  return { status: 'ready', data: data.data, rates: rates.data ?? NO_RATES, updatedAt: data.dataUpdatedAt, refreshFailed: data.isError };
}
