// The founder feature's server module: the hub's figures from founder_figures() (SQL, admins only), the latest
// security alerts and the contact inbox (RLS: admins read), marking a message handled through mark_contact_handled(),
// editing a tutor as an admin, and the AI tutor's maintenance switch.
import type { QueryClient } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { fail } from '../../data/request-error';
import { getSupabase } from '../../data/supabase';
import { MAINTENANCE_KEY, parseFlag } from '../ai-tutor';

export interface FounderFigures {
  days: number;
  signups: number;
  bookingsByStatus: Record<string, number>;
  revenueByCurrency: Record<string, number>;
  referralClicks: Record<string, number>;
  telemetry: Record<string, number>;
}

export async function loadFigures(days: number): Promise<FounderFigures> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('founder_figures', { p_days: days });
  if (error) fail(error, 'Loading figures failed');
  return data as FounderFigures;
}

export interface SecurityAlert { id: string; email: string | null; context: string; occurredAt: string }
/** The hub shows this many alerts at first, and as many more at each "Show older alerts". */
export const ALERTS_PAGE = 10;

/**
 * Keyset paging, newest first: rows older than the last one shown (ties on the time broken by id), so rows arriving
 * meanwhile do not shift a page. The values are quoted: a time stamp's "+" and ":" are PostgREST syntax otherwise.
 */
const olderThan = (column: string, last: { at: string; id: string }) => `${column}.lt."${last.at}",and(${column}.eq."${last.at}",id.lt."${last.id}")`;

/** The newest alerts, or those older than `last` (the last one shown): ALERTS_PAGE at most, and whether more exist. */
export async function loadSecurityAlerts(last?: SecurityAlert): Promise<{ items: SecurityAlert[]; more: boolean }> {
  const supabase = await getSupabase();
  let query = supabase.from('security_alerts').select('id, email, context, occurred_at').order('occurred_at', { ascending: false }).order('id', { ascending: false });
  if (last) query = query.or(olderThan('occurred_at', { at: last.occurredAt, id: last.id }));
  // One more than shown tells whether older ones exist.
  const { data, error } = await query.limit(ALERTS_PAGE + 1);
  if (error) fail(error, 'Loading security alerts failed');
  const alerts = (data ?? []).map((r) => ({ id: r.id, email: r.email, context: r.context, occurredAt: r.occurred_at }));
  return { items: alerts.slice(0, ALERTS_PAGE), more: alerts.length > ALERTS_PAGE };
}

export interface ContactMessage { id: string; name: string; email: string; subject: string; message: string; createdAt: string; handledAt: string | null }
/** Handled messages come below the open ones, this many at a time ("Show older handled messages"). */
export const HANDLED_PAGE = 20;
// Open messages are what the team acts on: all of them come first, however old (a ceiling far above a real backlog),
// so newer handled ones never push an unanswered message out of the list, as the 50 latest of any kind did.
const OPEN_CEILING = 500;

const contactMessage = (r: { id: string; name: string; email: string; subject: string; message: string; created_at: string; handled_at: string | null }): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  createdAt: r.created_at,
  handledAt: r.handled_at,
});

// A query builder, not a promise: awaiting one runs it.
const contactMessages = (supabase: Awaited<ReturnType<typeof getSupabase>>) =>
  supabase.from('contact_messages').select('id, name, email, subject, message, created_at, handled_at').order('created_at', { ascending: false }).order('id', { ascending: false });

/** The latest handled messages, or those older than `last` (the last one shown): HANDLED_PAGE at most. */
export async function loadHandledMessages(last?: ContactMessage): Promise<{ items: ContactMessage[]; more: boolean }> {
  let query = contactMessages(await getSupabase()).not('handled_at', 'is', null);
  if (last) query = query.or(olderThan('created_at', { at: last.createdAt, id: last.id }));
  const { data, error } = await query.limit(HANDLED_PAGE + 1);
  if (error) fail(error, 'Loading messages failed');
  const messages = (data ?? []).map(contactMessage);
  return { items: messages.slice(0, HANDLED_PAGE), more: messages.length > HANDLED_PAGE };
}

/** Every open message, newest first, and the first page of handled ones. */
export async function loadContactMessages(): Promise<{ open: ContactMessage[]; handled: ContactMessage[]; moreHandled: boolean }> {
  const [open, handled] = await Promise.all([contactMessages(await getSupabase()).is('handled_at', null).limit(OPEN_CEILING), loadHandledMessages()]);
  if (open.error) fail(open.error, 'Loading messages failed');
  return { open: (open.data ?? []).map(contactMessage), handled: handled.items, moreHandled: handled.more };
}

export async function markHandled(id: string, handled: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('mark_contact_handled', { p_id: id, p_handled: handled });
  if (error) fail(error, 'Saving failed');
}

export interface TutorEdit {
  id: string;
  fullName: string;
  headline: string;
  subjects: string[];
  hourlyRateMinor: number;
  currency: string;
  isActive: boolean;
}

