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
/** The newest alerts, or those older than `after` (the last one shown): newest first, ALERTS_PAGE at most. */
export async function loadSecurityAlerts(after?: SecurityAlert): Promise<{ alerts: SecurityAlert[]; more: boolean }> {
  const supabase = await getSupabase();
  let query = supabase.from('security_alerts').select('id, email, context, occurred_at').order('occurred_at', { ascending: false }).order('id', { ascending: false });
  // Keyset paging: older than the last one shown (ties on the time broken by id), so alerts arriving meanwhile do not
  // shift the pages. The values are quoted: a time stamp's "+" and ":" are PostgREST syntax otherwise.
  if (after) query = query.or(`occurred_at.lt."${after.occurredAt}",and(occurred_at.eq."${after.occurredAt}",id.lt."${after.id}")`);
  // One more than shown tells whether older ones exist.
  const { data, error } = await query.limit(ALERTS_PAGE + 1);
  if (error) fail(error, 'Loading security alerts failed');
  const alerts = (data ?? []).map((r) => ({ id: r.id, email: r.email, context: r.context, occurredAt: r.occurred_at }));
  return { alerts: alerts.slice(0, ALERTS_PAGE), more: alerts.length > ALERTS_PAGE };
}

export interface ContactMessage { id: string; name: string; email: string; subject: string; message: string; createdAt: string; handledAt: string | null }
/** The latest handled messages the inbox shows, below every open one. */
export const HANDLED_SHOWN = 20;
// Open messages are what the team acts on: all of them come first, however old (a ceiling far above a real backlog),
// so newer handled ones never push an unanswered message out of the list, as the 50 latest of any kind did.
const OPEN_CEILING = 500;
export async function loadContactMessages(): Promise<ContactMessage[]> {
  const supabase = await getSupabase();
  const messages = () => supabase.from('contact_messages').select('id, name, email, subject, message, created_at, handled_at').order('created_at', { ascending: false });
  const [open, handled] = await Promise.all([messages().is('handled_at', null).limit(OPEN_CEILING), messages().not('handled_at', 'is', null).limit(HANDLED_SHOWN)]);
  if (open.error || handled.error) fail(open.error ?? handled.error, 'Loading messages failed');
  return [...(open.data ?? []), ...(handled.data ?? [])].map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    createdAt: r.created_at,
    handledAt: r.handled_at,
  }));
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
  return { week, month, alerts: alerts.alerts, moreAlerts: alerts.more, messages };
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
