// The money feature's server module: the exchange rates (admin-maintained table exchange_rates), for showing prices
// in the visitor's currency. One fetch function and one query key for every page that converts prices (the price
// component, course lists, the booking steps): a page query kept on the device like every other.
import { pageQuery } from '../../data/query/client';
import { getReader } from '../../data/reader';
import { fail } from '../../data/request-error';
import type { ExchangeRate } from '../../lib/money';

export async function loadExchangeRates(): Promise<ExchangeRate[]> {
  const supabase = await getReader();
  const { data, error } = await supabase.from('exchange_rates').select('base_currency, quote_currency, rate, updated_at');
  if (error) fail(error, 'Loading exchange rates failed');
  return (data ?? []).map((r) => ({ base: r.base_currency, quote: r.quote_currency, rate: Number(r.rate), updatedAt: r.updated_at }));
}

export const moneyKeys = {
  rates: () => ['money', 'exchange-rates'] as const,
};

export const moneyQueries = {
  rates: () => pageQuery({ queryKey: moneyKeys.rates(), queryFn: loadExchangeRates }),
};