export async function loadTutorForAdmin(id: string): Promise<TutorEdit | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tutors').select('id, full_name, headline, subjects, hourly_rate_minor, currency, is_active').eq('id', id).maybeSingle();
  if (error) fail(error, 'Loading the tutor failed');
  return data
    ? { id: data.id, fullName: data.full_name, headline: data.headline, subjects: data.subjects ?? [], hourlyRateMinor: data.hourly_rate_minor, currency: data.currency, isActive: data.is_active }
    : null;
}

export async function saveTutorAsAdmin(t: TutorEdit): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tutors')
    .update({ headline: t.headline, subjects: t.subjects, hourly_rate_minor: t.hourlyRateMinor, is_active: t.isActive })
    .eq('id', t.id)
    .select('id');
  if (error || !data?.length) fail(error, 'Saving the tutor failed');
}

export interface TutorRow { id: string; fullName: string; slug: string; isActive: boolean }
/** The hub's tutors table: by name or slug, active and inactive (RLS shows inactive tutors to admins only). */
export async function searchTutorsForAdmin(search: string): Promise<TutorRow[]> {
  const supabase = await getSupabase();
  // Tutors waiting for approval (not visible) first, then by name: past the first 50, they would otherwise be found
  // only by searching their name.
  let query = supabase.from('tutors').select('id, full_name, slug, is_active').order('is_active').order('full_name').limit(50);
  // Characters that are PostgREST syntax or LIKE wildcards are taken literally (spaces stand for any run).
  const words = search.trim().replace(/[%_,().*\\"]/g, ' ').split(/\s+/).filter(Boolean).join('%');
  if (words) query = query.or(`full_name.ilike.*${words}*,slug.ilike.*${words}*`);
  const { data, error } = await query;
  if (error) fail(error, 'Loading tutors failed');
  return (data ?? []).map((r) => ({ id: r.id, fullName: r.full_name, slug: r.slug, isActive: r.is_active }));
}

/** The AI tutor's maintenance switch (system_settings; admins write it through row-level security). */
export async function loadAiMaintenance(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('system_settings').select('value').eq('key', MAINTENANCE_KEY).maybeSingle();
  if (error) fail(error, 'Loading the AI tutor switch failed');
  return parseFlag((data as { value: unknown } | null)?.value);
}

/** Stores the switch and answers what the server stored (never what was asked). */
export async function saveAiMaintenance(on: boolean): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('system_settings').upsert({ key: MAINTENANCE_KEY, value: on }, { onConflict: 'key' }).select('value');
  if (error || !data || data.length !== 1) fail(error, 'Saving the AI tutor switch failed');
  return parseFlag((data[0] as { value: unknown }).value);
}

// The hub's and the tutor editor's reads as page queries (1 retry, 5-minute stale time, kept on the device).
export const founderKeys = {
  all: ['founder'] as const,
  hub: () => ['founder', 'hub'] as const,
  tutor: (id: string) => ['founder', 'tutor', id] as const,
  /** Every search of the hub's tutors table. */
  tutorLists: ['founder', 'tutors'] as const,
  tutors: (search: string) => [...founderKeys.tutorLists, search] as const,
  aiSwitch: () => ['founder', 'ai-maintenance'] as const,
};

async function loadHub() {
  const [week, month, alerts, messages] = await Promise.all([loadFigures(7), loadFigures(30), loadSecurityAlerts(), loadContactMessages()]);
  return { week, month, alerts: alerts.items, moreAlerts: alerts.more, messages };
}

export const founderQueries = {
  hub: () => pageQuery({ queryKey: founderKeys.hub(), queryFn: loadHub }),
  tutor: (id: string) => pageQuery({ queryKey: founderKeys.tutor(id), queryFn: () => loadTutorForAdmin(id) }),
  tutors: (search: string) => pageQuery({ queryKey: founderKeys.tutors(search), queryFn: () => searchTutorsForAdmin(search) }),
  /** Always read again on opening the page: the switch is what the admin acts on. */
  aiSwitch: () => ({ ...pageQuery({ queryKey: founderKeys.aiSwitch(), queryFn: loadAiMaintenance }), staleTime: 0 }),
};

/** A contact message marked handled or open: the hub's inbox loads again. */
export async function markHandledAndRefresh(client: QueryClient, id: string, handled: boolean): Promise<void> {
  await markHandled(id, handled);
  await client.invalidateQueries({ queryKey: founderKeys.hub() });
}

/** A tutor saved by an admin: the editor's copy loads again, and the hub's tutor lists (approved or not) with it. */
export async function saveTutorAndRefresh(client: QueryClient, tutor: TutorEdit): Promise<void> {
  await saveTutorAsAdmin(tutor);
  await Promise.all([
    client.invalidateQueries({ queryKey: founderKeys.tutor(tutor.id) }),
    client.invalidateQueries({ queryKey: founderKeys.tutorLists }),
  ]);
}
