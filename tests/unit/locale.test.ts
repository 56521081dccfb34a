// @vitest-environment jsdom
// SPEC §4 locale rules: detection, the device copy merged over it, the account row, single changes and reset.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, type DeviceInfo, type LocaleState } from '../../src/i18n/detect-locale';
import { changeField, fromRow, mergeLocale, resetToDevice, setUseDevice, toRow } from '../../src/features/locale/locale-state';
import { LOCALE_STORAGE_KEY, readLocalLocale } from '../../src/features/locale/locale-storage';
import { currencyLabel } from '../../src/i18n/locale-options';

const device = (languages: string[], timeZone = 'Europe/Paris') => () => ({ languages, timeZone }) satisfies DeviceInfo;

describe('device detection', () => {
  it.each([
    [['fr-FR', 'en-US'], { locale: 'fr-FR', country: 'FR', currency: 'EUR' }],
    [['en-GB'], { locale: 'en-GB', country: 'GB', currency: 'GBP' }],
    [['en-gb'], { locale: 'en-GB', country: 'GB', currency: 'GBP' }],
    [['es-ES'], { locale: 'es-ES', country: 'ES', currency: 'EUR' }],
    [['en-US'], { locale: 'en-US', country: 'US', currency: 'USD' }],
    // Same language prefix: the first supported locale of that language.
    [['en-AU'], { locale: 'en-US', country: 'US', currency: 'USD' }],
    [['es-MX'], { locale: 'es-CO', country: 'CO', currency: 'COP' }],
    [['fr-CA'], { locale: 'fr-FR', country: 'FR', currency: 'EUR' }],
    [['es'], { locale: 'es-CO', country: 'CO', currency: 'COP' }],
    // A supported region in the browser language decides the country, and the country the currency.
    [['en-CO'], { locale: 'en-US', country: 'CO', currency: 'COP' }],
    [['fr-GB'], { locale: 'fr-FR', country: 'GB', currency: 'GBP' }],
    // Only the first browser language counts; no match → es-CO / CO / COP.
    [['de-DE', 'fr-FR'], { locale: 'es-CO', country: 'CO', currency: 'COP' }],
    [['ja'], { locale: 'es-CO', country: 'CO', currency: 'COP' }],
  ])('%j → %o', (languages, expected) => {
    expect(detectLocale(device(languages))).toEqual({ ...expected, timezone: 'Europe/Paris', source: 'device', useDeviceLocale: true });
  });

  it('falls back to en-US / US / USD / America/New_York with source default when detection fails', () => {
    const failing = () => {
      throw new Error('navigator is not available');
    };
    expect(detectLocale(failing)).toEqual({
      locale: 'en-US',
      country: 'US',
      currency: 'USD',
      timezone: 'America/New_York',
      source: 'default',
      useDeviceLocale: true,
    });
    expect(detectLocale(device([])).source).toBe('default');
  });

  it('reads the device time zone only when it is first used (its first lookup is a long task)', () => {
    let reads = 0;
    const counting = () => ({
      languages: ['fr-FR'],
      get timeZone() {
        reads += 1;
        return 'Europe/Paris';
      },
    });
    const state = detectLocale(counting);
    expect(state.locale).toBe('fr-FR');
    expect(reads).toBe(0);
    expect(state.timezone).toBe('Europe/Paris');
    expect({ ...state }.timezone).toBe('Europe/Paris');
    expect(reads).toBe(1);
    const unreadable = detectLocale(() => ({ languages: ['fr-FR'], timeZone: '' }));
    expect(unreadable.timezone).toBe('America/New_York');
    expect(JSON.parse(JSON.stringify(unreadable)).timezone).toBe('America/New_York');
  });

  it('reads the real browser by default', () => {
    const state = detectLocale();
    expect(state.source).toBe('device');
    expect(state.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('changes', () => {
  const detected = detectLocale(device(['fr-FR']));

  it('any single change turns use-device off', () => {
    for (const next of [
      changeField(detected, 'locale', 'en-GB'),
      changeField(detected, 'country', 'CO'),
      changeField(detected, 'currency', 'USD'),
      changeField(detected, 'timezone', 'America/Bogota'),
    ]) {
      expect(next.useDeviceLocale).toBe(false);
    }
    expect(changeField(detected, 'currency', 'USD')).toMatchObject({ locale: 'fr-FR', currency: 'USD' });
  });

  it('turning use-device on re-detects everything; off keeps the values', () => {
    const custom = changeField(changeField(detected, 'locale', 'en-GB'), 'currency', 'COP');
    expect(setUseDevice(custom, false)).toEqual({ ...custom, useDeviceLocale: false });
    expect(setUseDevice(custom, true, device(['es-ES'], 'Europe/Madrid'))).toEqual(detectLocale(device(['es-ES'], 'Europe/Madrid')));
    expect(resetToDevice(device(['es-ES'], 'Europe/Madrid'))).toEqual(detectLocale(device(['es-ES'], 'Europe/Madrid')));
  });

  it('maps to and from the user_locale_preferences row', () => {
    const state: LocaleState = { ...detected, timezone: '', useDeviceLocale: false };
    const row = toRow('u1', state);
    expect(row).toEqual({
      user_id: 'u1',
      preferred_locale: 'fr-FR',
      preferred_currency: 'EUR',
      preferred_country: 'FR',
      preferred_timezone: null,
      use_device_locale: false,
    });
    expect(fromRow(row)).toEqual({ locale: 'fr-FR', currency: 'EUR', country: 'FR', timezone: '', useDeviceLocale: false });
    expect(fromRow({ ...row, preferred_locale: 'xx-XX', preferred_currency: 'BTC' })).not.toHaveProperty('locale');
  });

  it('labels currencies as code, name and symbol', () => {
    expect(['USD', 'COP', 'EUR', 'GBP'].map((c) => currencyLabel(c as 'USD'))).toEqual([
      'USD US Dollar $',
      'COP Colombian Peso $',
      'EUR Euro €',
      'GBP Pound Sterling £',
    ]);
  });
});

describe('merging: device, then local settings, then the account', () => {
  beforeEach(() => localStorage.clear());

  it('keeps saved values over the device once use-device is off', () => {
    const base = detectLocale(device(['fr-FR']));
    const saved = { locale: 'en-GB', currency: 'GBP', useDeviceLocale: false } as const;
    expect(mergeLocale(base, saved)).toEqual({ ...base, ...saved });
  });

  it('follows the device while use-device is on', () => {
    const base = detectLocale(device(['fr-FR']));
    expect(mergeLocale(base, { locale: 'en-GB', useDeviceLocale: true }, device(['fr-FR']))).toEqual(base);
  });

  it('reads the local copy over the detected settings', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ locale: 'es-ES', country: 'ES', currency: 'EUR', timezone: 'Europe/Madrid', source: 'device', useDeviceLocale: false }));
    expect(readLocalLocale(device(['fr-FR']))).toMatchObject({ locale: 'es-ES', timezone: 'Europe/Madrid', useDeviceLocale: false });
  });

  it('ignores invalid fields of the local copy', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ locale: 'klingon', currency: 42, country: 'FR', useDeviceLocale: false }));
    expect(readLocalLocale(device(['en-GB']))).toMatchObject({ locale: 'en-GB', currency: 'GBP', country: 'FR', useDeviceLocale: false });
  });

  it('falls back to the detected settings on corrupted JSON and repairs the key', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, '{"locale": "fr-FR", oops');
    const state = readLocalLocale(device(['en-GB'], 'Europe/London'));
    expect(state).toEqual(detectLocale(device(['en-GB'], 'Europe/London')));
    expect(JSON.parse(localStorage.getItem(LOCALE_STORAGE_KEY)!)).toEqual(state);
  });
});

