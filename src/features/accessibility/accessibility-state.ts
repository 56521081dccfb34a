// Accessibility settings (SPEC §3-4, §9) as pure functions: defaults, validation of anything read back, and the
// mapping to the user_preferences row.
export const FONT_SIZES = { small: '0.875rem', medium: '1rem', large: '1.125rem', xlarge: '1.25rem' } as const;
export type FontSize = keyof typeof FONT_SIZES;

export interface AccessibilitySettings {
  /** 'default' or a colour (#rrggbb). */
  textColor: string;
  backgroundColor: string;
  fontSize: FontSize;
  dyslexiaFriendlyFont: boolean;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  textColor: 'default',
  backgroundColor: 'default',
  fontSize: 'medium',
  dyslexiaFriendlyFont: false,
};

const HEX = /^#[0-9a-f]{6}$/i;
const isColor = (v: unknown): v is string => v === 'default' || (typeof v === 'string' && HEX.test(v));
const isFontSize = (v: unknown): v is FontSize => typeof v === 'string' && Object.hasOwn(FONT_SIZES, v);

/** Keeps the valid fields of a stored or received value over the defaults; nothing malformed gets through. */
export function sanitizeAccessibility(value: unknown): AccessibilitySettings {
  const out = { ...DEFAULT_ACCESSIBILITY };
  if (!value || typeof value !== 'object') return out;
  const v = value as Record<string, unknown>;
  if (isColor(v.textColor)) out.textColor = v.textColor.toLowerCase();
  if (isColor(v.backgroundColor)) out.backgroundColor = v.backgroundColor.toLowerCase();
  if (isFontSize(v.fontSize)) out.fontSize = v.fontSize;
  if (typeof v.dyslexiaFriendlyFont === 'boolean') out.dyslexiaFriendlyFont = v.dyslexiaFriendlyFont;
  return out;
}

export interface PreferencesRow {
  text_color: string | null;
  background_color: string | null;
  font_size: string | null;
  dyslexia_friendly_font: boolean | null;
}

export function fromPreferencesRow(row: PreferencesRow): AccessibilitySettings {
  return sanitizeAccessibility({
    textColor: row.text_color,
    backgroundColor: row.background_color,
    fontSize: row.font_size,
    dyslexiaFriendlyFont: row.dyslexia_friendly_font,
  });
}

export function toPreferencesRow(userId: string, s: AccessibilitySettings) {
  return {
    user_id: userId,
    text_color: s.textColor,
    background_color: s.backgroundColor,
    font_size: s.fontSize,
    dyslexia_friendly_font: s.dyslexiaFriendlyFont,
  };
}

export function sameSettings(a: AccessibilitySettings, b: AccessibilitySettings): boolean {
  return a.textColor === b.textColor && a.backgroundColor === b.backgroundColor && a.fontSize === b.fontSize && a.dyslexiaFriendlyFont === b.dyslexiaFriendlyFont;
}
