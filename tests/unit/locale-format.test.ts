import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/lib/intl-format';

describe('Intl helpers', () => {
  it('formats prices in the chosen currency and language', () => {
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(123456, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatMoney(123456, 'EUR', 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,56 €');
    expect(formatMoney(5000000, 'COP', 'es-CO').replace(/\s/g, ' ')).toBe('$ 50.000');
  });

  it('formats dates in the chosen time zone, or the device zone when blank or unknown', () => {
    const d = new Date('2026-03-01T15:00:00Z');
    const opts = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
    expect(formatDate(d, 'en-GB', 'America/Bogota', opts)).toBe('10:00');
    expect(formatDate(d, 'en-GB', 'Europe/Paris', opts)).toBe('16:00');
    expect(formatDate(d, 'en-GB', 'Not/AZone', opts)).toBe(formatDate(d, 'en-GB', '', opts));
  });
});
