import { v7 as uuidv7 } from 'uuid';
import type { NewWrite } from './store';
import type { OutboxRow } from './types';

export function newRow(write: NewWrite, now: number): OutboxRow {
  return { id: uuidv7(), userId: write.userId, kind: write.kind, payload: write.payload, v: 1, attempts: 0, nextAt: 0, lastError: null, createdAt: now };
}
