// Messages between a learner and a tutor, through supabase-js against the local stack: who reads a conversation
// (the two parties; admins at aal2 only reported ones), the minor rule, blocks, rate limits, idempotent sends, order
// under concurrent sends, the unread digest's selection, export and account deletion ("Deleted account").
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDb, anonClient, createUser, signIn, type Client, type TestUser } from '../support/db';
import { testEnv } from '../support/env';
import { createBooking, createTutor, signInTestStaff, signInTestStaffAal2, type TestTutor } from '../support/fixtures';

let db: pg.Client;
const users: string[] = [];
const tutors: string[] = [];

async function learnerWith(bracket: string | null, name = 'Lena Learner'): Promise<{ user: TestUser; client: Client }> {
  const user = await createUser(db, name);
  users.push(user.id);
  if (bracket) await db.query(`insert into learner_profiles (user_id, age_bracket) values ($1, $2)`, [user.id, bracket]);
  return { user, client: await signIn(user.email, user.password) };
}

async function tutorWithAccount(name = 'Tara Tutor'): Promise<{ tutor: TestTutor; client: Client }> {
  const tutor = await createTutor(db, { fullName: name, withAccount: true });
  tutors.push(tutor.id);
  users.push(tutor.user!.id);
  return { tutor, client: await signIn(tutor.user!.email, tutor.user!.password) };
}

const open = async (client: Client, tutorId: string, learnerId?: string) => {
  const { data, error } = await client.rpc('open_conversation', { p_tutor: tutorId, ...(learnerId ? { p_learner: learnerId } : {}) });
  if (error) throw Object.assign(new Error(error.message), { hint: error.hint, code: error.code });
  return data as string;
};
const send = (client: Client, conversation: string, body: string, id: string = randomUUID()) =>
  client.rpc('send_message', { p_id: id, p_conversation: conversation, p_body: body });

beforeAll(async () => {
  db = await adminDb();
});

afterAll(async () => {
  if (tutors.length) await db.query(`delete from tutors where id = any($1)`, [tutors]);
  if (users.length) await db.query(`delete from auth.users where id = any($1)`, [users]);
  await db.end();
});

