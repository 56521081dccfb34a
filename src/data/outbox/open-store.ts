// IndexedDB when the browser lets us open it; memory otherwise (the status tells the user their changes will not
// survive a reload).
import { SummitDb } from '../db';
import { DexieOutboxStore } from './dexie-store';
import { MemoryOutboxStore } from './memory-store';
import type { OutboxStore } from './store';

export async function openOutboxStore(name?: string): Promise<OutboxStore> {
  try {
    if (typeof indexedDB === 'undefined' || !indexedDB) throw new Error('IndexedDB is not available');
    const db = new SummitDb(name);
    await db.open();
    return new DexieOutboxStore(db);
  } catch (error) {
    console.warn('Offline storage unavailable; keeping changes in memory', error);
    return new MemoryOutboxStore();
  }
}
