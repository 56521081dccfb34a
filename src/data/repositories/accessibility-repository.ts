// Accessibility rows on the server (SPEC §7): the newest by updated_at is read; writes go through the outbox.
import { getOutbox } from '../outbox';
import type { AccessibilityRow } from '../outbox/payloads';
import { localCopyKey } from '../outbox/types';
import { getSupabase } from '../supabase';
import type { LoadResult } from './locale-repository';

export type { AccessibilityRow };

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
  await outbox.write(
    { userId: row.user_id, kind: 'accessibility', payload: { row } },
    { key: localCopyKey(row.user_id, 'accessibility'), value: local },
  );
}

export async function hasPendingAccessibility(userId: string): Promise<boolean> {
  return (await getOutbox()).hasPending(userId, 'accessibility');
}

/** The device copy written with the last queued change, for showing it before the server answers. */
export async function localAccessibility(userId: string): Promise<unknown> {
  return (await (await getOutbox()).getLocalCopy(localCopyKey(userId, 'accessibility')))?.value;
}
