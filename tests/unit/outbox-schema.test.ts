// An installed app holding queued writes from schema version 1 must upgrade in place and still deliver them.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSIONS, SummitDb } from '../../src/data/db';
import { DexieOutboxStore } from '../../src/data/outbox/dexie-store';

describe('database schema upgrade', () => {
  it('keeps rows queued under version 1 and makes them sendable and mergeable', async () => {
    const name = 'upgrade-test';
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_VERSIONS[0]!.stores);
    await v1.open();
    // Version 1 rows had no merge counter nor error field.
    await v1.table('outbox').bulkAdd([
      { id: '0190a000-0000-7000-8000-000000000001', userId: 'u1', kind: 'accessibility', payload: { font_size: 'large' }, attempts: 2, nextAt: 0 },
      { id: '0190a000-0000-7000-8000-000000000002', userId: null, kind: 'referral-click', payload: { code: 'abc' }, attempts: 0, nextAt: 0 },
    ]);
    await v1.table('localCopies').put({ key: 'u1:accessibility', value: { fontSize: 'large' }, updatedAt: 1 });
    v1.close();

    const db = new SummitDb(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    const store = new DexieOutboxStore(db);
    const rows = await store.list(['u1', null]);
    expect(rows.map((r) => r.kind)).toEqual(['accessibility', 'referral-click']);
    expect(rows[0]).toMatchObject({ v: 1, attempts: 2, lastError: null });
    expect((await store.getLocal('u1:accessibility'))?.value).toEqual({ fontSize: 'large' });

    // The new (user, kind) index finds the old row: a new write merges into it instead of queuing a second one.
    await store.enqueue({ userId: 'u1', kind: 'accessibility', merge: true, payload: { font_size: 'xlarge' } });
    const merged = await store.list(['u1']);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: rows[0]!.id, v: 2, payload: { font_size: 'xlarge' } });
    expect(await store.complete(merged[0]!.id, 2)).toBe(true);
    db.close();
  });
});
