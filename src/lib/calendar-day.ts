// The calendar day an instant falls on in a time zone (Intl only), for grouping and "today" by the user's own clock.
import { dateTimeFormat, isKnownTimeZone } from './intl-cache';

/** `timezone` when Intl knows it, else undefined (the device's zone). */
export function safeZone(timezone: string): string | undefined {
  return isKnownTimeZone(timezone) ? timezone : undefined;
}

/** The local calendar day of `at` in `timezone`, as YYYY-MM-DD: such keys compare in time order as strings. */
export function dayKey(at: string | number | Date, timezone: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone: safeZone(timezone), year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
