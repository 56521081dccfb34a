// The pricing feature's server module: the active plans with one amount per currency (pricing_plan_prices, no
// exchange rates), read through getReader(), and their query (a page query: 1 retry, 5-minute stale time, kept on the
// device).
import { pageQuery } from '../../data/query/client';
import { getReader } from '../../data/reader';
import { CatalogueReadError } from '../../data/request-error';
import type { PlanText } from './plan-text';

export interface PlanPrice {
  currency: string;
  amount_minor: number;
}

export interface PricingPlan {
  id: string;
  slug: string;
  name: string;
  description: string;
  sessions: number | null;
  session_minutes: number;
  billing: 'once' | 'monthly';
  prices: PlanPrice[];
  /** Name and description in other languages (pricing_plan_texts); `name` / `description` are the English ones. */
  texts: PlanText[];
}

export async function listPricingPlans(): Promise<PricingPlan[]> {
  const supabase = await getReader();
  const { data, error } = await supabase
    .from('pricing_plans')
    .select(
      'id, slug, name, description, sessions, session_minutes, billing, pricing_plan_prices (currency, amount_minor), pricing_plan_texts (locale, name, description)',
    )
    .eq('is_active', true)
    .order('position')
    .limit(50);
  if (error) throw new CatalogueReadError(error.message);
  return (data ?? []).map(({ pricing_plan_prices, pricing_plan_texts, ...plan }) => ({
    ...(plan as Omit<PricingPlan, 'prices' | 'texts'>),
    prices: pricing_plan_prices as PlanPrice[],
    texts: (pricing_plan_texts ?? []) as PlanText[],
  }));
}

export const pricingKeys = {
  plans: () => ['pricing-plans'] as const,
};

export const pricingQueries = {
  plans: () => pageQuery({ queryKey: pricingKeys.plans(), queryFn: listPricingPlans }),
};
