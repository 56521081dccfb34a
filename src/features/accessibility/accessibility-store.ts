// Accessibility settings as app state (jotai, default store). initAccessibility() runs at boot; the hooks throw if
// it did not (a developer error, SPEC §8). Guests keep settings in local storage; a signed-in user's changes go to
// the account through the outbox, with the device copy written in the same transaction.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { DEFAULT_ACCESSIBILITY, sameSettings, toPreferencesRow, type AccessibilitySettings } from './accessibility-state';
import {
  clearGuestAccessibility,
  readAppliedAccessibility,
  readGuestAccessibility,
  writeAppliedAccessibility,
  writeGuestAccessibility,
} from './accessibility-storage';
import { applyAccessibility } from './apply-accessibility';

export const accessibilityAtom = atom<AccessibilitySettings | null>(null);

export function initAccessibility(): AccessibilitySettings {
  const store = getDefaultStore();
  const existing = store.get(accessibilityAtom);
  if (existing) return existing;
  // The pre-paint script already applied this; applying again loads the dyslexia font if it is on.
  const settings = readAppliedAccessibility() ?? readGuestAccessibility();
  store.set(accessibilityAtom, settings);
  applyAccessibility(settings);
  return settings;
}

/** Shows settings on this page and remembers them for the next first paint (no saving to any account). */
export function showAccessibility(settings: AccessibilitySettings): void {
  const store = getDefaultStore();
  const current = store.get(accessibilityAtom);
  if (current && sameSettings(current, settings)) return;
  store.set(accessibilityAtom, settings);
  applyAccessibility(settings);
  writeAppliedAccessibility(settings);
}

/** A change by the user: applied at once, then saved (account through the outbox, or the guest's local copy). */
export async function updateAccessibility(settings: AccessibilitySettings, userId: string | null): Promise<void> {
  showAccessibility(settings);
  if (!userId) {
    writeGuestAccessibility(settings);
    return;
  }
  const { saveAccessibility } = await import('./api');
  await saveAccessibility(toPreferencesRow(userId, settings), settings);
}

/** Reset: defaults applied; the guest copy is cleared; a signed-in user's account gets the defaults. */
export async function resetAccessibility(userId: string | null): Promise<void> {
  if (!userId) {
    showAccessibility({ ...DEFAULT_ACCESSIBILITY });
    clearGuestAccessibility();
    return;
  }
  await updateAccessibility({ ...DEFAULT_ACCESSIBILITY }, userId);
}

export function useAccessibility(): AccessibilitySettings {
  const settings = useAtomValue(accessibilityAtom);
  if (!settings) throw new Error('useAccessibility: settings are not initialised. Call initAccessibility() before rendering the app.');
  return settings;
}
