// The credits feature's server module: the learner's balance and history (my_credits()), orders and card checkout,
// the cancel dialog's "what comes back", and the founder hub's figures, recorded payments and corrections. Every
// rule (prices, policy, who may do what) is the database's; this module only calls it.
import type { QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { fail } from '../../data/request-error';
import { getSupabase } from '../../data/supabase';

export type MovementKind = 'purchase' | 'payment' | 'lesson_booked' | 'given_back' | 'expired' | 'refund' | 'correction';

export interface CreditMovement {
  id: string;
  kind: MovementKind;
  at: string;
  amount: number;
  balance_after: number;
  reason: string | null;
  booking_starts_at: string | null;
  plan: string | null;
}

export interface OpenOrder {
  id: string;
  plan: string;
  credits: number;
  currency: string;
  amount_minor: number;
  created_at: string;
  learner?: string | null;
}

export interface MyCredits {
  balance: number;
  next_expiry: { credits: number; at: string } | null;
  history: CreditMovement[];
  open_orders: OpenOrder[];
}

export interface CreditFigures {
  sold: number;
  used: number;
  expired: number;
  refunded: number;
  corrected: number;
  outstanding: number;
  money: { currency: string; amount_minor: number }[];
  open_orders: OpenOrder[];
}

export interface CancelPreview {
  paid_with_credit: boolean;
  credit_back: boolean;
  late: boolean;
  free_cancel_hours: number;
}

async function call<T>(name: string, args: Record<string, unknown>, message: string): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name, args);
  if (error) fail(error, message);
  return data as T;
}

export const creditKeys = {
  mine: (userId: string) => ['credits', 'mine', userId] as const,
  figures: (aal: string) => ['credits', 'figures', aal] as const,
  preview: (bookingId: string) => ['credits', 'cancel-preview', bookingId] as const,
};

export const creditQueries = {
  // Kept on the device for offline reading like every page query, but asked again on each visit: a payment
  // recorded by the team or a webhook changes the balance without anything happening on this device.
  mine: (userId: string) => ({
    ...pageQuery({ queryKey: creditKeys.mine(userId), queryFn: () => call<MyCredits>('my_credits', { p_limit: 50 }, 'Loading credits failed') }),
    staleTime: 0,
  }),
  figures: (aal: string) => ({
    ...pageQuery({ queryKey: creditKeys.figures(aal), queryFn: () => call<CreditFigures>('credit_figures', {}, 'Loading credit figures failed') }),
    staleTime: 0,
  }),
};

/** Asked each time the dialog opens (the answer depends on the time left), never kept on the device. */
export const cancelPreviewQuery = (bookingId: string) => ({
  queryKey: creditKeys.preview(bookingId),
  queryFn: () => call<CancelPreview | null>('cancel_credit_preview', { p_booking_id: bookingId }, 'Loading the cancel terms failed'),
  staleTime: 0,
});

/** An order for a plan in one of its currencies; the id is made here, so a repeated press is the same order. */
export function createOrder(id: string, planId: string, currency: string): Promise<{ id: string }> {
  return call('create_credit_order', { p_id: id, p_plan_id: planId, p_currency: currency }, 'Ordering failed');
}

/** Stripe Checkout's address for an open order (the server function makes the session). */
export async function startCardCheckout(orderId: string): Promise<{ url: string } | { unavailable: true }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url: string }>('stripe-checkout', { body: { order_id: orderId } });
  if (error || !data?.url) return { unavailable: true };
  return { url: data.url };
}

export function recordPayment(orderId: string, method: 'bank_transfer' | 'cash', note: string): Promise<unknown> {
  return call('record_payment', { p_order_id: orderId, p_method: method, p_note: note }, 'Recording the payment failed');
}

export function correctCredits(email: string, amount: number, reason: string): Promise<unknown> {
  return call('correct_credits_by_email', { p_email: email, p_amount: amount, p_reason: reason }, 'The correction failed');
}

export const invalidateCredits = (client: QueryClient) => client.invalidateQueries({ queryKey: ['credits'] });
