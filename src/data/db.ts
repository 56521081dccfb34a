// The app's IndexedDB database (Dexie). Every schema version stays listed so an installed app that still holds
// queued writes from an older version upgrades in place and delivers them.
import Dexie, { type DexieOptions, type Table, type Transaction } from 'dexie';
import type { DeadLetter, LocalCopy, OutboxRow } from './outbox/types';

import { DB_NAME } from './db-name';

export { DB_NAME };

/** Schema history, oldest first. Never edit a released entry: add a new one. */
export const SCHEMA_VERSIONS: ReadonlyArray<{
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<unknown> | void;
}> = [
  // 1: the queue (time-ordered ids) and the local copies written with it.
  { version: 1, stores: { outbox: 'id, nextAt', localCopies: 'key' } },
  // 2: rejected writes kept for the user to see; an index to merge preference writes per (user, kind);
  //    rows queued by version 1 lacked the merge counter and the error field.
  {
    version: 2,
    stores: { outbox: 'id, nextAt, [userId+kind]', deadLetters: 'id, rejectedAt' },
    upgrade: (tx) =>
      tx
        .table('outbox')
        .toCollection()
        .modify((row: Partial<OutboxRow>) => {
          row.v ??= 1;
          row.attempts ??= 0;
          row.nextAt ??= 0;
          row.lastError ??= null;
          row.createdAt ??= Date.now();
        }),
  },
];

export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]!.version;

export class SummitDb extends Dexie {
  outbox!: Table<OutboxRow, string>;
  deadLetters!: Table<DeadLetter, string>;
  localCopies!: Table<LocalCopy, string>;

  /** `options` lets tests outside a browser hand in an IndexedDB implementation. */
  constructor(name = DB_NAME, upTo = CURRENT_SCHEMA_VERSION, options?: DexieOptions) {
    super(name, options);
    for (const entry of SCHEMA_VERSIONS) {
      if (entry.version > upTo) break;
      const version = this.version(entry.version).stores(entry.stores);
      if (entry.upgrade) version.upgrade(entry.upgrade);
    }
  }
}
