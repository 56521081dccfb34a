// The queue's contract, run against both implementations: IndexedDB (fake-indexeddb) and memory.
import { describe, expect, it } from 'vitest';
import { SummitDb } from '../../src/data/db';
import { DexieOutboxStore } from '../../src/data/outbox/dexie-store';
import { MemoryOutboxStore } from '../../src/data/outbox/memory-store';
import type { OutboxStore } from '../../src/data/outbox/store';

let dbCount = 0;
async function dexieStore(): Promise<DexieOutboxStore> {
  const db = new SummitDb(`store-test-${++dbCount}`);
  await db.open();
  return new DexieOutboxStore(db);
}

const implementations: Array<[string, () => Promise<OutboxStore>]> = [
  ['indexeddb', dexieStore],
  ['memory', async () => new MemoryOutboxStore()],
];

describe.each(implementations)('outbox store (%s)', (_name, make) => {
  it('merges queued preference writes per (user, kind) to the latest value', async () => {
    const store = await make();
    const first = await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: { size: 'small' } });
    await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: { size: 'large' } });
    const last = await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: { size: 'xlarge' } });
    const rows = await store.list(['u1']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, payload: { size: 'xlarge' }, v: 3 });
    expect(last.v).toBe(3);
  });

  it('keeps kinds and users apart when merging', async () => {
    const store = await make();
    await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: 1 });
    await store.enqueue({ userId: 'u1', kind: 'locale', merge: true, payload: 2 });
    await store.enqueue({ userId: 'u2', kind: 'accessibility', merge: true, payload: 3 });
    await store.enqueue({ userId: 'u2', kind: 'accessibility', merge: true, payload: 4 });
    expect((await store.list(['u1'])).map((r) => r.payload)).toEqual([1, 2]);
    expect((await store.list(['u2'])).map((r) => r.payload)).toEqual([4]);
    expect(await store.count()).toBe(3);
  });

  it('never merges referral clicks, and lists rows in the order they were written', async () => {
    const store = await make();
    for (const code of ['a', 'b', 'c']) await store.enqueue({ userId: null, kind: 'referral-click', payload: { code } });
    await store.enqueue({ userId: 'u1', kind: 'referral-click', payload: { code: 'd' } });
    await store.enqueue({ userId: 'u1', kind: 'referral-click', payload: { code: 'e' } });
    expect((await store.list([null])).map((r) => (r.payload as { code: string }).code)).toEqual(['a', 'b', 'c']);
    expect((await store.list(['u1', null])).map((r) => (r.payload as { code: string }).code)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('deletes a sent row only if no newer write merged into it while it was in flight', async () => {
    const store = await make();
    const sent = await store.enqueue({ userId: 'u1', kind: 'locale', merge: true, payload: 'old' });
    await store.enqueue({ userId: 'u1', kind: 'locale', merge: true, payload: 'new' }); // arrives during the send
    expect(await store.complete(sent.id, sent.v)).toBe(false);
    const [kept] = await store.list(['u1']);
    expect(kept).toMatchObject({ payload: 'new', v: 2, attempts: 0, nextAt: 0 });
    expect(await store.complete(kept!.id, kept!.v)).toBe(true);
    expect(await store.count()).toBe(0);
  });

  it('skips rows still backing off when asked for due rows only', async () => {
    const store = await make();
    const a = await store.enqueue({ userId: null, kind: 'referral-click', payload: 'a' });
    await store.enqueue({ userId: null, kind: 'referral-click', payload: 'b' });
    await store.retryLater(a.id, 1, 5_000, 'HTTP 503');
    expect((await store.list([null], 1_000)).map((r) => r.payload)).toEqual(['b']);
    expect((await store.list([null], 5_000)).map((r) => r.payload)).toEqual(['a', 'b']);
    expect((await store.list([null]))[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 503' });
  });

  it('moves a rejected write to the dead letters and out of the queue', async () => {
    const store = await make();
    const row = await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: 'x' });
    await store.reject(row, { status: 403, code: '42501', message: 'new row violates row-level security policy' }, 42);
    expect(await store.count()).toBe(0);
    const dead = await store.deadLetters(['u1']);
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ id: row.id, kind: 'accessibility', status: 403, code: '42501', rejectedAt: 42 });
    expect(dead[0]!.error).toContain('row-level security');
    expect(await store.deadLetters(['u2'])).toEqual([]);
    await store.dismissDeadLetter(row.id);
    expect(await store.deadLetters(['u1'])).toEqual([]);
  });

  it('writes the local copy together with the queued row', async () => {
    const store = await make();
    await store.enqueue({ userId: 'u1', kind: 'locale', merge: true, payload: 'p' }, { key: 'u1:locale', value: { locale: 'fr-FR' } });
    expect((await store.getLocal('u1:locale'))?.value).toEqual({ locale: 'fr-FR' });
    expect(await store.hasPending('u1', 'locale')).toBe(true);
    expect(await store.hasPending('u1', 'accessibility')).toBe(false);
  });
});

describe('outbox store (indexeddb) atomicity', () => {
  it('does not keep the local copy when queuing the row fails', async () => {
    const store = await dexieStore();
    const uncloneable = { fn: () => 1 };
    await expect(
      store.enqueue({ userId: 'u1', kind: 'locale', merge: true, payload: uncloneable }, { key: 'u1:locale', value: 'copy' }),
    ).rejects.toThrow();
    expect(await store.getLocal('u1:locale')).toBeUndefined();
    expect(await store.count()).toBe(0);
  });

  it('keeps one merged row when two writers queue the same preference at once', async () => {
    const db = new SummitDb(`store-test-${++dbCount}`);
    const tabA = new DexieOutboxStore(db);
    const tabB = new DexieOutboxStore(new SummitDb(db.name));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? tabA : tabB).enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: i })),
    );
    const rows = await tabA.list(['u1']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.v).toBe(20);
  });
});
