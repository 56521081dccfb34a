// Sends queued rows with supabase-js. Idempotent by construction: preferences are upserts on user_id, events are
// inserts keyed by the row's client-made uuid (a duplicate-key answer means "already there" → success).
// Every request carries one queued row (one referral click, or one preference write and its telemetry event): a
// backlog goes out as one request per row, always within the server's limit of MAX_EVENTS_PER_REQUEST rows.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { SessionSource, Transport } from './engine';
import type { OutboxRow, SendResult } from './types';
import type { AccessibilityPayload, AdhdSessionPayload, BookingRequestPayload, ContactMessagePayload, LocalePayload, PracticeAttemptPayload, ReferralPayload } from './payloads';

interface Answer {
  status: number;
  error: Pick<PostgrestError, 'code' | 'message'> | null;
}

function toResult({ status, error }: Answer): SendResult {
  if (!error) return { status };
  return { status, code: error.code || null, message: error.message };
}

/** The most referral clicks or telemetry events the server accepts in one request (a trigger refuses more: 413). */
export const MAX_EVENTS_PER_REQUEST = 10;

const ok = (r: SendResult) => r.status >= 200 && r.status < 300;

export function supabaseTransport(client: () => Promise<SupabaseClient>, anonClient: () => Promise<SupabaseClient>): Transport {
  return {
    async send(row: OutboxRow): Promise<SendResult> {
      if (row.userId === null) return sendGuest(await anonClient(), row);
      const supabase = await client();
      // Never send a user's write with another user's token: if the session changed, leave the row queued.
      const { data } = await supabase.auth.getSession();
      if (data.session?.user.id !== row.userId) return { status: -1 };
      return sendUser(supabase, row);
    },
  };
}

async function sendGuest(supabase: SupabaseClient, row: OutboxRow): Promise<SendResult> {
  if (row.kind === 'contact-message') return sendContactMessage(supabase, row);
  if (row.kind !== 'referral-click') return { status: 400, code: 'UNSUPPORTED', message: `${row.kind} needs a user` };
  const p = row.payload as ReferralPayload;
  return toResult(await supabase.from('referral_events').insert({ id: row.id, code: p.code, type: 'click' }));
}

/** Insert keyed by the queued row's uuid: a resend after a lost answer meets 23505, which counts as delivered. */
async function sendContactMessage(supabase: SupabaseClient, row: OutboxRow): Promise<SendResult> {
  const p = row.payload as ContactMessagePayload;
  return toResult(await supabase.from('contact_messages').insert({ ...p.row, user_id: row.userId, id: row.id }));
}

async function sendUser(supabase: SupabaseClient, row: OutboxRow): Promise<SendResult> {
  switch (row.kind) {
    case 'accessibility': {
      const p = row.payload as AccessibilityPayload;
      return toResult(await supabase.from('user_preferences').upsert(p.row, { onConflict: 'user_id' }));
    }
    case 'locale': {
      const p = row.payload as LocalePayload;
      const saved = toResult(await supabase.from('user_locale_preferences').upsert(p.row, { onConflict: 'user_id' }));
      if (!ok(saved)) return saved;
      return toResult(await supabase.from('telemetry_events').insert(p.telemetry));
    }
    case 'referral-click': {
      const p = row.payload as ReferralPayload;
      return toResult(await supabase.from('referral_events').insert({ id: row.id, code: p.code, type: 'click' }));
    }
    case 'contact-message':
      return sendContactMessage(supabase, row);
    case 'booking-request': {
      // Sent again after a lost answer, the same id returns the booking already made: never two bookings.
      const p = row.payload as BookingRequestPayload;
      return toResult(
        await supabase.rpc('book_session', { p_id: p.bookingId, p_tutor_id: p.tutorId, p_starts_at: p.startsAt, p_subject: p.subject, p_note: p.note }),
      );
    }
    case 'practice-attempt': {
      // Insert keyed by the attempt's own id: a duplicate (23505) means the server already has it.
      const p = row.payload as PracticeAttemptPayload;
      return toResult(await supabase.from('practice_attempts').insert(p.row));
    }
    case 'adhd-session': {
      const p = row.payload as AdhdSessionPayload;
      return toResult(await supabase.from('adhd_sessions').upsert(p.row, { onConflict: 'id' }));
    }
  }
}

export function supabaseSession(client: () => Promise<SupabaseClient>): SessionSource {
  return {
    async currentUserId() {
      const { data } = await (await client()).auth.getSession();
      return data.session?.user.id ?? null;
    },
    async refresh() {
      const supabase = await client();
      const before = (await supabase.auth.getSession()).data.session?.user.id;
      const { data, error } = await supabase.auth.refreshSession();
      return !error && !!data.session && data.session.user.id === before;
    },
  };
}
