// The messages feature's server module: conversations and messages read through RLS (as page queries kept on the
// device, so the list and the last messages open offline with their age), the conversation functions (open, read
// state, block, report) and the age bracket. Sending goes through the outbox (./pending.ts).
import { useQuery } from '@tanstack/react-query';
import { pageQuery } from '../../data/query';
import { fail, RepositoryError } from '../../data/request-error';
import { getReader } from '../../data/reader';
import { getSupabase } from '../../data/supabase';
import type { ServerMessage } from './core/thread';

export interface Conversation {
  id: string;
  tutorId: string;
  role: 'learner' | 'tutor';
  /** null: the other party deleted their account. */
  otherName: string | null;
  unread: number;
  lastBody: string | null;
  lastAt: string;
  lastMine: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
  hasBooking: boolean;
}

type ConversationRow = {
  id: string; tutor_id: string; role: 'learner' | 'tutor'; other_name: string | null; unread: number; last_body: string | null;
  last_at: string; last_mine: boolean | null; blocked_by_me: boolean; blocked_me: boolean; has_booking: boolean;
};

export async function loadConversations(): Promise<Conversation[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_conversations');
  if (error) fail(error, 'Loading conversations failed');
  return ((data ?? []) as ConversationRow[]).map((r) => ({
    id: r.id,
    tutorId: r.tutor_id,
    role: r.role,
    otherName: r.other_name,
    unread: r.unread,
    lastBody: r.last_body,
    lastAt: r.last_at,
    lastMine: !!r.last_mine,
    blockedByMe: r.blocked_by_me,
    blockedMe: r.blocked_me,
    hasBooking: r.has_booking,
  }));
}

/** The last 200 messages of a conversation, oldest first. */
export async function loadMessages(conversationId: string): Promise<ServerMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('messages')
    .select('id, sender_id, seq, body, created_at, delivered_at, read_at')
    .eq('conversation_id', conversationId)
    .order('seq', { ascending: false })
    .limit(200);
  if (error) fail(error, 'Loading messages failed');
  return (data ?? [])
    .map((m) => ({
      id: m.id as string,
      senderId: m.sender_id as string | null,
      seq: Number(m.seq),
      body: m.body as string,
      createdAt: m.created_at as string,
      deliveredAt: m.delivered_at as string | null,
      readAt: m.read_at as string | null,
    }))
    .reverse();
}

export const messageKeys = {
  all: ['messages'] as const,
  list: (userId: string) => ['messages', 'list', userId] as const,
  thread: (userId: string, conversationId: string) => ['messages', 'thread', userId, conversationId] as const,
};

export function useConversations(userId: string | undefined) {
  return useQuery({ ...pageQuery({ queryKey: messageKeys.list(userId ?? 'none'), queryFn: loadConversations }), enabled: !!userId });
}

export function useThread(userId: string | undefined, conversationId: string) {
  return useQuery({
    ...pageQuery({ queryKey: messageKeys.thread(userId ?? 'none', conversationId), queryFn: () => loadMessages(conversationId) }),
    enabled: !!userId,
  });
}

const refusals = ['minor_rule', 'blocked', 'conversation_limit', 'no_account', 'own_profile', 'not_your_learner'] as const;
export type OpenOutcome = { conversationId: string } | { refused: (typeof refusals)[number] | 'failed' };

/** A learner opens the conversation with a tutor (`learnerId` absent), or a tutor the one with a learner of theirs. */
export async function openConversation(tutorId: string, learnerId?: string): Promise<OpenOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('open_conversation', { p_tutor: tutorId, ...(learnerId ? { p_learner: learnerId } : {}) });
  if (!error) return { conversationId: data as string };
  return { refused: refusals.find((k) => k === error.hint) ?? 'failed' };
}

/** A tutor opens the conversation with a learner: as their own tutor profile (the server checks the booking). */
export async function openConversationWithLearner(userId: string, learnerId: string): Promise<OpenOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tutors').select('id').eq('user_id', userId).maybeSingle();
  if (error) fail(error, 'Loading the tutor profile failed');
  if (!data) return { refused: 'not_your_learner' };
  return openConversation(data.id as string, learnerId);
}

export type AgeBracket = 'under_13' | '13_17' | '18_plus';

/** The learner's age bracket, or null when not given yet. */
export async function loadAgeBracket(userId: string): Promise<AgeBracket | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('learner_profiles').select('age_bracket').eq('user_id', userId).maybeSingle();
  if (error) fail(error, 'Loading the learner profile failed');
  return (data?.age_bracket as AgeBracket | null) ?? null;
}

export async function saveAgeBracket(userId: string, bracket: AgeBracket): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('learner_profiles').upsert({ user_id: userId, age_bracket: bracket }, { onConflict: 'user_id' });
  if (error) throw new RepositoryError(error.message, error.code);
}

/** Marks the messages this device now holds as delivered (all conversations, or one). */
export async function markDelivered(conversationId?: string): Promise<void> {
  const supabase = await getSupabase();
  await supabase.rpc('mark_messages_delivered', conversationId ? { p_conversation: conversationId } : {});
}

export async function markRead(conversationId: string): Promise<void> {
  const supabase = await getSupabase();
  await supabase.rpc('mark_conversation_read', { p_conversation: conversationId });
}

export async function unreadTotal(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_unread_messages');
  if (error) fail(error, 'Loading unread messages failed');
  return Number(data ?? 0);
}

export async function setBlocked(conversationId: string, blocked: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_conversation_block', { p_conversation: conversationId, p_blocked: blocked });
  if (error) throw new RepositoryError(error.message, error.code);
}

export type ReportOutcome = 'sent' | 'empty' | 'offline' | 'limit' | 'failed';

export async function reportConversation(conversationId: string, reason: string): Promise<ReportOutcome> {
  const text = reason.trim();
  if (!text) return 'empty';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('report_conversation', { p_conversation: conversationId, p_reason: text.slice(0, 1000) });
    if (!error) return 'sent';
    return error.hint === 'report_limit' ? 'limit' : 'failed';
  } catch {
    return 'offline';
  }
}

/** The business setting: tell senders before they share contact details ahead of a first booking. */
export async function discouragesContactDetails(): Promise<boolean> {
  const reader = await getReader();
  const { data } = await reader.from('system_settings').select('value').eq('key', 'messages.discourage_contact_details').maybeSingle();
  return data?.value === true;
}
