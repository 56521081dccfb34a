// The 'adhd-session' offline kind: the latest state of one focus session, upserted on its device-made id (a resend
// rewrites the same row).
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface AdhdSessionRow {
  id: string;
  user_id: string;
  subject: string;
  sprint_minutes: number;
  break_style: string;
  tasks_total: number;
  tasks_done: number;
  focused_seconds: number;
  status: 'active' | 'completed' | 'abandoned';
  started_at: string;
  ended_at: string | null;
}

export interface AdhdSessionPayload {
  row: AdhdSessionRow;
}

export const adhdSessionKind: OfflineKind<AdhdSessionPayload> = {
  kind: 'adhd-session',
  async send({ payload }, supabase) {
    return toResult(await supabase.from('adhd_sessions').upsert(payload.row, { onConflict: 'id' }));
  },
};
