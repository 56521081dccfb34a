// The 'practice-attempt' offline kind: one answered question, inserted keyed by the attempt's own device-made id, so
// a resend meets a duplicate (23505), which the outbox counts as delivered. Never merged.
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface PracticeAttemptRow {
  id: string;
  user_id: string;
  skill: string;
  question_seed: number;
  level: number;
  answer: string;
  correct: boolean;
  time_taken_ms: number;
  mode: 'practice' | 'review';
  answered_at: string;
}

export interface PracticeAttemptPayload {
  row: PracticeAttemptRow;
}

export const practiceAttemptKind: OfflineKind<PracticeAttemptPayload> = {
  kind: 'practice-attempt',
  async send({ payload }, supabase) {
    return toResult(await supabase.from('practice_attempts').insert(payload.row));
  },
};
