// The accessibility feature's server module (SPEC §7): the newest row by updated_at is read; writes go through the
// outbox.
import { getOutbox, localCopyKey } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { getSupabase } from '../../data/supabase';
import type { LoadResult } from '../../lib/load-result';
import { accessibilityKind, type AccessibilityRow } from './offline-kind';

export type { AccessibilityRow };

const localKey = (userId: string) => localCopyKey(userId, accessibilityKind.kind);

export async function loadAccessibilityRow(userId: string): Promise<LoadResult<AccessibilityRow>> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('user_preferences')
      .select('*')
      .eq('user_id', userId)
      .order('updated_at', { ascending: false })
      .limit(1)
      .maybeSingle();
    if (error) return { ok: false, message: error.message || 'Failed loading accessibility settings' };
    return { ok: true, row: (data as AccessibilityRow | null) ?? null };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Failed loading accessibility settings' };
  }
}

export async function saveAccessibility(row: AccessibilityRow, local: unknown): Promise<void> {
  const outbox = await getOutbox();
  await outbox.write(writeOf(accessibilityKind, row.user_id, { row }), { key: localKey(row.user_id), value: local });
}

export async function hasPendingAccessibility(userId: string): Promise<boolean> {
  return (await getOutbox()).hasPending(userId, accessibilityKind.kind);
}

/** The device copy written with the last queued change, for showing it before the server answers. */
export async function localAccessibility(userId: string): Promise<unknown> {
  return (await (await getOutbox()).getLocalCopy(localKey(userId)))?.value;
}
