// Small display helpers of the course pages (pure).
import { numberFormat } from '../../lib/intl-cache';
export { languageName } from '../../lib/language-names';

/** '1 h 45 min' style durations through Intl (unit formatting), in the reader's language. */
export function formatMinutes(total: number, locale: string): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, u: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  if (hours && minutes) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return hours ? unit(hours, 'hour') : unit(minutes, 'minute');
}


/** Bytes as '1.2 MB' in the reader's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let i = 0;
  while (value >= 1000 && i < units.length - 1) {
    value /= 1000;
    i++;
  }
  return numberFormat(locale, { style: 'unit', unit: units[i], unitDisplay: 'short', maximumFractionDigits: i ? 1 : 0 }).format(value);
}
