// Booking emails: drains public.notifications. Plain TypeScript with no Node-only API (fetch and Intl only), so
// the same module runs in the local stack's worker and as a Supabase Edge Function on a schedule; the caller
// supplies `deliver` (SMTP locally, an email API in production).
//
// One email at a time: claim (the row becomes 'sending'), deliver with a fixed Message-ID, finish. A worker stopped
// between emails leaves nothing half done; one stopped inside a delivery may repeat that one email after the claim
// expires, with the same Message-ID, which mail systems treat as the same message.
//
// The calendar file comes from ../_shared/ics.ts, the builder the app's "Add to calendar" link uses too (imported
// with its .ts extension, as Deno and Node's type stripping want).
import { buildIcs } from '../_shared/ics.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface WorkerOptions {
  restUrl: string; // e.g. http://127.0.0.1:54321/rest/v1
  serviceKey: string;
  deliver: (mail: Mail) => Promise<void>;
  from?: string;
  domain?: string;
  /** The app's address (e.g. https://summit.example): emails then carry the lesson room's absolute address. */
  appUrl?: string;
}

interface Claimed {
  id: string;
  kind: 'booked' | 'cancelled' | 'rescheduled' | 'reminder' | 'series_unavailable' | 'series_cancelled';
  recipient_role: 'learner' | 'tutor';
  email: string;
  recipient_name: string;
  locale: string;
  timezone: string;
  booking_id: string;
  starts_at: string;
  ends_at: string;
  status: string;
  subject: string | null;
  tutor_name: string;
  learner_name: string | null;
}

type Lang = 'en' | 'es' | 'fr';
/** The kinds about one lesson (the others are about a weekly series as a whole). */
type LessonKind = Exclude<Claimed['kind'], 'series_unavailable' | 'series_cancelled'>;
const TEXTS: Record<Lang, Record<LessonKind, string> & { hello: string; with: string; at: string; footer: string; join: string }> = {
  en: { booked: 'Session booked', cancelled: 'Session cancelled', rescheduled: 'Session moved', reminder: 'Reminder: your session is tomorrow', hello: 'Hello', with: 'with', at: 'at', footer: 'The calendar file is attached. — Summit', join: 'Join lesson (the room opens 15 minutes before the start):' },
  es: { booked: 'Sesión reservada', cancelled: 'Sesión cancelada', rescheduled: 'Sesión movida', reminder: 'Recordatorio: tu sesión es mañana', hello: 'Hola', with: 'con', at: 'el', footer: 'Adjuntamos el archivo de calendario. — Summit', join: 'Unirse a la clase (la sala abre 15 minutos antes del inicio):' },
  fr: { booked: 'Séance réservée', cancelled: 'Séance annulée', rescheduled: 'Séance déplacée', reminder: 'Rappel : votre séance est demain', hello: 'Bonjour', with: 'avec', at: 'le', footer: 'Le fichier de calendrier est joint. — Summit', join: 'Rejoindre le cours (la salle ouvre 15 minutes avant le début) :' },
};

/** A weekly series as series_state() gives it (booking_series_for_email). */
export interface SeriesForEmail {
  series_id: string;
  weeks: number;
  timezone: string;
  dates: { week: number; starts_at: string; planned_at: string; status: 'booked' | 'cancelled' | 'unavailable' | 'later'; booking_id: string | null; reason?: string | null }[];
}

const SERIES_TEXTS: Record<Lang, { booked: string; weekly: string; unavailable: string; unavailableText: string; noCreditsText: string; buyCredits: string; later: string; notAvailable: string; bookedDate: string; cancelled: string; cancelledText: string }> = {
  en: { cancelled: 'Weekly lessons cancelled', cancelledText: 'The rest of the weekly series is cancelled; these lessons will not take place', booked: 'Weekly lessons booked', weekly: 'Weekly, {n} lessons', unavailable: 'A weekly lesson could not be booked', unavailableText: 'This lesson of your weekly series could not be booked (the time is no longer free)', noCreditsText: 'This lesson of your weekly series could not be booked: you had no lesson credit left for it', buyCredits: 'Buy a plan to keep the next weeks booked', later: 'booked when it is within the booking window', notAvailable: 'not available', bookedDate: 'booked' },
  es: { cancelled: 'Clases semanales canceladas', cancelledText: 'El resto de la serie semanal está cancelado; estas clases no tendrán lugar', booked: 'Clases semanales reservadas', weekly: 'Semanal, {n} clases', unavailable: 'No se pudo reservar una clase semanal', unavailableText: 'Esta clase de tu serie semanal no se pudo reservar (la hora ya no está libre)', noCreditsText: 'Esta clase de tu serie semanal no se pudo reservar: no te quedaba ningún crédito de clase para ella', buyCredits: 'Compra un plan para que las próximas semanas se reserven', later: 'se reserva cuando entre en el periodo de reserva', notAvailable: 'no disponible', bookedDate: 'reservada' },
  fr: { cancelled: 'Cours hebdomadaires annulés', cancelledText: 'La suite de la série hebdomadaire est annulée ; ces cours n’auront pas lieu', booked: 'Cours hebdomadaires réservés', weekly: 'Hebdomadaire, {n} cours', unavailable: 'Un cours hebdomadaire n’a pas pu être réservé', unavailableText: 'Ce cours de votre série hebdomadaire n’a pas pu être réservé (l’horaire n’est plus libre)', noCreditsText: 'Ce cours de votre série hebdomadaire n’a pas pu être réservé : il ne vous restait aucun crédit de cours pour lui', buyCredits: 'Achetez une formule pour que les semaines suivantes soient réservées', later: 'réservé quand il entre dans la période de réservation', notAvailable: 'non disponible', bookedDate: 'réservé' },
};