describe("loading the signed-in user's row", () => {
  // At most one row (maybeSingle): a user who never saved has none, without a 406 from the API.
  const maybeSingle = vi.fn();
  beforeEach(() => {
    vi.resetModules();
    maybeSingle.mockReset();
    vi.doMock('../../src/data/supabase', () => ({
      getSupabase: async () => ({ from: () => ({ select: () => ({ eq: () => ({ maybeSingle }) }) }) }),
    }));
    vi.doMock('../../src/data/outbox', () => ({ getOutbox: async () => ({ hasPending: async () => false }) }));
  });
  afterEach(() => {
    vi.doUnmock('../../src/data/supabase');
    vi.doUnmock('../../src/data/outbox');
  });
  const current = detectLocale(device(['fr-FR']));

  it('merges the saved row over the current settings', async () => {
    maybeSingle.mockResolvedValue({
      data: { preferred_locale: 'en-GB', preferred_currency: 'GBP', preferred_country: 'GB', preferred_timezone: 'Europe/London', use_device_locale: false },
      error: null,
    });
    const { loadAccountLocale } = await import('../../src/features/locale/account-sync');
    expect(await loadAccountLocale('u1', current)).toEqual({
      state: { ...current, locale: 'en-GB', currency: 'GBP', country: 'GB', timezone: 'Europe/London', useDeviceLocale: false },
    });
  });

  it('ignores a missing row silently (none, or PGRST116)', async () => {
    const { loadAccountLocale } = await import('../../src/features/locale/account-sync');
    maybeSingle.mockResolvedValueOnce({ data: null, error: null });
    expect(await loadAccountLocale('u1', current)).toBeNull();
    maybeSingle.mockResolvedValueOnce({ data: null, error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' } });
    expect(await loadAccountLocale('u1', current)).toBeNull();
  });

  it("reports other errors with their message, or 'Failed loading locale'", async () => {
    const { loadAccountLocale } = await import('../../src/features/locale/account-sync');
    maybeSingle.mockResolvedValueOnce({ data: null, error: { code: '42501', message: 'permission denied for table' } });
    expect(await loadAccountLocale('u1', current)).toEqual({ error: 'permission denied for table' });
    maybeSingle.mockResolvedValueOnce({ data: null, error: { code: '', message: '' } });
    expect(await loadAccountLocale('u1', current)).toEqual({ error: 'Failed loading locale' });
    maybeSingle.mockRejectedValueOnce({});
    expect(await loadAccountLocale('u1', current)).toEqual({ error: 'Failed loading locale' });
  });
});
