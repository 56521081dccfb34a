// Which settings a signed-in user sees: a queued change not yet confirmed wins (its device copy), otherwise the
// newest row on the server; with neither, what is on screen stays.
import {
  hasPendingAccessibility,
  loadAccessibilityRow,
  localAccessibility,
} from './api';
import { fromPreferencesRow, sanitizeAccessibility, type AccessibilitySettings } from './accessibility-state';

export async function loadAccountAccessibility(userId: string): Promise<AccessibilitySettings | { error: string } | null> {
  if (await hasPendingAccessibility(userId).catch(() => false)) {
    const local = await localAccessibility(userId).catch(() => undefined);
    return local ? sanitizeAccessibility(local) : null;
  }
  const result = await loadAccessibilityRow(userId);
  if (!result.ok) return { error: result.message };
  return result.row ? fromPreferencesRow(result.row) : null;
}