/**
 * The series as one event (RFC 5545): RRULE weekly for its number of weeks from its first planned date, in the
 * tutor's zone, UID = the series, EXDATE for the dates not booked. With `moved`, only that lesson as an override:
 * the same UID and the RECURRENCE-ID of the week it replaces.
 */
export function seriesIcs(series: SeriesForEmail, n: Pick<Claimed, 'starts_at' | 'ends_at'>, summary: string, moved?: { plannedAt: string }, now = new Date()): string {
  const minutes = Date.parse(n.ends_at) - Date.parse(n.starts_at);
  if (moved) {
    return buildIcs({ uid: series.series_id, startsAt: n.starts_at, endsAt: n.ends_at, summary, recurrenceId: moved.plannedAt, timezone: series.timezone, sequence: 1 }, now);
  }
  const first = series.dates[0].planned_at;
  return buildIcs({
    uid: series.series_id,
    startsAt: first,
    endsAt: new Date(Date.parse(first) + minutes).toISOString(),
    summary,
    weeklyCount: series.weeks,
    exdates: series.dates.filter((d) => d.status === 'unavailable' || d.status === 'cancelled').map((d) => d.planned_at),
    timezone: series.timezone,
    sequence: 0,
  }, now);
}

/**
 * The rest of a series cancelled (RFC 5546 CANCEL): the occurrences cancelled (the lessons to come, the weeks not yet
 * booked, and lessons cancelled alone before), each with the series' UID and the RECURRENCE-ID of its planned start;
 * the lessons already given stay in the calendar.
 */
export function seriesCancelIcs(series: SeriesForEmail, n: Pick<Claimed, 'starts_at' | 'ends_at'>, summary: string, now = new Date()): string {
  const minutes = Date.parse(n.ends_at) - Date.parse(n.starts_at);
  const gone = series.dates.filter((d) => d.status === 'cancelled');
  return buildIcs({
    uid: series.series_id,
    startsAt: gone[0]?.starts_at ?? n.starts_at,
    endsAt: n.ends_at,
    summary,
    timezone: series.timezone,
    cancelled: true,
    sequence: 2,
    cancelledOccurrences: gone.map((d) => ({ recurrenceId: d.planned_at, startsAt: d.starts_at, endsAt: new Date(Date.parse(d.starts_at) + minutes).toISOString() })),
  }, now);
}

/**
 * One lesson of a series cancelled on its own (RFC 5546 CANCEL): that occurrence of the series' event (its UID, the
 * RECURRENCE-ID of its planned start), so a calendar that holds the series removes that week and keeps the others.
 */
export function occurrenceCancelIcs(series: SeriesForEmail, n: Pick<Claimed, 'starts_at' | 'ends_at'>, summary: string, plannedAt: string, now = new Date()): string {
  return buildIcs({
    uid: series.series_id,
    startsAt: n.starts_at,
    endsAt: n.ends_at,
    summary,
    timezone: series.timezone,
    cancelled: true,
    sequence: 2,
    cancelledOccurrences: [{ recurrenceId: plannedAt, startsAt: n.starts_at, endsAt: n.ends_at }],
  }, now);
}

/**
 * The email about a series: one "booked" email for all of it, a week that could not be booked, the rest cancelled;
 * or about one of its lessons (moved, cancelled on its own, a reminder): the lesson's own email, its calendar file
 * about that occurrence of the series' event, never an event of its own beside the series.
 */