describe('who reads a conversation', () => {
  test('the two parties read it; another learner, another tutor and a guest read nothing; admins only once it is reported, and only at aal2', async () => {
    const { user: learner, client: lc } = await learnerWith('18_plus');
    const { tutor, client: tc } = await tutorWithAccount();
    const { client: other } = await learnerWith('18_plus', 'Otto Other');
    const { client: otherTutor } = await tutorWithAccount('Olga Othertutor');
    const conv = await open(lc, tutor.id);
    expect((await send(lc, conv, 'Can you help with calculus for the SAT?')).error).toBeNull();
    expect((await send(tc, conv, 'Yes, happily.')).error).toBeNull();

    for (const c of [lc, tc]) {
      const { data } = await c.from('messages').select('body, seq').eq('conversation_id', conv).order('seq');
      expect(data?.map((m) => m.body)).toEqual(['Can you help with calculus for the SAT?', 'Yes, happily.']);
      expect((await c.from('conversations').select('id').eq('id', conv)).data).toHaveLength(1);
    }
    const adminAal1 = await signInTestStaff('admin');
    const adminAal2 = await signInTestStaffAal2('admin');
    for (const c of [other, otherTutor, anonClient(), adminAal1, adminAal2]) {
      expect((await c.from('messages').select('id').eq('conversation_id', conv)).data ?? []).toHaveLength(0);
      expect((await c.from('conversations').select('id').eq('id', conv)).data ?? []).toHaveLength(0);
    }
    // Nobody writes to the tables directly, not even a party.
    const forged = await lc.from('messages').insert({ id: randomUUID(), conversation_id: conv, sender_id: learner.id, seq: 99, body: 'x' });
    expect(forged.error).not.toBeNull();
    expect((await lc.from('messages').update({ body: 'changed' }).eq('conversation_id', conv).select()).data ?? []).toHaveLength(0);
    expect((await lc.from('messages').delete().eq('conversation_id', conv).select()).data ?? []).toHaveLength(0);
    // Another user cannot send into it, nor read it through the functions.
    expect((await send(other, conv, 'hi')).error?.hint).toBe('not_yours');
    expect(((await other.rpc('my_conversations')).data ?? []).some((c: { id: string }) => c.id === conv)).toBe(false);

    expect((await tc.rpc('report_conversation', { p_conversation: conv, p_reason: 'Asked for my phone number' })).error).toBeNull();
    expect((await adminAal2.from('messages').select('body').eq('conversation_id', conv)).data).toHaveLength(2);
    expect((await adminAal2.from('conversation_reports').select('reason, reporter_role').eq('conversation_id', conv)).data).toEqual([
      { reason: 'Asked for my phone number', reporter_role: 'tutor' },
    ]);
    expect((await adminAal1.from('messages').select('id').eq('conversation_id', conv)).data ?? []).toHaveLength(0);
    expect((await adminAal1.from('conversation_reports').select('id').eq('conversation_id', conv)).data ?? []).toHaveLength(0);
    // The reporter and the other party read no report back; an outsider cannot report it.
    expect((await tc.from('conversation_reports').select('id').eq('conversation_id', conv)).data ?? []).toHaveLength(0);
    expect((await lc.from('conversation_reports').select('id').eq('conversation_id', conv)).data ?? []).toHaveLength(0);
    expect((await other.rpc('report_conversation', { p_conversation: conv, p_reason: 'x' })).error?.hint).toBe('not_yours');
    // Admins write nothing.
    expect((await adminAal2.rpc('send_message', { p_id: randomUUID(), p_conversation: conv, p_body: 'admin here' })).error?.hint).toBe('not_yours');

    // The founder hub's list (admins at aal2 only): the report, the two parties and the messages before it.
    expect((await send(lc, conv, 'Written after the report')).error).toBeNull();
    type Listed = { conversation_id: string; reporter_role: string; reason: string; learner_name: string | null; tutor_name: string; messages: { from: string; body: string }[] };
    const listed = await adminAal2.rpc('conversation_reports_for_admins', { p_limit: 200 });
    expect(listed.error).toBeNull();
    const report = (listed.data as Listed[]).find((r) => r.conversation_id === conv);
    expect(report).toMatchObject({ reporter_role: 'tutor', reason: 'Asked for my phone number', learner_name: 'Lena Learner', tutor_name: 'Tara Tutor' });
    expect(report!.messages.map((m) => [m.from, m.body])).toEqual([
      ['learner', 'Can you help with calculus for the SAT?'],
      ['tutor', 'Yes, happily.'],
    ]);
    for (const c of [adminAal1, lc, tc, other, anonClient()]) {
      const refused = await c.rpc('conversation_reports_for_admins', { p_limit: 200 });
      expect(refused.error?.code).toMatch(/^(42501|PGRST202)$/);
      expect(refused.data).toBeNull();
    }
  });

  test('a guest cannot open or send', async () => {
    const { tutor } = await tutorWithAccount();
    expect((await anonClient().rpc('open_conversation', { p_tutor: tutor.id })).error).not.toBeNull();
    expect((await anonClient().rpc('send_message', { p_id: randomUUID(), p_conversation: randomUUID(), p_body: 'x' })).error).not.toBeNull();
  });

  test('a tutor without an account cannot be messaged', async () => {
    const { client } = await learnerWith('18_plus');
    const tutor = await createTutor(db, { fullName: 'No Account' });
    tutors.push(tutor.id);
    await expect(open(client, tutor.id)).rejects.toMatchObject({ hint: 'no_account' });
  });
});

describe('the minor rule', () => {
  test('under 18 or not given: only tutors with a booking or booking request (any status); 18 or over: any tutor', async () => {
    const { tutor } = await tutorWithAccount();
    const { user: minor, client: mc } = await learnerWith('13_17', 'Mia Minor');
    const { client: unknown } = await learnerWith(null, 'Una Unsaid');
    const { client: adult } = await learnerWith('18_plus', 'Ada Adult');
    await expect(open(mc, tutor.id)).rejects.toMatchObject({ hint: 'minor_rule' });
    await expect(open(unknown, tutor.id)).rejects.toMatchObject({ hint: 'minor_rule' });
    expect(await open(adult, tutor.id)).toMatch(/^[0-9a-f-]{36}$/);
    await createBooking(db, { learnerId: minor.id, tutorId: tutor.id, startsInMinutes: 60 * 24 * 3, status: 'cancelled' });
    const conv = await open(mc, tutor.id);
    expect((await send(mc, conv, 'Hello')).error).toBeNull();
    // The bracket is given once: a minor cannot raise it.
    const raised = await mc.from('learner_profiles').update({ age_bracket: '18_plus' }).eq('user_id', minor.id);
    expect(raised.error?.hint).toBe('age_bracket_set');
    // Nor remove the answer to give another.
    const removed = await mc.from('learner_profiles').delete().eq('user_id', minor.id);
    expect(removed.error?.hint).toBe('age_bracket_set');
    expect((await db.query(`select age_bracket from learner_profiles where user_id = $1`, [minor.id])).rows).toEqual([{ age_bracket: '13_17' }]);
  });

  test('a tutor opens a conversation only with a learner they have a booking with', async () => {
    const { tutor, client: tc } = await tutorWithAccount();
    const { user: learner } = await learnerWith(null);
    const { user: stranger } = await learnerWith('18_plus');
    await createBooking(db, { learnerId: learner.id, tutorId: tutor.id, startsInMinutes: 600 });
    const conv = await open(tc, tutor.id, learner.id);
    expect((await send(tc, conv, 'See you on Monday')).error).toBeNull();
    await expect(open(tc, tutor.id, stranger.id)).rejects.toMatchObject({ hint: 'not_your_learner' });
  });
});

