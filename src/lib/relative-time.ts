// "5 minutes ago", "yesterday", in the learner's language (Intl.RelativeTimeFormat), for the age of shown data.
import { relativeTimeFormat } from './intl-cache';
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

export function formatAge(then: number, locale: string, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - then);
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size || unit === 'second') return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
