// The queue in memory, for browsers where IndexedDB cannot be opened. Same contract, lost on reload: the status
// says so to the user.
import { byId, toDeadLetter, type NewWrite, type OutboxStore } from './store';
import { newRow } from './new-row';
import type { DeadLetter, LocalCopy, OutboxRow } from './types';

export class MemoryOutboxStore implements OutboxStore {
  readonly kind = 'memory' as const;
  private rows = new Map<string, OutboxRow>();
  private dead = new Map<string, DeadLetter>();
  private copies = new Map<string, LocalCopy>();

  async enqueue(write: NewWrite, local?: { key: string; value: unknown }): Promise<OutboxRow> {
    const now = Date.now();
    if (local) this.copies.set(local.key, { key: local.key, value: local.value, updatedAt: now });
    if (write.userId !== null && write.merge) {
      const queued = [...this.rows.values()].find((r) => r.userId === write.userId && r.kind === write.kind);
      if (queued) {
        const merged = { ...queued, payload: write.payload, v: queued.v + 1 };
        this.rows.set(merged.id, merged);
        return { ...merged };
      }
    }
    const row = newRow(write, now);
    this.rows.set(row.id, row);
    return { ...row };
  }

  async enqueueAll(writes: readonly NewWrite[], local?: { key: string; value: unknown }): Promise<OutboxRow[]> {
    const rows: OutboxRow[] = [];
    for (const [i, write] of writes.entries()) rows.push(await this.enqueue(write, i === 0 ? local : undefined));
    return rows;
  }

  async list(owners: ReadonlyArray<string | null>, dueBy?: number): Promise<OutboxRow[]> {
    return [...this.rows.values()]
      .filter((r) => owners.includes(r.userId) && (dueBy === undefined || r.nextAt <= dueBy))
      .sort(byId)
      .map((r) => ({ ...r }));
  }

  async complete(id: string, v: number): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return true;
    if (row.v !== v) {
      this.rows.set(id, { ...row, attempts: 0, nextAt: 0, lastError: null });
      return false;
    }
    this.rows.delete(id);
    return true;
  }

  async retryLater(id: string, attempts: number, nextAt: number, lastError: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, attempts, nextAt, lastError });
  }

  async reject(row: OutboxRow, result: Parameters<OutboxStore['reject']>[1], at: number): Promise<void> {
    this.dead.set(row.id, toDeadLetter(row, result, at));
    const current = this.rows.get(row.id);
    if (current && current.v !== row.v) this.rows.set(row.id, { ...current, attempts: 0, nextAt: 0, lastError: null });
    else this.rows.delete(row.id);
  }

  async count(owners?: ReadonlyArray<string | null>): Promise<number> {
    return owners ? [...this.rows.values()].filter((r) => owners.includes(r.userId)).length : this.rows.size;
  }

  async hasPending(userId: string, kind: OutboxRow['kind']): Promise<boolean> {
    return [...this.rows.values()].some((r) => r.userId === userId && r.kind === kind);
  }

  async deadLetters(owners: ReadonlyArray<string | null>): Promise<DeadLetter[]> {
    return [...this.dead.values()].filter((d) => owners.includes(d.userId)).sort((a, b) => b.rejectedAt - a.rejectedAt);
  }

  async dismissDeadLetter(id: string): Promise<void> {
    this.dead.delete(id);
  }

  async getLocal(key: string): Promise<LocalCopy | undefined> {
    return this.copies.get(key);
  }

  async putLocal(key: string, value: unknown): Promise<void> {
    this.copies.set(key, { key, value, updatedAt: Date.now() });
  }
}