describe('blocking', () => {
  test('either party blocks: no more messages either way, past ones kept; unblocking lets them write again', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor, client: tc } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    expect((await send(lc, conv, 'first')).error).toBeNull();
    expect((await tc.rpc('set_conversation_block', { p_conversation: conv, p_blocked: true })).error).toBeNull();
    expect((await send(lc, conv, 'second')).error?.hint).toBe('blocked');
    expect((await send(tc, conv, 'from the blocker')).error?.hint).toBe('blocked');
    expect((await lc.from('messages').select('body').eq('conversation_id', conv)).data).toEqual([{ body: 'first' }]);
    const mine = (await lc.rpc('my_conversations')).data.find((c: { id: string }) => c.id === conv);
    expect(mine).toMatchObject({ blocked_me: true, blocked_by_me: false });
    // The blocked party cannot lift it.
    await lc.rpc('set_conversation_block', { p_conversation: conv, p_blocked: false });
    expect((await send(lc, conv, 'still blocked')).error?.hint).toBe('blocked');
    await tc.rpc('set_conversation_block', { p_conversation: conv, p_blocked: false });
    expect((await send(lc, conv, 'third')).error).toBeNull();
  });
});

describe('limits and idempotence', () => {
  test('30 messages a minute; the 31st comes back with rate_limited', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    for (let i = 0; i < 30; i++) expect((await send(lc, conv, `m${i}`)).error).toBeNull();
    const over = await send(lc, conv, 'one too many');
    expect(over.error?.hint).toBe('rate_limited');
    expect(over.status).toBe(400);
  });

  test('a new account opens 5 conversations an hour', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const made = await Promise.all(Array.from({ length: 6 }, () => tutorWithAccount()));
    for (const { tutor } of made.slice(0, 5)) await open(lc, tutor.id);
    await expect(open(lc, made[5].tutor.id)).rejects.toMatchObject({ hint: 'conversation_limit' });
    // Opening an existing one again is not a new conversation.
    await open(lc, made[0].tutor.id);
  });

  test('plain text up to 4,000 characters', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    expect((await send(lc, conv, 'x'.repeat(4000))).error).toBeNull();
    expect((await send(lc, conv, 'x'.repeat(4001))).error?.hint).toBe('too_long');
    expect((await send(lc, conv, '   ')).error?.hint).toBe('empty');
  });

  test('the same client id twice (also at once) is one row', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    const id = randomUUID();
    const answers = await Promise.all([send(lc, conv, 'once', id), send(lc, conv, 'once', id), send(lc, conv, 'once', id)]);
    for (const a of answers) expect(a.error).toBeNull();
    expect(new Set(answers.map((a) => (a.data as { seq: number }).seq)).size).toBe(1);
    expect((await send(lc, conv, 'once', id)).error).toBeNull();
    const { rows } = await db.query(`select count(*)::int as n from messages where id = $1`, [id]);
    expect(rows[0].n).toBe(1);
  });

  test('concurrent sends from both sides get distinct places with no gaps, in commit order', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor, client: tc } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? tc : lc, conv, `c${i}`)));
    const { rows } = await db.query(`select seq, created_at from messages where conversation_id = $1 order by seq`, [conv]);
    expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i].created_at.getTime()).toBeGreaterThanOrEqual(rows[i - 1].created_at.getTime());
    // A device sending its queue one after another keeps its order.
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, id] of ids.entries()) await send(lc, conv, `q${i}`, id);
    const { rows: q } = await db.query(`select body from messages where id = any($1) order by seq`, [ids]);
    expect(q.map((r) => r.body)).toEqual(['q0', 'q1', 'q2']);
  });
});

