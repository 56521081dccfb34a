// Exchange rates (admin-maintained table exchange_rates), for showing prices in the visitor's currency.
import type { ExchangeRate } from '../../lib/money';
import { getReader } from '../reader';
import { fail } from '../request-error';

export async function loadExchangeRates(): Promise<ExchangeRate[]> {
  const supabase = await getReader();
  const { data, error } = await supabase.from('exchange_rates').select('base_currency, quote_currency, rate, updated_at');
  if (error) fail(error, 'Loading exchange rates failed');
  return (data ?? []).map((r) => ({ base: r.base_currency, quote: r.quote_currency, rate: Number(r.rate), updatedAt: r.updated_at }));
}
