// Lesson credits: buying (an order, a payment recorded at aal2), booking with a credit, the cancellation policy,
// moves, the append-only ledger and its invariants after 500 random operations, and who reads what. This file owns
// its learners, tutors and orders (the setting booking.without_credits stays on, as shipped), so it runs beside others.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';
import { createStaff, createTutor, signInStaffAal2, type StaffUser, type TestTutor } from '../support/fixtures';
import { buy, hourFromNow, myCredits, openEveryHour, order, plans, unbalancedEntries } from '../support/credits';
import { testEnv } from '../support/env';
import { createClient } from '@supabase/supabase-js';

let db: pg.Client;
let staff: StaffUser;
let admin: Client;
const tutors: TestTutor[] = [];
const users: TestUser[] = [];

beforeAll(async () => {
  db = await adminDb();
  staff = await createStaff(db, 'admin', 'Credits Admin');
  users.push(staff);
  admin = await signInStaffAal2(staff);
});

afterAll(async () => {
  if (!db) return;
  const ids = tutors.map((t) => t.id);
  await db.query(`delete from bookings where tutor_id = any($1)`, [ids]);
  await db.query(`delete from tutors where id = any($1)`, [ids]);
  await db.query(`delete from auth.users where id = any($1)`, [[...users.map((u) => u.id), ...tutors.flatMap((t) => (t.user ? [t.user.id] : []))]]);
  await db.end();
});

async function tutor(withAccount = false): Promise<TestTutor> {
  const t = await createTutor(db, { withAccount, subjects: ['mathematics'] });
  tutors.push(t);
  if (t.user) users.push(t.user);
  await openEveryHour(db, t.id);
  return t;
}

async function learner(name = 'Credit Learner'): Promise<{ user: TestUser; client: Client }> {
  const user = await createUser(db, name);
  users.push(user);
  return { user, client: await signIn(user.email, user.password) };
}

const book = (client: Client, tutorId: string, startsAt: string) =>
  client.rpc('book_session', { p_id: randomUUID(), p_tutor_id: tutorId, p_starts_at: startsAt, p_subject: null, p_note: '' }).single();

