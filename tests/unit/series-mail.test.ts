// Weekly series emails as the worker writes them: one "booked" email for the whole series with one calendar event
// (RRULE weekly, COUNT = weeks, UID = the series, EXDATE for each date not booked, local times of the tutor's zone so
// the lesson stays put across DST), a moved lesson as an override (same UID, RECURRENCE-ID), a week that could not
// be booked later, and a lesson cancelled on its own or reminded of as that occurrence of the series' event.
import { describe, expect, test } from 'vitest';
import { composeSeriesMail, type SeriesForEmail } from '../../supabase/functions/send-notifications/core';

const base = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'booked' as const,
  recipient_role: 'learner' as const,
  email: 'ana@example.com',
  recipient_name: 'Ana',
  locale: 'en-US',
  timezone: 'America/New_York',
  booking_id: '22222222-2222-4222-8222-222222222222',
  starts_at: '2027-03-22T16:00:00Z',
  ends_at: '2027-03-22T17:00:00Z',
  status: 'confirmed',
  subject: 'mathematics',
  tutor_name: 'Lucía',
  learner_name: 'Ana',
};

// Mondays 17:00 Madrid across the change of 28 March 2027 (16:00Z before, 15:00Z after).
const series: SeriesForEmail = {
  series_id: '33333333-3333-4333-8333-333333333333',
  weeks: 3,
  timezone: 'Europe/Madrid',
  dates: [
    { week: 0, starts_at: '2027-03-22T16:00:00Z', planned_at: '2027-03-22T16:00:00Z', status: 'booked', booking_id: base.booking_id },
    { week: 1, starts_at: '2027-03-29T15:00:00Z', planned_at: '2027-03-29T15:00:00Z', status: 'unavailable', booking_id: null },
    { week: 2, starts_at: '2027-04-05T15:00:00Z', planned_at: '2027-04-05T15:00:00Z', status: 'booked', booking_id: '44444444-4444-4444-8444-444444444444' },
  ],
};

const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe('series emails', () => {
  test('one booked email, one event: RRULE, EXDATE for the week not booked, local times in the tutor\'s zone', () => {
    const mail = composeSeriesMail(base, series, null);
    expect(mail.subject).toBe('Weekly lessons booked — Weekly, 3 lessons');
    expect(mail.text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(3);
    expect(mail.text).toContain('not available');
    const ics = lines(mail.attachments[0].content);
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics).toContain(`UID:${series.series_id}@summit`);
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20270322T170000');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=3');
    expect(ics).toContain('EXDATE;TZID=Europe/Madrid:20270329T170000');
  });

  test('a moved lesson: an override with the same UID and the RECURRENCE-ID of the week it replaces', () => {
    const moved = { ...base, kind: 'rescheduled' as const, booking_id: series.dates[2].booking_id!, starts_at: '2027-04-06T15:00:00Z', ends_at: '2027-04-06T16:00:00Z' };
    const ics = lines(composeSeriesMail(moved, series, null).attachments[0].content);
    expect(ics).toContain(`UID:${series.series_id}@summit`);
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20270405T170000');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20270406T170000');
    // The override carries no rule of its own (the VTIMEZONE's daylight-saving rules are RRULEs of the zone).
    const event = ics.slice(ics.indexOf('BEGIN:VEVENT'), ics.indexOf('END:VEVENT'));
    expect(event.some((l) => l.startsWith('RRULE'))).toBe(false);
  });

  test('a week that could not be booked when it entered the horizon: its date in the recipient\'s zone', () => {
    const mail = composeSeriesMail({ ...base, kind: 'series_unavailable', locale: 'fr-FR', timezone: 'Europe/Paris' }, series, 1);
    expect(mail.subject).toMatch(/^Un cours hebdomadaire n’a pas pu être réservé — /);
    expect(mail.subject).toContain('17:00');
    expect(mail.text).toContain('l’horaire n’est plus libre');
  });

  test('a week skipped for want of a credit says so, and where to buy a plan', () => {
    const short: SeriesForEmail = { ...series, dates: series.dates.map((d) => (d.week === 1 ? { ...d, reason: 'no_credits' } : d)) };
    const mail = composeSeriesMail({ ...base, kind: 'series_unavailable' }, short, 1, 'summit.local', 'https://summit.example/');
    expect(mail.subject).toMatch(/^A weekly lesson could not be booked — /);
    expect(mail.text).toContain('you had no lesson credit left for it');
    expect(mail.text).toContain('Buy a plan to keep the next weeks booked: https://summit.example/pricing');
    expect(mail.text).not.toContain('no longer free');
    const es = composeSeriesMail({ ...base, kind: 'series_unavailable', locale: 'es-CO' }, short, 1);
    expect(es.text).toContain('no te quedaba ningún crédito de clase');
    expect(es.text).toContain('Compra un plan para que las próximas semanas se reserven.');
  });

  // A calendar that imported the series holds one event with its UID: a file about one lesson under the booking's own
  // UID would cancel nothing there, or add the lesson a second time.
  test('a lesson cancelled on its own: the lesson\'s email, its file cancelling that occurrence of the series', () => {
    const cancelled = { ...base, kind: 'cancelled' as const, booking_id: series.dates[2].booking_id!, starts_at: series.dates[2].starts_at, ends_at: '2027-04-05T16:00:00Z' };
    const mail = composeSeriesMail(cancelled, series, null);
    expect(mail.subject).toMatch(/^Session cancelled — /);
    expect(mail.attachments[0].contentType).toContain('method=CANCEL');
    const ics = lines(mail.attachments[0].content);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics).toContain(`UID:${series.series_id}@summit`);
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20270405T170000');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics.some((l) => l.startsWith('RRULE:FREQ=WEEKLY'))).toBe(false);
  });

  test('a reminder of a lesson of the series: that occurrence of the series\' event, not an event of its own', () => {
    const reminder = { ...base, kind: 'reminder' as const };
    const mail = composeSeriesMail(reminder, series, null);
    expect(mail.subject).toMatch(/^Reminder/);
    const ics = lines(mail.attachments[0].content);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:${series.series_id}@summit`);
    expect(ics).not.toContain(`UID:${base.booking_id}@summit`);
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20270322T170000');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20270322T170000');
    expect(ics).toContain('STATUS:CONFIRMED');
  });
});
