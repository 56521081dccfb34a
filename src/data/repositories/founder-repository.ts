// The founder hub's data: figures from founder_figures() (SQL, admins only), the latest security alerts and the
// contact inbox (RLS: admins read), marking a message handled through mark_contact_handled().
import { getSupabase } from '../supabase';
import { fail } from './repository-error';

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
