// Small display helpers of the tutors feature: initials, language names, slot times (Intl only).
import { dateTimeFormat, numberFormat } from '../../lib/intl-cache';
import { dayKey, safeZone } from '../../lib/calendar-day';
export { dayKey } from '../../lib/calendar-day';
export { languageName } from '../../lib/language-names';
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function formatDay(iso: string, locale: string, timezone: string): string {
  return dateTimeFormat(locale, { timeZone: safeZone(timezone), weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

export function formatTime(iso: string, locale: string, timezone: string): string {
  return dateTimeFormat(locale, { timeZone: safeZone(timezone), hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: string, timezone: string): string {
  return dateTimeFormat(locale, { timeZone: safeZone(timezone), weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** Slots grouped by the visitor's local day, in order. */
export function groupByDay<T extends { startsAt: string }>(slots: readonly T[], timezone: string): { day: string; first: string; slots: T[] }[] {
  const groups = new Map<string, { day: string; first: string; slots: T[] }>();
  for (const slot of slots) {
    const day = dayKey(slot.startsAt, timezone);
    let group = groups.get(day);
    if (!group) groups.set(day, (group = { day, first: slot.startsAt, slots: [] }));
    group.slots.push(slot);
  }
  return [...groups.values()];
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function formatDate(iso: string, locale: string, timezone: string): string {
  return dateTimeFormat(locale, { timeZone: safeZone(timezone), dateStyle: 'medium' }).format(new Date(iso));
}

/** An average rating with one decimal at least ('4.8', '4,8'). */
export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1 }).format(rating);
}
