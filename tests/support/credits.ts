// Lesson credits for tests: a learner's credits bought through the app's own path (an order, then a payment
// recorded by an admin at aal2), a tutor open every hour, and the ledger's global checks. No state of its own.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Client } from './db';

export const plans = {
  single: '9a000000-0000-4000-8000-000000000001',
  pack5: '9a000000-0000-4000-8000-000000000002',
  pack10: '9a000000-0000-4000-8000-000000000003',
  monthly: '9a000000-0000-4000-8000-000000000004',
} as const;

export interface Credits {
  balance: number;
  next_expiry: { credits: number; at: string } | null;
  history: { id: string; kind: string; amount: number; balance_after: number; reason: string | null; plan: string | null }[];
  open_orders: { id: string }[];
}

export async function myCredits(client: Client): Promise<Credits> {
  const { data, error } = await client.rpc('my_credits', { p_limit: 200 });
  if (error) throw new Error(`my_credits: ${error.message}`);
  return data as Credits;
}

/** An order made by the learner; its id. */
export async function order(learner: Client, plan: string = plans.pack5, currency = 'USD'): Promise<string> {
  const { data, error } = await learner.rpc('create_credit_order', { p_id: randomUUID(), p_plan_id: plan, p_currency: currency }).single();
  if (error) throw new Error(`create_credit_order: ${error.message}`);
  return (data as { id: string }).id;
}

/** An order paid by bank transfer, recorded by the admin (aal2). */
export async function buy(learner: Client, admin: Client, plan: string = plans.pack5): Promise<string> {
  const id = await order(learner, plan);
  const { error } = await admin.rpc('record_payment', { p_order_id: id, p_method: 'bank_transfer', p_note: 'test' });
  if (error) throw new Error(`record_payment: ${error.message}`);
  return id;
}

/** A start on the hour, `hours` from now (rounded up to the next whole hour). */
export function hourFromNow(hours: number): string {
  const t = new Date(Date.now() + hours * 3600_000);
  t.setUTCMinutes(0, 0, 0);
  return new Date(t.getTime() + 3600_000).toISOString();
}

/** Tutor open every day, all day (UTC), one-hour sessions without a buffer. */
export async function openEveryHour(db: pg.Client, tutorId: string): Promise<void> {
  await db.query(`update tutors set session_minutes = 60, buffer_minutes = 0 where id = $1`, [tutorId]);
  await db.query(
    `insert into tutor_weekly_hours (tutor_id, weekday, start_time, end_time) select $1, d, '00:00', '24:00' from generate_series(1, 7) d`,
    [tutorId],
  );
}

/** Entries whose lines do not sum to zero in some unit (none expected), over the whole ledger. */
export async function unbalancedEntries(db: pg.Client): Promise<unknown[]> {
  const { rows } = await db.query(
    `select l.entry_id, a.unit, sum(l.amount) as total from ledger_lines l join ledger_accounts a on a.id = l.account_id
     group by l.entry_id, a.unit having sum(l.amount) <> 0`,
  );
  return rows;
}
