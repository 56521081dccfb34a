// Device copies of the accessibility settings.
// - 'accessibility_settings' (SPEC §7): the guest's settings.
// - 'summit.accessibility.applied.v1': whatever was applied last (guest or account), read by the pre-paint script
//   in index.html so a reload paints with the right colours and size at once, signed in or not.
// Corrupted JSON falls back to the defaults and the key is repaired.
import { DEFAULT_ACCESSIBILITY, sanitizeAccessibility, type AccessibilitySettings } from './accessibility-state';

export const GUEST_ACCESSIBILITY_KEY = 'accessibility_settings';
export const APPLIED_ACCESSIBILITY_KEY = 'summit.accessibility.applied.v1';

function read(key: string): AccessibilitySettings | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return sanitizeAccessibility(JSON.parse(raw));
  } catch {
    write(key, DEFAULT_ACCESSIBILITY);
    return { ...DEFAULT_ACCESSIBILITY };
  }
}

function write(key: string, value: AccessibilitySettings): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: settings still apply to this page.
  }
}

export const readGuestAccessibility = () => read(GUEST_ACCESSIBILITY_KEY) ?? { ...DEFAULT_ACCESSIBILITY };
export const writeGuestAccessibility = (s: AccessibilitySettings) => write(GUEST_ACCESSIBILITY_KEY, s);
export function clearGuestAccessibility(): void {
  try {
    localStorage.removeItem(GUEST_ACCESSIBILITY_KEY);
  } catch {
    // nothing stored
  }
}

export const readAppliedAccessibility = () => read(APPLIED_ACCESSIBILITY_KEY);
export const writeAppliedAccessibility = (s: AccessibilitySettings) => write(APPLIED_ACCESSIBILITY_KEY, s);
