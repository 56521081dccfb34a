// The signed-in user's saved locale, merged over the device settings once per sign-in. A queued save that has not
// reached the server yet wins over the server's older row.
import { hasPendingLocale, loadLocaleRow } from './api';
import { fromRow, mergeLocale, type LocaleState } from './locale-state';

export type AccountLocale = { state: LocaleState } | { error: string } | null;

export async function loadAccountLocale(userId: string, current: LocaleState): Promise<AccountLocale> {
  if (await hasPendingLocale(userId).catch(() => false)) return null;
  const result = await loadLocaleRow(userId);
  if (!result.ok) return { error: result.message };
  if (!result.row) return null;
  return { state: mergeLocale(current, fromRow(result.row)) };
}
