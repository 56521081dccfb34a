// The locale feature's server module (SPEC §7): the saved row is read directly and written only through the outbox.
import { v7 as uuidv7 } from 'uuid';
import { getOutbox, localCopyKey } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { getSupabase } from '../../data/supabase';
import type { LoadResult } from '../../lib/load-result';
import { localeKind, type LocaleRow } from './offline-kind';
import { telemetryEventKind } from './telemetry-kind';

export type SavedLocaleRow = Omit<LocaleRow, 'user_id'>;
export type { LocaleRow };

export async function loadLocaleRow(userId: string): Promise<LoadResult<SavedLocaleRow>> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('user_locale_preferences')
      .select('preferred_locale, preferred_currency, preferred_country, preferred_timezone, use_device_locale')
      .eq('user_id', userId)
      // At most one row: a user who never saved has none, which is no error (a .single() read answers it with 406).
      .maybeSingle();
    if (error?.code === 'PGRST116') return { ok: true, row: null }; // no saved row: not an error
    if (error) return { ok: false, message: error.message || 'Failed loading locale' };
    return { ok: true, row: (data as SavedLocaleRow | null) ?? null };
  } catch (error) {
    return { ok: false, message: error instanceof Error && error.message ? error.message : 'Failed loading locale' };
  }
}

/**
 * Queues the upsert (merged with a queued one) and this Save's telemetry event (never merged); the local copy is
 * stored in the same transaction.
 */
export async function saveLocale(row: LocaleRow, state: unknown): Promise<void> {
  const event = { id: uuidv7(), user_id: row.user_id, event: 'locale_preferences_saved' as const, payload: state };
  const outbox = await getOutbox();
  await outbox.writeAll([writeOf(localeKind, row.user_id, { row }), writeOf(telemetryEventKind, row.user_id, event)], {
    key: localCopyKey(row.user_id, localeKind.kind),
    value: state,
  });
}

/** A queued save not yet confirmed: the server's older row must not overwrite it. */
export async function hasPendingLocale(userId: string): Promise<boolean> {
  return (await getOutbox()).hasPending(userId, localeKind.kind);
}
