// The sync engine against a scripted server: what is sent, when, with whose session, and what is kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEngine, type SessionSource, type Transport } from '../../src/data/outbox/engine';
import { MemoryOutboxStore } from '../../src/data/outbox/memory-store';
import type { OutboxRow, SendResult } from '../../src/data/outbox/types';

interface Sent {
  at: number;
  row: OutboxRow;
  as: string | null;
}

/** A scripted server: answers from a queue (then 201), records what was sent, at what time, with whose session. */
function setup(options: { user?: string | null; answers?: SendResult[]; online?: () => boolean; unanswered?: number; sessionHangsOn?: number[]; refreshHangs?: boolean } = {}) {
  let user = options.user ?? null;
  const answers = [...(options.answers ?? [])];
  const sent: Sent[] = [];
  const store = new MemoryOutboxStore();
  let reads = 0; // these reads of the session (1 = the first) never answer, as when the auth client's lock is held
  const session: SessionSource & { refreshes: number } = {
    refreshes: 0,
    currentUserId: () => (options.sessionHangsOn?.includes(++reads) ? new Promise<string | null>(() => {}) : Promise.resolve(user)),
    refresh: async () => {
      session.refreshes++;
      if (options.refreshHangs && session.refreshes === 1) return new Promise<boolean>(() => {});
      return user !== null;
    },
  };
  let unanswered = options.unanswered ?? 0; // the first sends of these never answer (a connection lost mid-request)
  const transport: Transport = {
    async send(row) {
      sent.push({ at: Date.now(), row: structuredClone(row), as: row.userId === null ? null : user });
      if (unanswered-- > 0) return new Promise<SendResult>(() => {});
      return answers.shift() ?? { status: 201 };
    },
  };
  const engine = new SyncEngine({ store, transport, session, random: () => 0, isOnline: options.online });
  return { engine, store, sent, session, signIn: (id: string | null) => (user = id) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('sync engine', () => {
  it('sends a burst of writes once, shortly after the last one, and empties the queue', async () => {
    const { engine, store, sent } = setup({ user: 'u1' });
    for (const size of ['small', 'large', 'xlarge']) {
      await engine.write({ userId: 'u1', kind: 'accessibility', merge: true, payload: { size } });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((s) => s.row.payload)).toEqual([{ size: 'xlarge' }]);
    expect(await store.count()).toBe(0);
    expect(engine.status.pending).toBe(0);
    expect(engine.status.lastSyncedAt).not.toBeNull();
  });

  it('sends rows in the order they were written', async () => {
    const { engine, sent } = setup({ user: 'u1' });
    await engine.write({ userId: null, kind: 'referral-click', payload: { code: 'a' } });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'locale' });
    await engine.write({ userId: null, kind: 'referral-click', payload: { code: 'b' } });
    await engine.write({ userId: 'u1', kind: 'accessibility', merge: true, payload: 'a11y' });
    await engine.flush();
    expect(sent.map((s) => s.row.kind)).toEqual(['referral-click', 'locale', 'referral-click', 'accessibility']);
  });

  it('retries network errors, 5xx, 408 and 429 after 1 s, 2 s, 5 s, then every 10 s', async () => {
    const failures: SendResult[] = [{ status: 0 }, { status: 503 }, { status: 408 }, { status: 429 }, { status: 500 }];
    const { engine, store, sent } = setup({ user: 'u1', answers: failures });
    await engine.write({ userId: 'u1', kind: 'accessibility', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(300 + 60_000);
    // Written at 0, first send after the 300 ms debounce, then the schedule.
    expect(sent.map((s) => s.at)).toEqual([300, 1300, 3300, 8300, 18300, 28300]);
    expect(await store.count()).toBe(0);
  });

  it('does not hammer the server with the rest of the queue while backing off', async () => {
    const { engine, sent } = setup({ user: null, answers: [{ status: 503 }] });
    for (const code of ['a', 'b', 'c']) await engine.write({ userId: null, kind: 'referral-click', payload: { code } });
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => (s.row.payload as { code: string }).code)).toEqual(['a', 'a', 'b', 'c']);
  });

  it('a forced flush (online, visible, sign-in) ignores the back-off', async () => {
    const { engine, sent } = setup({ user: 'u1', answers: [{ status: 0 }, { status: 0 }, { status: 0 }, { status: 0 }] });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(300 + 1000 + 2000 + 5000);
    expect(sent).toHaveLength(4); // now backing off 10 s
    await engine.flush({ force: true });
    expect(sent).toHaveLength(5);
    expect(engine.status.pending).toBe(0);
  });

  it('refreshes the session on 401 and sends again', async () => {
    const { engine, sent, session, store } = setup({ user: 'u1', answers: [{ status: 401, code: 'PGRST301', message: 'JWT expired' }] });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await engine.flush();
    expect(session.refreshes).toBe(1);
    expect(sent).toHaveLength(2);
    expect(await store.count()).toBe(0);
  });

  it('dead-letters a write the server rejects (RLS, validation) and carries on with the next', async () => {
    const rls: SendResult = { status: 403, code: '42501', message: 'new row violates row-level security policy' };
    const { engine, store, sent } = setup({ user: 'u1', answers: [rls] });
    await engine.write({ userId: 'u1', kind: 'accessibility', merge: true, payload: 'bad' });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'good' });
    await engine.flush();
    expect(sent).toHaveLength(2);
    expect(await store.count()).toBe(0);
    expect(engine.status.deadLetters.map((d) => [d.kind, d.code])).toEqual([['accessibility', '42501']]);
  });

  it('treats a duplicate-key answer to a resent event as delivered', async () => {
    const { engine, store } = setup({ answers: [{ status: 409, code: '23505', message: 'duplicate key' }] });
    await engine.write({ userId: null, kind: 'referral-click', payload: { code: 'abc' } });
    await engine.flush();
    expect(await store.count()).toBe(0);
    expect(engine.status.deadLetters).toEqual([]);
  });

  it("sends only the signed-in user's rows (and guest events); another user's rows wait for them", async () => {
    const { engine, store, sent, signIn } = setup({ user: 'alice' });
    await engine.write({ userId: 'alice', kind: 'accessibility', merge: true, payload: 'alice-offline' }); // not yet sent…
    signIn('bob');
    await engine.write({ userId: 'bob', kind: 'accessibility', merge: true, payload: 'bob' });
    await engine.write({ userId: null, kind: 'referral-click', payload: { code: 'x' } });
    await engine.flush({ force: true });
    expect(sent.map((s) => [s.row.payload, s.as])).toEqual([
      ['bob', 'bob'],
      [{ code: 'x' }, null],
    ]);
    expect(engine.status.pending).toBe(0); // Bob sees nothing of Alice's queue…
    expect(await store.count()).toBe(1); // …which is still kept for her
    signIn(null);
    await engine.flush({ force: true });
    expect(sent).toHaveLength(2);
    signIn('alice');
    await engine.flush({ force: true });
    expect(sent.at(-1)).toMatchObject({ as: 'alice', row: { payload: 'alice-offline' } });
    expect(await store.count()).toBe(0);
  });

  it('keeps a write that arrives while an older value is in flight, and sends it next', async () => {
    const { engine, store, sent } = setup({ user: 'u1' });
    let release!: () => void;
    const slow: Transport = {
      send: async (row) => {
        sent.push({ at: Date.now(), row: structuredClone(row), as: 'u1' });
        if (sent.length === 1) await new Promise<void>((r) => (release = r));
        return { status: 201 };
      },
    };
    (engine as unknown as { o: { transport: Transport } }).o.transport = slow;
    await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: 'old' });
    const flushing = engine.flush();
    await vi.advanceTimersByTimeAsync(0);
    await engine.write({ userId: 'u1', kind: 'accessibility', merge: true, payload: 'new' });
    release();
    await flushing;
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((s) => s.row.payload)).toEqual(['old', 'new']);
    expect(await store.count()).toBe(0);
  });

  it('sends nothing while offline', async () => {
    let online = false;
    const { engine, sent } = setup({ user: 'u1', online: () => online });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(0);
    expect(engine.status.pending).toBe(1);
    online = true;
    await engine.flush({ force: true });
    expect(sent).toHaveLength(1);
  });

  it('gives up on a send that never answers after 20 s, backs off and sends the row again', async () => {
    const { engine, store, sent } = setup({ user: 'u1', unanswered: 1 });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(300 + 19_999);
    expect(sent).toHaveLength(1);
    expect(engine.status.pending).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.status.lastError).toMatch(/no answer within 20 s/);
    // Backed off 1 s like any network failure, then sent again: the stuck request held nothing.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => s.at)).toEqual([300, 21_300]);
    expect(await store.count()).toBe(0);
  });

  it('a forced flush (going online) is not held up for good by a send that never answers', async () => {
    const { engine, store, sent } = setup({ user: 'u1', unanswered: 1 });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(5_000);
    void engine.flush({ force: true }); // coalesces behind the stuck send and runs, ignoring back-off, once it is given up
    await vi.advanceTimersByTimeAsync(15_300);
    expect(sent.map((s) => s.at)).toEqual([300, 20_300]);
    expect(await store.count()).toBe(0);
  });

  it('a session read that never answers does not hold the queue: the flush tries again and sends', async () => {
    // Read 1 is the status after the write; read 2 is the send's.
    const { engine, store, sent } = setup({ user: 'u1', sessionHangsOn: [2] });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(300 + 20_000);
    expect(sent).toHaveLength(0);
    expect(engine.status.lastError).toMatch(/session was not read within 20 s/);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => s.at)).toEqual([21_300]);
    expect(await store.count()).toBe(0);
  });

  it('a flush asked for while the last one reads its status is run after it, not dropped', async () => {
    // Read 2 (the send's) fails after 20 s; read 3, the status after it, is slow: the retry asked for at 21.3 s waits
    // for that flush to end (at 40.3 s), then runs.
    const { engine, store, sent } = setup({ user: 'u1', sessionHangsOn: [2, 3] });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(300 + 20_000 + 1000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(sent.map((s) => s.at)).toEqual([40_300]);
    expect(await store.count()).toBe(0);
  });

  it('a refresh after a 401 that never answers counts as a failed refresh: the row backs off and is sent later', async () => {
    const { engine, store, sent, session } = setup({ user: 'u1', answers: [{ status: 401 }], refreshHangs: true });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await vi.advanceTimersByTimeAsync(300 + 20_000 + 1000);
    expect(session.refreshes).toBe(1);
    expect(sent.map((s) => s.at)).toEqual([300, 21_300]);
    expect(await store.count()).toBe(0);
  });

  it('leaves a row queued when the session changed under the send', async () => {
    const { engine, store } = setup({ user: 'u1', answers: [{ status: -1 }] });
    await engine.write({ userId: 'u1', kind: 'locale', merge: true, payload: 'x' });
    await engine.flush();
    expect(await store.list(['u1'])).toMatchObject([{ attempts: 0 }]);
  });

  it('with two engines on one queue, only the lock holder sends', async () => {
    const store = new MemoryOutboxStore();
    let held = false;
    const lock = async (fn: () => Promise<void>) => {
      if (held) return false;
      held = true;
      try {
        await fn();
        return true;
      } finally {
        held = false;
      }
    };
    const sent: string[] = [];
    const make = (tab: string) =>
      new SyncEngine({
        store,
        lock,
        session: { currentUserId: async () => 'u1', refresh: async () => true },
        transport: { send: async (row) => (sent.push(`${tab}:${String(row.payload)}`), { status: 201 }) },
      });
    const a = make('a');
    const b = make('b');
    for (let i = 0; i < 5; i++) await store.enqueue({ userId: null, kind: 'referral-click', payload: i });
    await Promise.all([a.flush(), b.flush()]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent.map((s) => s.split(':')[1])).toEqual(['0', '1', '2', '3', '4']);
    expect(new Set(sent.map((s) => s.split(':')[0])).size).toBe(1);
  });
});