describe('buying', () => {
  test('an order is open until an admin at aal2 records its payment; then its credits, once', async () => {
    const { client } = await learner();
    const id = await order(client, plans.pack5);
    const { data: own } = await client.from('credit_orders').select('status, credits, amount_minor, currency').eq('id', id).single();
    expect(own).toEqual({ status: 'open', credits: 5, amount_minor: 21000, currency: 'USD' });
    expect((await myCredits(client)).balance).toBe(0);

    // The learner, and an admin without the second factor, cannot record it.
    const self = await client.rpc('record_payment', { p_order_id: id, p_method: 'cash', p_note: '' });
    expect(self.error?.code).toBe('42501');
    const aal1 = await signIn(staff.email, staff.password);
    expect((await aal1.rpc('record_payment', { p_order_id: id, p_method: 'cash', p_note: '' })).error?.code).toBe('42501');

    const paid = await admin.rpc('record_payment', { p_order_id: id, p_method: 'bank_transfer', p_note: 'ref 123' }).single();
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ status: 'paid', provider: 'recorded', payment_method: 'bank_transfer' });
    // Recorded twice (two admins, two tabs): still one purchase.
    await admin.rpc('record_payment', { p_order_id: id, p_method: 'bank_transfer', p_note: 'again' });
    const credits = await myCredits(client);
    expect(credits.balance).toBe(5);
    expect(credits.history.map((h) => [h.kind, h.amount, h.balance_after])).toEqual([['purchase', 5, 5]]);
    // Valid three months (the plan's own term).
    const days = (new Date(credits.next_expiry!.at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    // Money received in the order's currency, balanced by sales.
    const { rows } = await db.query(
      `select a.kind, a.unit, l.amount from ledger_lines l join ledger_accounts a on a.id = l.account_id
       join ledger_entries e on e.id = l.entry_id where e.order_id = $1 and e.kind = 'payment' order by l.amount`,
      [id],
    );
    expect(rows.map((r) => [r.kind, r.unit, Number(r.amount)])).toEqual([['sales', 'USD', -21000], ['money_received', 'USD', 21000]]);
  });

  test('the monthly plan gives its credits per period, valid one period plus one carried over', async () => {
    const { client } = await learner();
    await buy(client, admin, plans.monthly);
    const credits = await myCredits(client);
    expect(credits.balance).toBe(4);
    const days = (new Date(credits.next_expiry!.at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(63);
  });

  test('bad orders: unknown plan, a currency the plan has no price in, a guest', async () => {
    const { client } = await learner();
    expect((await client.rpc('create_credit_order', { p_id: randomUUID(), p_plan_id: randomUUID(), p_currency: 'USD' })).error?.message).toBe('plan_not_found');
    expect((await client.rpc('create_credit_order', { p_id: randomUUID(), p_plan_id: plans.pack5, p_currency: 'JPY' })).error?.message).toBe('currency_not_offered');
    expect((await anonClient().rpc('create_credit_order', { p_id: randomUUID(), p_plan_id: plans.pack5, p_currency: 'USD' })).error).not.toBeNull();
  });
});

describe('booking with credits and the cancellation policy', () => {
  test('a booking takes one credit; a cancel before the limit gives it back', async () => {
    const t = await tutor();
    const { client } = await learner();
    await buy(client, admin, plans.single);
    const b = await book(client, t.id, hourFromNow(72));
    expect(b.error).toBeNull();
    expect((await myCredits(client)).balance).toBe(0);
    const preview = await client.rpc('cancel_credit_preview', { p_booking_id: (b.data as { id: string }).id });
    expect(preview.data).toMatchObject({ paid_with_credit: true, credit_back: true, late: false });
    expect((await client.rpc('cancel_booking', { p_id: (b.data as { id: string }).id })).error).toBeNull();
    const credits = await myCredits(client);
    expect(credits.balance).toBe(1);
    expect(credits.history.map((h) => h.kind)).toEqual(['given_back', 'lesson_booked', 'purchase']);
  });

  test('a late cancel by the learner keeps the credit spent; a late cancel by the tutor gives it back', async () => {
    const t = await tutor(true);
    const { client } = await learner();
    await buy(client, admin, plans.pack5);
    // booking.min_notice_hours is 12, booking.free_cancel_hours 24: 14 hours ahead is bookable and late.
    const one = await book(client, t.id, hourFromNow(14));
    const two = await book(client, t.id, hourFromNow(16));
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    expect((await myCredits(client)).balance).toBe(3);

    const preview = await client.rpc('cancel_credit_preview', { p_booking_id: (one.data as { id: string }).id });
    expect(preview.data).toMatchObject({ paid_with_credit: true, credit_back: false, late: true });
    expect((await client.rpc('cancel_booking', { p_id: (one.data as { id: string }).id })).error).toBeNull();
    expect((await myCredits(client)).balance).toBe(3);

    const tutorClient = await signIn(t.user!.email, t.user!.password);
    const tutorPreview = await tutorClient.rpc('cancel_credit_preview', { p_booking_id: (two.data as { id: string }).id });
    expect(tutorPreview.data).toMatchObject({ credit_back: true, late: true });
    expect((await tutorClient.rpc('cancel_booking', { p_id: (two.data as { id: string }).id })).error).toBeNull();
    expect((await myCredits(client)).balance).toBe(4);
    // The tutor's earned lessons: one (the late cancel), as the sum of their account.
    const { rows } = await db.query(
      `select coalesce(sum(l.amount), 0)::int as n from ledger_lines l join ledger_accounts a on a.id = l.account_id
       where a.kind = 'tutor_lessons' and a.tutor_id = $1`,
      [t.id],
    );
    expect(rows[0].n).toBe(1);
  });

  test('a moved lesson keeps its credit; a rescheduled one costs one credit in all', async () => {
    const t = await tutor();
    const { client } = await learner();
    await buy(client, admin, plans.pack5);
    const b = await book(client, t.id, hourFromNow(14));
    const id = (b.data as { id: string }).id;
    expect((await client.rpc('move_booking', { p_id: id, p_starts_at: hourFromNow(40) })).error).toBeNull();
    expect((await myCredits(client)).balance).toBe(4);
    // Late reschedule (cancel + new booking): the new booking takes one, the old gives its own back.
    const r = await client.rpc('reschedule_booking', { p_id: id, p_new_id: randomUUID(), p_starts_at: hourFromNow(60) });
    expect(r.error).toBeNull();
    expect((await myCredits(client)).balance).toBe(4);
  });

  test('a late reschedule on the last credit moves that credit to the new lesson', async () => {
    const t = await tutor();
    const { client } = await learner();
    await buy(client, admin, plans.single);
    const b = await book(client, t.id, hourFromNow(14)); // inside booking.free_cancel_hours: the cancel part is late
    const id = (b.data as { id: string }).id;
    const r = await client.rpc('reschedule_booking', { p_id: id, p_new_id: randomUUID(), p_starts_at: hourFromNow(60) });
    expect(r.error).toBeNull();
    const newId = (r.data as { id: string }).id;
    expect((await myCredits(client)).balance).toBe(0);
    // The new lesson holds the credit; the tutor has one lesson earned, not none.
    const { rows } = await db.query(
      `select e.booking_id, sum(l.amount)::int as n from ledger_entries e join ledger_lines l on l.entry_id = e.id
       join ledger_accounts a on a.id = l.account_id where a.kind = 'tutor_lessons' and a.tutor_id = $1 group by e.booking_id`,
      [t.id],
    );
    expect(Object.fromEntries(rows.map((row) => [row.booking_id, row.n]))).toEqual({ [id]: 0, [newId]: 1 });
  });

  test('a lesson moved or rescheduled late by the learner keeps the window closed: cancelling it later costs the credit', async () => {
    const t = await tutor();
    const { client } = await learner();
    await buy(client, admin, plans.pack5);
    const cancelLater = async (id: string) => {
      const preview = await client.rpc('cancel_credit_preview', { p_booking_id: id });
      expect(preview.data).toMatchObject({ late: true, credit_back: false });
      const cancelled = await client.rpc('cancel_booking', { p_id: id }).single();
      expect(cancelled.error).toBeNull();
      expect(cancelled.data).toMatchObject({ status: 'cancelled', late_cancellation: true });
    };
    // Moved from 14 hours away (inside the 24-hour window) to next week, then cancelled: late.
    const moved = (await book(client, t.id, hourFromNow(14))).data as { id: string };
    expect((await client.rpc('move_booking', { p_id: moved.id, p_starts_at: hourFromNow(7 * 24) })).error).toBeNull();
    await cancelLater(moved.id);
    // Rescheduled from inside the window, then the new lesson cancelled: late too.
    const old = (await book(client, t.id, hourFromNow(15))).data as { id: string };
    const r = await client.rpc('reschedule_booking', { p_id: old.id, p_new_id: randomUUID(), p_starts_at: hourFromNow(8 * 24) });
    expect(r.error).toBeNull();
    await cancelLater((r.data as { id: string }).id);
    expect((await myCredits(client)).balance).toBe(3);
    // Moved in time (a week away to two weeks away), then cancelled: in time, the credit comes back.
    const early = (await book(client, t.id, hourFromNow(7 * 24 + 5))).data as { id: string };
    expect((await client.rpc('move_booking', { p_id: early.id, p_starts_at: hourFromNow(14 * 24) })).error).toBeNull();
    const inTime = await client.rpc('cancel_booking', { p_id: early.id }).single();
    expect(inTime.data).toMatchObject({ late_cancellation: false });
    expect((await myCredits(client)).balance).toBe(3);
    // A learner cannot reopen the window by writing the row.
    await client.from('bookings').update({ free_cancel_until: null }).eq('id', moved.id);
    const kept = await db.query(`select free_cancel_until from bookings where id = $1`, [moved.id]);
    expect(kept.rows[0].free_cancel_until).not.toBeNull();
  });

  test('without credits, booking goes on as before while booking.without_credits is on', async () => {
    const t = await tutor();
    const { client } = await learner();
    expect((await book(client, t.id, hourFromNow(30))).error).toBeNull();
    expect((await myCredits(client)).balance).toBe(0);
    expect((await myCredits(client)).history).toEqual([]);
  });

  test('a weekly series takes one credit per lesson booked', async () => {
    const t = await tutor();
    const { client } = await learner();
    await buy(client, admin, plans.pack5);
    const { error } = await client.rpc('book_series', {
      p_id: randomUUID(), p_tutor_id: t.id, p_starts_at: hourFromNow(30), p_weeks: 3, p_subject: 'mathematics', p_note: '',
    });
    expect(error).toBeNull();
    expect((await myCredits(client)).balance).toBe(2);
  });
});

describe('the ledger', () => {
  test('no UPDATE, DELETE or TRUNCATE on entries, lines or lots, even as the owner; accounts are only unlinked', async () => {
    const { client, user } = await learner();
    await buy(client, admin, plans.single);
    const { rows } = await db.query(
      `select e.id as entry, l.id as line, lot.id as lot from ledger_entries e join ledger_lines l on l.entry_id = e.id
       join credit_lots lot on lot.id = l.lot_id join ledger_accounts a on a.id = l.account_id where a.user_id = $1 limit 1`,
      [user.id],
    );
    const { entry, line, lot } = rows[0];
    for (const sql of [
      [`update ledger_entries set reason = 'x' where id = $1`, entry],
      [`delete from ledger_entries where id = $1`, entry],
      [`update ledger_lines set amount = 100 where id = $1`, line],
      [`delete from ledger_lines where id = $1`, line],
      [`update credit_lots set expires_at = null where id = $1`, lot],
      [`delete from credit_lots where id = $1`, lot],
    ] as const) {
      await expect(db.query(sql[0], [sql[1]]), sql[0]).rejects.toThrow(/append-only/);
    }
    await expect(db.query(`truncate ledger_lines cascade`)).rejects.toThrow(/append-only/);
    await expect(db.query(`delete from ledger_accounts where user_id = $1`, [user.id])).rejects.toThrow(/unlinked/);
    await expect(db.query(`update ledger_accounts set user_id = gen_random_uuid() where user_id = $1`, [user.id])).rejects.toThrow(/unlinked/);
    // An entry that does not balance is refused at commit.
    await db.query('begin');
    try {
      const e = await db.query(`insert into ledger_entries (kind) values ('correction') returning id`);
      await db.query(`insert into ledger_lines (entry_id, account_id, amount) select $1, id, 1 from ledger_accounts where user_id = $2`, [e.rows[0].id, user.id]);
      await expect(db.query('commit')).rejects.toThrow(/does not balance/);
    } finally {
      await db.query('rollback').catch(() => {});
    }
    // Through the API, with the service key too: no writes at all.
    const service = createClient(testEnv.apiUrl, testEnv.serviceKey, { auth: { persistSession: false } });
    expect((await service.from('ledger_entries').update({ reason: 'x' }).eq('id', entry)).error).not.toBeNull();
    expect((await service.from('ledger_lines').delete().eq('id', line)).error).not.toBeNull();
    expect((await client.from('ledger_entries').insert({ kind: 'correction' })).error).not.toBeNull();
  });

  test('deleting the learner unlinks their account and rewrites no entry', async () => {
    const { client, user } = await learner();
    await buy(client, admin, plans.pack5);
    const before = await db.query(`select count(*)::int as n, sum(amount)::int as s from ledger_lines`);
    await db.query(`delete from auth.users where id = $1`, [user.id]);
    const after = await db.query(`select count(*)::int as n, sum(amount)::int as s from ledger_lines`);
    expect(after.rows[0].s).toBe(before.rows[0].s);
    const { rows } = await db.query(`select count(*)::int as n from ledger_accounts where user_id = $1`, [user.id]);
    expect(rows[0].n).toBe(0);
  });

  test('500 random operations: every entry sums to zero per unit, every balance is the sum of its entries', async () => {
    const t = await tutor();
    const people = await Promise.all([learner('Random A'), learner('Random B'), learner('Random C')]);
    const model = new Map<string, number>(people.map((p) => [p.user.id, 0]));
    const bookings = new Map<string, { id: string; credit: boolean }[]>(people.map((p) => [p.user.id, []]));
    let seed = 37;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const tally = { buy: 0, book: 0, cancel: 0, correct: 0, refused: 0 };
    for (let i = 0; i < 500; i++) {
      const p = people[rand(people.length)];
      const op = rand(10);
      if (op < 2) {
        const plan = [plans.single, plans.pack5, plans.monthly][rand(3)];
        await buy(p.client, admin, plan);
        model.set(p.user.id, model.get(p.user.id)! + (plan === plans.single ? 1 : plan === plans.pack5 ? 5 : 4));
        tally.buy++;
      } else if (op < 6) {
        const { data, error } = await book(p.client, t.id, hourFromNow(48 + rand(80 * 24)));
        if (error) { tally.refused++; continue; }
        const credit = model.get(p.user.id)! > 0;
        if (credit) model.set(p.user.id, model.get(p.user.id)! - 1);
        bookings.get(p.user.id)!.push({ id: (data as { id: string }).id, credit });
        tally.book++;
      } else if (op < 9) {
        const list = bookings.get(p.user.id)!;
        if (!list.length) continue;
        const [b] = list.splice(rand(list.length), 1);
        const { error } = await p.client.rpc('cancel_booking', { p_id: b.id });
        expect(error).toBeNull();
        if (b.credit) model.set(p.user.id, model.get(p.user.id)! + 1);
        tally.cancel++;
      } else {
        const amount = rand(2) ? 1 + rand(3) : -(1 + rand(3));
        const { error } = await admin.rpc('correct_credits', { p_learner_id: p.user.id, p_amount: amount, p_reason: 'random test' });
        if (error) {
          expect(error.message).toBe('not_enough_credits');
          expect(model.get(p.user.id)!).toBeLessThan(-amount);
          continue;
        }
        model.set(p.user.id, model.get(p.user.id)! + amount);
        tally.correct++;
      }
    }
    expect(tally.buy + tally.book + tally.cancel + tally.correct).toBeGreaterThan(300);
    expect(await unbalancedEntries(db)).toEqual([]);
    for (const p of people) {
      const credits = await myCredits(p.client);
      const { rows } = await db.query(
        `select coalesce(sum(l.amount), 0)::int as total,
                (select count(*)::int from credit_lots lot where lot.account_id = a.id and public.lot_remaining(lot.id) < 0) as negative_lots
         from ledger_accounts a left join ledger_lines l on l.account_id = a.id where a.user_id = $1 group by a.id`,
        [p.user.id],
      );
      expect(credits.balance).toBe(model.get(p.user.id));
      expect(rows[0].total).toBe(model.get(p.user.id));
      expect(rows[0].negative_lots).toBe(0);
      // The history's running balance ends at the balance.
      expect(credits.history[0]?.balance_after ?? 0).toBe(credits.balance);
    }
  }, 240_000);
});

describe('who reads what', () => {
  test('a learner reads only their own orders and ledger rows; a tutor their earned lessons; admins at aal2 all', async () => {
    const t = await tutor(true);
    const a = await learner('Reader A');
    const b = await learner('Reader B');
    const orderA = await buy(a.client, admin, plans.pack5);
    await buy(b.client, admin, plans.pack5);
    await book(a.client, t.id, hourFromNow(50));

    const ordersSeenByB = await b.client.from('credit_orders').select('id').eq('id', orderA);
    expect(ordersSeenByB.data).toEqual([]);
    const linesB = await b.client.from('ledger_lines').select('account_id');
    const accountsB = await b.client.from('ledger_accounts').select('id, kind, user_id');
    expect(accountsB.data).toEqual([expect.objectContaining({ kind: 'learner_credits', user_id: b.user.id })]);
    expect(new Set(linesB.data!.map((l) => l.account_id))).toEqual(new Set([accountsB.data![0].id]));

    const tutorClient = await signIn(t.user!.email, t.user!.password);
    const tutorAccounts = await tutorClient.from('ledger_accounts').select('kind, tutor_id');
    expect(tutorAccounts.data).toEqual([{ kind: 'tutor_lessons', tutor_id: t.id }]);

    expect((await anonClient().from('ledger_entries').select('id').limit(1)).data ?? []).toEqual([]);
    const aal1 = await signIn(staff.email, staff.password);
    expect((await aal1.from('credit_orders').select('id').eq('id', orderA)).data).toEqual([]);
    expect((await aal1.rpc('credit_figures')).error?.code).toBe('42501');
    expect((await admin.from('credit_orders').select('id').eq('id', orderA)).data).toHaveLength(1);
    const figures = await admin.rpc('credit_figures');
    expect(figures.error).toBeNull();
    expect((figures.data as { sold: number }).sold).toBeGreaterThanOrEqual(10);
    // Corrections need a reason; the learner cannot correct themselves.
    expect((await admin.rpc('correct_credits', { p_learner_id: a.user.id, p_amount: 2, p_reason: '' })).error?.message).toBe('reason_required');
    expect((await a.client.rpc('correct_credits', { p_learner_id: a.user.id, p_amount: 2, p_reason: 'mine' })).error?.code).toBe('42501');
    // Only the server functions may credit a Stripe payment or run the expiry.
    expect((await a.client.rpc('stripe_checkout_completed', { p_event_id: 'evt_x', p_session_id: 'cs_x', p_order_id: orderA, p_amount: 1, p_currency: 'usd' })).error).not.toBeNull();
    expect((await a.client.rpc('expire_credits_as_of', { p_now: new Date().toISOString() })).error).not.toBeNull();
  });

  test('refund: the unused credits and the money go back, with a reason', async () => {
    const t = await tutor();
    const { client } = await learner();
    const id = await buy(client, admin, plans.pack5);
    const booked = await book(client, t.id, hourFromNow(50));
    await book(client, t.id, hourFromNow(52));
    expect((await admin.rpc('refund_order', { p_order_id: id, p_reason: 'learner moved abroad' })).error).toBeNull();
    expect((await myCredits(client)).balance).toBe(0);
    // A lesson booked with a refunded credit, cancelled in time: the credit comes back and goes with the refund.
    expect((await client.rpc('cancel_booking', { p_id: (booked.data as { id: string }).id })).error).toBeNull();
    const after = await myCredits(client);
    expect(after.balance).toBe(0);
    expect(after.history.slice(0, 2).map((h) => [h.kind, h.amount])).toEqual([
      ['refund', -1],
      ['given_back', 1],
    ]);
    const { rows } = await db.query(
      `select coalesce(sum(l.amount), 0)::int as money from ledger_lines l join ledger_entries e on e.id = l.entry_id
       join ledger_accounts a on a.id = l.account_id where e.order_id = $1 and a.kind = 'money_received'`,
      [id],
    );
    expect(rows[0].money).toBe(0);
  });
});
