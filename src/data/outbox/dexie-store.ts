// The queue in IndexedDB. Dexie transactions are atomic across tabs, so two tabs queuing the same preference
// at once still end with one merged row.
import type { SummitDb } from '../db';
import { byId, toDeadLetter, type NewWrite, type OutboxStore } from './store';
import { newRow } from './new-row';
import type { OutboxRow } from './types';

const owned = (owners: ReadonlyArray<string | null>) => (row: { userId: string | null }) => owners.includes(row.userId);

export class DexieOutboxStore implements OutboxStore {
  readonly kind = 'indexeddb' as const;
  constructor(private readonly db: SummitDb) {}

  enqueue(write: NewWrite, local?: { key: string; value: unknown }): Promise<OutboxRow> {
    const { db } = this;
    return db.transaction('rw', db.outbox, db.localCopies, async () => {
      const now = Date.now();
      if (local) await db.localCopies.put({ key: local.key, value: local.value, updatedAt: now });
      if (write.userId !== null && write.merge) {
        const queued = (await db.outbox.where('[userId+kind]').equals([write.userId, write.kind]).toArray()).sort(byId);
        const [first, ...extra] = queued;
        if (first) {
          const merged: OutboxRow = { ...first, payload: write.payload, v: first.v + 1 };
          await db.outbox.put(merged);
          if (extra.length) await db.outbox.bulkDelete(extra.map((r) => r.id));
          return merged;
        }
      }
      const row = newRow(write, now);
      await db.outbox.add(row);
      return row;
    });
  }

  enqueueAll(writes: readonly NewWrite[], local?: { key: string; value: unknown }): Promise<OutboxRow[]> {
    const { db } = this;
    // enqueue's own transactions join this one (same tables), so all rows and the copy commit together or not at all.
    return db.transaction('rw', db.outbox, db.localCopies, async () => {
      const rows: OutboxRow[] = [];
      for (const [i, write] of writes.entries()) rows.push(await this.enqueue(write, i === 0 ? local : undefined));
      return rows;
    });
  }

  async list(owners: ReadonlyArray<string | null>, dueBy?: number): Promise<OutboxRow[]> {
    const rows = await this.db.outbox.orderBy('id').filter(owned(owners)).toArray();
    return dueBy === undefined ? rows : rows.filter((r) => r.nextAt <= dueBy);
  }

  complete(id: string, v: number): Promise<boolean> {
    const { db } = this;
    return db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row) return true;
      if (row.v !== v) {
        // A newer write merged in while this one was in flight: keep it, due now.
        await db.outbox.update(id, { attempts: 0, nextAt: 0, lastError: null });
        return false;
      }
      await db.outbox.delete(id);
      return true;
    });
  }

  async retryLater(id: string, attempts: number, nextAt: number, lastError: string): Promise<void> {
    await this.db.outbox.update(id, { attempts, nextAt, lastError });
  }

  reject(row: OutboxRow, result: Parameters<OutboxStore['reject']>[1], at: number): Promise<void> {
    const { db } = this;
    return db.transaction('rw', db.outbox, db.deadLetters, async () => {
      await db.deadLetters.put(toDeadLetter(row, result, at));
      const current = await db.outbox.get(row.id);
      // If a newer write merged in meanwhile, that newer value deserves its own try.
      if (current && current.v !== row.v) await db.outbox.update(row.id, { attempts: 0, nextAt: 0, lastError: null });
      else await db.outbox.delete(row.id);
    });
  }

  count(owners?: ReadonlyArray<string | null>): Promise<number> {
    return owners ? this.db.outbox.filter(owned(owners)).count() : this.db.outbox.count();
  }

  async hasPending(userId: string, kind: OutboxRow['kind']): Promise<boolean> {
    return (await this.db.outbox.where('[userId+kind]').equals([userId, kind]).count()) > 0;
  }

  async deadLetters(owners: ReadonlyArray<string | null>) {
    return (await this.db.deadLetters.orderBy('rejectedAt').reverse().toArray()).filter(owned(owners));
  }

  async dismissDeadLetter(id: string): Promise<void> {
    await this.db.deadLetters.delete(id);
  }

  getLocal(key: string) {
    return this.db.localCopies.get(key);
  }

  async putLocal(key: string, value: unknown): Promise<void> {
    await this.db.localCopies.put({ key, value, updatedAt: Date.now() });
  }
}
