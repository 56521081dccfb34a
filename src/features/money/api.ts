// Query keys of the exchange rates (TanStack Query), a page query kept on the device like every other.
import { pageQuery } from '../../data/query/client';
import { loadExchangeRates } from '../../data/repositories/exchange-rate-repository';

export const moneyKeys = {
  rates: () => ['money', 'exchange-rates'] as const,
};

export const moneyQueries = {
  rates: () => pageQuery({ queryKey: moneyKeys.rates(), queryFn: loadExchangeRates }),
};
