// The founder hub's read of conversation reports (admins with access, aal2: the server refuses anyone else), newest
// first, each with the two parties and the messages before it.
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { fail } from '../../data/request-error';
import { getSupabase } from '../../data/supabase';

export interface ConversationReport {
  id: string;
  conversationId: string;
  reporterRole: 'learner' | 'tutor';
  reason: string;
  createdAt: string;
  /** Null when the learner deleted their account. */
  learnerName: string | null;
  tutorName: string;
  messages: { from: 'learner' | 'tutor' | 'deleted'; body: string; sentAt: string }[];
}

type Row = {
  id: string; conversation_id: string; reporter_role: 'learner' | 'tutor'; reason: string; created_at: string;
  learner_name: string | null; tutor_name: string; messages: { from: 'learner' | 'tutor' | 'deleted'; body: string; sent_at: string }[];
};

export async function loadConversationReports(): Promise<ConversationReport[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('conversation_reports_for_admins', { p_limit: 50 });
  if (error) fail(error, 'Loading conversation reports failed');
  return ((data ?? []) as Row[]).map((r) => ({
    id: r.id,
    conversationId: r.conversation_id,
    reporterRole: r.reporter_role,
    reason: r.reason,
    createdAt: r.created_at,
    learnerName: r.learner_name,
    tutorName: r.tutor_name,
    messages: (r.messages ?? []).map((m) => ({ from: m.from, body: m.body, sentAt: m.sent_at })),
  }));
}

export const conversationReportKeys = { all: ['messages', 'reports'] as const };

export function useConversationReports() {
  return useQuery(pageQuery({ queryKey: conversationReportKeys.all, queryFn: loadConversationReports }));
}
