// The founder hub's data: figures from founder_figures() (SQL, admins only), the latest security alerts and the
// contact inbox (RLS: admins read), marking a message handled through mark_contact_handled().
import { getSupabase } from '../supabase';
import { fail } from '../request-error';

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
export async function loadSecurityAlerts(): Promise<SecurityAlert[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('security_alerts').select('id, email, context, occurred_at').order('occurred_at', { ascending: false }).limit(10);
  if (error) fail(error, 'Loading security alerts failed');
  return (data ?? []).map((r) => ({ id: r.id, email: r.email, context: r.context, occurredAt: r.occurred_at }));
}

export interface ContactMessage { id: string; name: string; email: string; subject: string; message: string; createdAt: string; handledAt: string | null }
export async function loadContactMessages(): Promise<ContactMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .select('id, name, email, subject, message, created_at, handled_at')
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) fail(error, 'Loading messages failed');
  return (data ?? []).map((r) => ({ id: r.id, name: r.name, email: r.email, subject: r.subject, message: r.message, createdAt: r.created_at, handledAt: r.handled_at }));
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
