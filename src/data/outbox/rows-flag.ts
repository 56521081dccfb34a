// A cheap hint, readable before anything heavy loads: may the outbox hold rows on this device? The running outbox
// keeps it in localStorage ('1' while rows are queued or rejected, '0' once it is empty), so a guest with nothing
// queued starts neither Dexie nor supabase-js. Without the hint (a device from before it existed, or storage
// cleared) the answer comes from whether the app's IndexedDB database exists at all (no Dexie needed to ask).
import { DB_NAME, databaseMayExist } from '../db-name';

export const OUTBOX_ROWS_KEY = 'summit.outbox.hasRows.v1';

export function markOutboxRows(hasRows: boolean): void {
  try {
    localStorage.setItem(OUTBOX_ROWS_KEY, hasRows ? '1' : '0');
  } catch {
    // storage unavailable: the outbox then starts whenever the database exists
  }
}

export async function outboxMayHoldRows(): Promise<boolean> {
  let flag: string | null = null;
  try {
    flag = localStorage.getItem(OUTBOX_ROWS_KEY);
  } catch {
    flag = null;
  }
  if (flag === '1') return true;
  if (flag === '0') return false;
  return databaseMayExist(DB_NAME);
}
