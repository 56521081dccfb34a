// @vitest-environment jsdom
// SPEC §4 accessibility: defaults, validation, what is applied to <html>, the guest copy, the pre-paint script.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCESSIBILITY,
  fromPreferencesRow,
  sanitizeAccessibility,
  toPreferencesRow,
  type AccessibilitySettings,
} from '../../src/features/accessibility/accessibility-state';
import {
  APPLIED_ACCESSIBILITY_KEY,
  GUEST_ACCESSIBILITY_KEY,
  readGuestAccessibility,
} from '../../src/features/accessibility/accessibility-storage';
import { applyAccessibility } from '../../src/features/accessibility/apply-accessibility';
import { resetAccessibility, updateAccessibility } from '../../src/features/accessibility/accessibility-store';

const root = () => document.documentElement;
const vars = () => ({
  text: root().style.getPropertyValue('--summit-text-color'),
  bg: root().style.getPropertyValue('--summit-bg-color'),
  size: root().style.getPropertyValue('--summit-font-size'),
  dyslexia: root().classList.contains('dyslexia-font'),
});

function resetDom() {
  root().removeAttribute('style');
  root().className = '';
}

beforeEach(() => {
  localStorage.clear();
  resetDom();
});

describe('accessibility settings', () => {
  it('defaults to default colours, medium font, dyslexia font off', () => {
    expect(DEFAULT_ACCESSIBILITY).toEqual({ textColor: 'default', backgroundColor: 'default', fontSize: 'medium', dyslexiaFriendlyFont: false });
  });

  it('keeps only valid values', () => {
    expect(sanitizeAccessibility({ textColor: '#AABBCC', backgroundColor: 'url(javascript:x)', fontSize: 'huge', dyslexiaFriendlyFont: 'yes' })).toEqual({
      ...DEFAULT_ACCESSIBILITY,
      textColor: '#aabbcc',
    });
    expect(sanitizeAccessibility(null)).toEqual(DEFAULT_ACCESSIBILITY);
  });

  it('maps to and from the user_preferences row', () => {
    const s: AccessibilitySettings = { textColor: '#111111', backgroundColor: 'default', fontSize: 'xlarge', dyslexiaFriendlyFont: true };
    const row = toPreferencesRow('u1', s);
    expect(row).toEqual({ user_id: 'u1', text_color: '#111111', background_color: 'default', font_size: 'xlarge', dyslexia_friendly_font: true });
    expect(fromPreferencesRow(row)).toEqual(s);
  });

  it.each([
    ['small', '0.875rem'],
    ['medium', '1rem'],
    ['large', '1.125rem'],
    ['xlarge', '1.25rem'],
  ] as const)('font size %s is %s', (fontSize, rem) => {
    applyAccessibility({ ...DEFAULT_ACCESSIBILITY, fontSize });
    expect(vars().size).toBe(rem);
  });

  it('overrides colours only when not default, and toggles the dyslexia font class', () => {
    applyAccessibility({ textColor: '#ffffff', backgroundColor: '#000000', fontSize: 'large', dyslexiaFriendlyFont: true });
    expect(vars()).toEqual({ text: '#ffffff', bg: '#000000', size: '1.125rem', dyslexia: true });
    applyAccessibility({ ...DEFAULT_ACCESSIBILITY });
    expect(vars()).toEqual({ text: '', bg: '', size: '1rem', dyslexia: false });
  });
});

describe('guest settings in local storage', () => {
  it('saves a guest change to accessibility_settings and applies it', async () => {
    const next = { ...DEFAULT_ACCESSIBILITY, fontSize: 'xlarge' as const, textColor: '#123456' };
    await updateAccessibility(next, null);
    expect(JSON.parse(localStorage.getItem(GUEST_ACCESSIBILITY_KEY)!)).toEqual(next);
    expect(vars()).toMatchObject({ text: '#123456', size: '1.25rem' });
  });

  it('reset restores defaults and clears the guest copy', async () => {
    await updateAccessibility({ ...DEFAULT_ACCESSIBILITY, fontSize: 'small', backgroundColor: '#eeeeee' }, null);
    await resetAccessibility(null);
    expect(localStorage.getItem(GUEST_ACCESSIBILITY_KEY)).toBeNull();
    expect(vars()).toEqual({ text: '', bg: '', size: '1rem', dyslexia: false });
  });

  it('falls back to defaults on corrupted JSON and repairs the key', () => {
    localStorage.setItem(GUEST_ACCESSIBILITY_KEY, '{"fontSize":');
    expect(readGuestAccessibility()).toEqual(DEFAULT_ACCESSIBILITY);
    expect(JSON.parse(localStorage.getItem(GUEST_ACCESSIBILITY_KEY)!)).toEqual(DEFAULT_ACCESSIBILITY);
  });
});

describe('pre-paint script in index.html', () => {
  const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const run = () => new Function(script)();

  it('is small and has no imports', () => {
    expect(script.length).toBeLessThan(1500);
    expect(script).not.toMatch(/\bimport\b/);
  });

  it.each<[string, AccessibilitySettings]>([
    ['all set', { textColor: '#fafafa', backgroundColor: '#101010', fontSize: 'xlarge', dyslexiaFriendlyFont: true }],
    ['defaults', { ...DEFAULT_ACCESSIBILITY }],
    ['small only', { ...DEFAULT_ACCESSIBILITY, fontSize: 'small' }],
  ])('applies the same as the app (%s)', (_name, settings) => {
    applyAccessibility(settings);
    const expected = vars();
    resetDom();
    localStorage.setItem(APPLIED_ACCESSIBILITY_KEY, JSON.stringify(settings));
    run();
    // The app always sets the size; the script may leave medium to the stylesheet's default (1rem).
    expect({ ...vars(), size: vars().size || '1rem' }).toEqual(expected);
  });

  it("reads the guest key when nothing was applied yet, and survives corrupted JSON", () => {
    localStorage.setItem(GUEST_ACCESSIBILITY_KEY, JSON.stringify({ ...DEFAULT_ACCESSIBILITY, fontSize: 'large' }));
    run();
    expect(vars().size).toBe('1.125rem');
    resetDom();
    localStorage.setItem(APPLIED_ACCESSIBILITY_KEY, 'not json');
    expect(run).not.toThrow();
    expect(vars()).toEqual({ text: '', bg: '', size: '', dyslexia: false });
  });
});
