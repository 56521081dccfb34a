// The server takes at most 10 referral clicks or telemetry events per request and refuses larger bodies with 413:
// the outbox never sends more than that in one request (a backlog goes out as several requests), and a 413 is
// "split and retry", never a dead letter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { classify } from '../../src/data/outbox/classify';
import { SyncEngine, type Transport } from '../../src/data/outbox/engine';
import { MemoryOutboxStore } from '../../src/data/outbox/memory-store';
import { MAX_EVENTS_PER_REQUEST, supabaseTransport } from '../../src/data/outbox/supabase-transport';
import type { SendResult } from '../../src/data/outbox/types';
import { offlineKinds } from '../../src/app/outbox-kinds';

const resolveKind = (kind: string) => offlineKinds[kind]?.() as ReturnType<Parameters<typeof supabaseTransport>[2]>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

/** A supabase-js stand-in recording every insert / upsert: table and number of rows in the request. */
function recordingClient(requests: Array<{ table: string; rows: number }>, userId: string | null) {
  const write = (table: string) => async (rows: unknown) => {
    requests.push({ table, rows: Array.isArray(rows) ? rows.length : 1 });
    return { status: 201, error: null };
  };
  return {
    from: (table: string) => ({ insert: write(table), upsert: write(table) }),
    auth: { getSession: async () => ({ data: { session: userId ? { user: { id: userId } } : null } }) },
  } as unknown as SupabaseClient;
}

describe('outbox and the server limits', () => {
  it('a 413 (body too large, or PT413: too many rows) is retried, never dead-lettered', () => {
    expect(classify({ status: 413, message: 'Request size limit exceeded' })).toBe('retry');
    expect(classify({ status: 413, code: 'PT413', message: 'At most 10 rows per request' })).toBe('retry');
  });

  it('a backlog of 25 referral clicks and 12 locale saves goes out as requests of at most 10 rows each', async () => {
    const requests: Array<{ table: string; rows: number }> = [];
    const user = recordingClient(requests, 'u1');
    const transport = supabaseTransport(async () => user, async () => recordingClient(requests, null), resolveKind);
    const store = new MemoryOutboxStore();
    let online = false;
    const engine = new SyncEngine({
      store,
      transport,
      session: { currentUserId: async () => 'u1', refresh: async () => true },
      random: () => 0,
      isOnline: () => online,
    });
    for (let i = 0; i < 25; i++) await engine.write({ userId: null, kind: 'referral-click', payload: { code: `c${i}` } });
    for (let i = 0; i < 12; i++) {
      await engine.write({
        userId: 'u1',
        kind: 'locale', merge: true,
        payload: { row: { user_id: 'u1' }, telemetry: { id: `t${i}`, user_id: 'u1', event: 'locale_preferences_saved', payload: {} } },
      });
    }
    online = true;
    await engine.flush({ force: true });
    expect(await store.count()).toBe(0);
    const events = requests.filter((r) => r.table === 'referral_events' || r.table === 'telemetry_events');
    expect(events.filter((r) => r.table === 'referral_events')).toHaveLength(25);
    expect(Math.max(...events.map((r) => r.rows))).toBeLessThanOrEqual(MAX_EVENTS_PER_REQUEST);
  });

  it('a queued click answered 413 stays queued and is sent again; the queue loses nothing', async () => {
    const answers: SendResult[] = [{ status: 413, code: 'PT413' }];
    const sent: string[] = [];
    const transport: Transport = {
      async send(row) {
        sent.push(row.id);
        return answers.shift() ?? { status: 201 };
      },
    };
    const store = new MemoryOutboxStore();
    const engine = new SyncEngine({ store, transport, session: { currentUserId: async () => null, refresh: async () => false }, random: () => 0 });
    const row = await engine.write({ userId: null, kind: 'referral-click', payload: { code: 'x' } });
    await vi.advanceTimersByTimeAsync(300 + 1500);
    expect(sent).toEqual([row.id, row.id]);
    expect(await store.count()).toBe(0);
    expect(engine.status.deadLetters).toEqual([]);
  });
});