describe('read state, unread counts and the digest', () => {
  test('delivered and read are set by the recipient only; unread counts follow', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor, client: tc } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    await send(lc, conv, 'a');
    await send(lc, conv, 'b');
    expect((await tc.rpc('my_unread_messages')).data).toBe(2);
    expect((await lc.rpc('my_unread_messages')).data).toBe(0);
    expect((await lc.rpc('mark_conversation_read', { p_conversation: conv })).data).toBe(0); // the sender's own: nothing
    expect((await tc.rpc('mark_messages_delivered')).data).toBe(2);
    const { data: delivered } = await lc.from('messages').select('delivered_at, read_at').eq('conversation_id', conv);
    expect(delivered?.every((m) => m.delivered_at && !m.read_at)).toBe(true);
    expect((await tc.rpc('mark_conversation_read', { p_conversation: conv })).data).toBe(2);
    expect((await tc.rpc('my_unread_messages')).data).toBe(0);
    const list = (await tc.rpc('my_conversations')).data as { id: string; other_name: string; unread: number; last_body: string }[];
    expect(list.find((c) => c.id === conv)).toMatchObject({ other_name: 'Lena Learner', unread: 0, last_body: 'b' });
  });

  test('digest: after 15 minutes unread, once an hour per conversation and recipient, only about newer messages', async () => {
    const { client: lc } = await learnerWith('18_plus');
    const { tutor, client: tc } = await tutorWithAccount('Dora Digest');
    const conv = await open(lc, tutor.id);
    await send(lc, conv, 'are you there?');
    const svc = createClient(testEnv.apiUrl, testEnv.serviceKey, { auth: { persistSession: false } });
    const claim = async (at: Date) => ((await svc.rpc('claim_message_digests', { p_now: at.toISOString() })).data ?? []).filter((d: { conversation_id: string }) => d.conversation_id === conv);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const now = () => new Date();
    expect(await claim(now())).toHaveLength(0); // just sent
    await db.query(`update messages set created_at = $2 where conversation_id = $1`, [conv, ago(16)]);
    const first = await claim(now());
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ email: tutor.user!.email, sender_name: 'Lena Learner', unread: 1 });
    expect(await claim(now())).toHaveLength(0); // one an hour at most
    await db.query(`update message_digests set sent_at = $2 where conversation_id = $1`, [conv, ago(61)]);
    await db.query(`update messages set created_at = $2 where conversation_id = $1`, [conv, ago(70)]);
    expect(await claim(now())).toHaveLength(0); // nothing newer than the last email
    const { data: again } = await send(lc, conv, 'hello again');
    await db.query(`update messages set created_at = $2 where id = $1`, [(again as { id: string }).id, ago(20)]);
    expect(await claim(now())).toMatchObject([{ unread: 2 }]);
    await db.query(`update message_digests set sent_at = $2 where conversation_id = $1`, [conv, ago(120)]);
    await tc.rpc('mark_conversation_read', { p_conversation: conv });
    expect(await claim(now())).toHaveLength(0); // read: no email
  });
});

describe('account control', () => {
  test('export holds the conversations with every message; deletion keeps the other party copy as "Deleted account"', async () => {
    const { user: learner, client: lc } = await learnerWith('18_plus', 'Del Eted');
    const { tutor, client: tc } = await tutorWithAccount();
    const conv = await open(lc, tutor.id);
    await send(lc, conv, 'mine');
    await send(tc, conv, 'theirs');
    await lc.rpc('set_conversation_block', { p_conversation: conv, p_blocked: true });
    await lc.rpc('report_conversation', { p_conversation: conv, p_reason: 'testing export' });
    const { data: exported, error } = await lc.rpc('export_my_data');
    expect(error).toBeNull();
    const c = exported.conversations.find((x: { id: string }) => x.id === conv);
    expect(c.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([['me', 'mine'], ['other', 'theirs']]);
    expect(exported.message_blocks).toHaveLength(1);
    expect(exported.messages.map((m: { body: string }) => m.body)).toEqual(['mine']);
    expect(exported.conversation_reports).toHaveLength(1);

    expect((await lc.rpc('delete_my_account')).error).toBeNull();
    users.splice(users.indexOf(learner.id), 1);
    const { data: kept } = await tc.from('messages').select('body, sender_id').eq('conversation_id', conv).order('seq');
    expect(kept).toEqual([{ body: 'mine', sender_id: null }, { body: 'theirs', sender_id: tutor.user!.id }]);
    const listed = (await tc.rpc('my_conversations')).data.find((x: { id: string }) => x.id === conv);
    expect(listed.other_name).toBeNull(); // the app shows "Deleted account"
    expect((await send(tc, conv, 'anyone?')).error?.hint).toBe('deleted_account');
    const { rows } = await db.query(`select count(*)::int as n from message_blocks where blocker_id = $1`, [learner.id]);
    expect(rows[0].n).toBe(0);
    const { rows: reports } = await db.query(`select reporter_id from conversation_reports where conversation_id = $1`, [conv]);
    expect(reports).toEqual([{ reporter_id: null }]);
  });
});
