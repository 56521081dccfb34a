// Which amount of a plan to show: the one set in the visitor's currency, else another currency (labelled as a
// fallback by the page). Prices are set per currency by the team: nothing is converted here. Pure.
import type { PlanPrice } from './api';

/** When the visitor's currency has no amount, the first of these that has one is shown. */
export const FALLBACK_ORDER = ['USD', 'EUR', 'GBP', 'COP'] as const;

export type PlanAmount =
  | { kind: 'exact'; price: PlanPrice }
  | { kind: 'fallback'; price: PlanPrice; wanted: string }
  | { kind: 'none' };

function usable(price: PlanPrice | undefined): price is PlanPrice {
  return !!price && Number.isFinite(Number(price.amount_minor)) && Number(price.amount_minor) >= 0;
}

export function choosePlanAmount(prices: readonly PlanPrice[], currency: string): PlanAmount {
  const exact = prices.find((p) => p.currency === currency);
  if (usable(exact)) return { kind: 'exact', price: exact };
  for (const other of [...FALLBACK_ORDER, ...prices.map((p) => p.currency)]) {
    const price = prices.find((p) => p.currency === other);
    if (usable(price)) return { kind: 'fallback', price, wanted: currency };
  }
  return { kind: 'none' };
}