export function composeSeriesMail(n: Claimed, series: SeriesForEmail, week: number | null, domain = 'summit.local', appUrl?: string): Mail {
  const l = lang(n.locale);
  const t = TEXTS[l];
  const st = SERIES_TEXTS[l];
  const other = n.recipient_role === 'learner' ? n.tutor_name : n.learner_name;
  const summary = `Summit: ${n.subject ? `${n.subject} ` : ''}${t.with} ${other}`.trim();
  const hello = `${t.hello}${n.recipient_name ? ` ${n.recipient_name}` : ''},`;
  const attach = (content: string) => [{ filename: 'lessons.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content }];
  if (n.kind === 'series_unavailable') {
    const skipped = series.dates.find((d) => d.week === week);
    const date = skipped?.planned_at ?? n.starts_at;
    const lesson = `${n.subject ? `${n.subject} ` : ''}${t.with} ${other}, ${t.at} ${when(date, n.locale, n.timezone)}`;
    // Without a credit the learner can act: say so, with where to buy a plan.
    const body =
      skipped?.reason === 'no_credits'
        ? [`${st.noCreditsText} (${lesson}).`, appUrl ? `${st.buyCredits}: ${appUrl.replace(/\/+$/, '')}/pricing` : `${st.buyCredits}.`]
        : [`${st.unavailableText}: ${lesson}.`];
    return {
      to: n.email,
      subject: `${st.unavailable} — ${when(date, n.locale, n.timezone)}`,
      text: [hello, '', ...body, '', t.footer].join('\n'),
      messageId: `<notification-${n.id}@${domain}>`,
      attachments: attach(seriesIcs(series, n, summary)),
    };
  }
  if (n.kind === 'series_cancelled') {
    const gone = series.dates.filter((d) => d.status === 'cancelled');
    return {
      to: n.email,
      subject: `${st.cancelled} — ${st.weekly.replace('{n}', String(series.weeks))}`,
      text: [
        hello,
        '',
        `${st.cancelledText}: ${n.subject ? `${n.subject} ` : ''}${t.with} ${other}.`,
        ...gone.map((d) => `- ${when(d.starts_at, n.locale, n.timezone)}`),
        '',
        t.footer,
      ].join('\n'),
      messageId: `<notification-${n.id}@${domain}>`,
      attachments: [{ filename: 'lessons.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: seriesCancelIcs(series, n, summary) }],
    };
  }
  if (n.kind === 'rescheduled' || n.kind === 'cancelled' || n.kind === 'reminder') {
    const planned = series.dates.find((d) => d.booking_id === n.booking_id)?.planned_at ?? n.starts_at;
    const mail = composeMail({ ...n, kind: n.kind }, domain, appUrl);
    if (n.kind === 'cancelled') {
      return { ...mail, attachments: [{ ...mail.attachments[0], content: occurrenceCancelIcs(series, n, summary, planned) }] };
    }
    return { ...mail, attachments: attach(seriesIcs(series, n, summary, { plannedAt: planned })) };
  }
  const lines = series.dates.map((d) => `- ${when(d.starts_at, n.locale, n.timezone)}: ${d.status === 'booked' ? st.bookedDate : d.status === 'later' ? st.later : st.notAvailable}`);
  return {
    to: n.email,
    subject: `${st.booked} — ${st.weekly.replace('{n}', String(series.weeks))}`,
    text: [
      hello,
      '',
      `${st.booked}: ${n.subject ? `${n.subject} ` : ''}${t.with} ${other} (${st.weekly.replace('{n}', String(series.weeks))}).`,
      ...lines,
      '',
      ...(appUrl ? [t.join, lessonRoomUrl(appUrl, n.booking_id), ''] : []),
      t.footer,
    ].join('\n'),
    messageId: `<notification-${n.id}@${domain}>`,
    attachments: attach(seriesIcs(series, n, summary)),
  };
}

/** The lesson room's absolute address (the app's /lesson/{bookingId}). */
export const lessonRoomUrl = (appUrl: string, bookingId: string) => `${appUrl.replace(/\/+$/, '')}/lesson/${bookingId.toLowerCase()}`;

const lang = (locale: string): Lang => (locale.startsWith('es') ? 'es' : locale.startsWith('fr') ? 'fr' : 'en');

function when(iso: string, locale: string, timezone: string): string {
  const options = { dateStyle: 'full', timeStyle: 'short', timeZone: timezone } as const;
  try {
    return `${new Intl.DateTimeFormat(locale, options).format(new Date(iso))} (${timezone})`;
  } catch {
    return `${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(iso))} (UTC)`;
  }
}

/** RFC 5545: the session as an event (a cancellation as METHOD:CANCEL with the same UID). */
export function sessionIcs(n: Claimed, summary: string, now = new Date()): string {
  return buildIcs({ uid: n.booking_id, startsAt: n.starts_at, endsAt: n.ends_at, summary, cancelled: n.kind === 'cancelled' }, now);
}

/**
 * The email for one claimed notification, in the recipient's language and time zone. With the app's address, every
 * email but a cancellation carries the "Join lesson" link (a cancelled booking has no room).
 */
export function composeMail(n: Claimed & { kind: LessonKind }, domain = 'summit.local', appUrl?: string): Mail {
  const t = TEXTS[lang(n.locale)];
  const other = n.recipient_role === 'learner' ? n.tutor_name : n.learner_name;
  const summary = `Summit: ${n.subject ? `${n.subject} ` : ''}${t.with} ${other}`.trim();
  const text = [
    `${t.hello}${n.recipient_name ? ` ${n.recipient_name}` : ''},`,
    '',
    `${t[n.kind]}: ${n.subject ? `${n.subject} ` : ''}${t.with} ${other}, ${t.at} ${when(n.starts_at, n.locale, n.timezone)}.`,
    '',
    ...(appUrl && n.kind !== 'cancelled' ? [t.join, lessonRoomUrl(appUrl, n.booking_id), ''] : []),
    t.footer,
  ].join('\n');
  return {
    to: n.email,
    subject: `${t[n.kind]} — ${when(n.starts_at, n.locale, n.timezone)}`,
    text,
    messageId: `<notification-${n.id}@${domain}>`,
    attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=' + (n.kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'), content: sessionIcs(n, summary) }],
  };
}

async function rpc<T>(o: WorkerOptions, name: string, body: object): Promise<T> {
  const res = await fetch(`${o.restUrl}/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: o.serviceKey, Authorization: `Bearer ${o.serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The week a 'series_unavailable' email is about (the queue's row; claim_notifications does not return it). */
async function notificationWeek(o: WorkerOptions, id: string): Promise<number | null> {
  const res = await fetch(`${o.restUrl}/notifications?id=eq.${encodeURIComponent(id)}&select=series_week`, {
    headers: { apikey: o.serviceKey, Authorization: `Bearer ${o.serviceKey}` },
  });
  if (!res.ok) throw new Error(`notifications: HTTP ${res.status} ${await res.text()}`);
  const rows = (await res.json()) as { series_week: number | null }[];
  return rows[0]?.series_week ?? null;
}

/** The label of a learner whose account was deleted (their past or cancelled sessions keep no name). */
const DELETED_ACCOUNT: Record<Lang, string> = { en: 'Deleted account', es: 'Cuenta eliminada', fr: 'Compte supprimé' };

/**
 * Queues due reminders, then sends queued emails one by one until none is left (or `max`); returns the count.
 * Each step stands alone: a failed reminder run or a failed email is reported through `onError` and the rest
 * carries on (a failed email goes back to the queue, up to its attempt limit).
 */
export async function drainNotifications(
  o: WorkerOptions,
  { max = 100, shouldStop = () => false, onError = (_message: string) => {} } = {},
): Promise<number> {
  // The rolling window of weekly series: weeks that entered the booking horizon are booked (or their learner is
  // told they could not be), before reminders and emails.
  try {
    const due = await rpc<{ failed?: { series_id: string; error: string }[] } | null>(o, 'book_due_series', {});
    for (const f of due?.failed ?? []) onError(`series ${f.series_id} not advanced: ${f.error}`);
  } catch (error) {
    onError(`weekly series not advanced: ${String(error)}`);
  }
  try {
    const queued = await rpc<{ failed?: { booking_id: string; error: string }[] } | null>(o, 'enqueue_booking_reminders', {});
    for (const f of queued?.failed ?? []) onError(`reminder for booking ${f.booking_id} not queued: ${f.error}`);
  } catch (error) {
    onError(`reminders not queued: ${String(error)}`);
  }
  let sent = 0;
  let failed = 0;
  while (sent + failed < max && !shouldStop()) {
    const [n] = await rpc<Claimed[]>(o, 'claim_notifications', { p_limit: 1 });
    if (!n) break;
    try {
      // A null learner name: the learner deleted their account.
      const named = n.learner_name === null ? { ...n, learner_name: DELETED_ACCOUNT[lang(n.locale)] } : n;
      // A lesson of a weekly series: "booked" is the series' one email; a moved or cancelled lesson and a reminder
      // speak of that occurrence of the series' event.
      const series = await rpc<SeriesForEmail | null>(o, 'booking_series_for_email', { p_booking_id: n.booking_id });
      if (series) {
        const week = n.kind === 'series_unavailable' ? await notificationWeek(o, n.id) : null;
        await o.deliver(composeSeriesMail(named, series, week, o.domain, o.appUrl));
      } else if (n.kind !== 'series_unavailable' && n.kind !== 'series_cancelled') {
        await o.deliver(composeMail(named as Claimed & { kind: LessonKind }, o.domain, o.appUrl));
      }
      await rpc(o, 'finish_notification', { p_id: n.id });
      sent++;
    } catch (error) {
      failed++;
      onError(`notification ${n.id} not sent: ${String(error)}`);
      await rpc(o, 'finish_notification', { p_id: n.id, p_error: String(error) }).catch(() => {});
    }
  }
  return sent;
}
