// The practice feature's server module. Practice attempts: kept on the device first (learning-db), sent once
// through the outbox to practice_attempts.
// Exactly once: the attempt's device-made id is the server's primary key, so any resend (after a crash, a lost
// response, a merge that ran twice) is a duplicate the outbox counts as done. Guests' attempts never leave the
// device until they sign in; then they become the account's and are queued.
import { v7 as uuidv7 } from 'uuid';
import { getOutbox } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { getLearningStore, type LocalAttempt } from '../../data/learning-db';
import { getSupabase } from '../../data/supabase';
import { practiceAttemptKind, type PracticeAttemptRow } from './offline-kind';

export type { LocalAttempt };

export type NewAttempt = Omit<LocalAttempt, 'id' | 'queued' | 'answeredAt'> & { answeredAt?: string };

function toRow(a: LocalAttempt & { userId: string }): PracticeAttemptRow {
  return {
    id: a.id,
    user_id: a.userId,
    skill: a.skill,
    question_seed: a.seed,
    level: a.level,
    answer: a.answer.slice(0, 200),
    correct: a.correct,
    time_taken_ms: Math.max(0, Math.min(86_400_000, Math.round(a.timeTakenMs))),
    mode: a.mode,
    answered_at: a.answeredAt,
  };
}

async function queue(attempts: readonly LocalAttempt[]): Promise<void> {
  const mine = attempts.filter((a): a is LocalAttempt & { userId: string } => a.userId !== null && a.queued === 0);
  if (mine.length === 0) return;
  const outbox = await getOutbox();
  for (const a of mine) await outbox.write(writeOf(practiceAttemptKind, a.userId, { row: toRow(a) }));
  await (await getLearningStore()).markQueued(mine.map((a) => a.id));
}

/** Stores an answered question on the device and, for a signed-in learner, queues it for the server. */
export async function recordAttempt(input: NewAttempt): Promise<LocalAttempt> {
  const attempt: LocalAttempt = { ...input, id: uuidv7(), answeredAt: input.answeredAt ?? new Date().toISOString(), queued: 0 };
  await (await getLearningStore()).putAttempt(attempt);
  await queue([attempt]);
  return attempt;
}

/** The learner's attempts on this device (a guest's when userId is null), oldest first. */
export async function listAttempts(userId: string | null): Promise<LocalAttempt[]> {
  return (await getLearningStore()).attemptsOf(userId);
}

/**
 * After sign-in: the guest's attempts on this device become the account's and are queued; attempts of this user
 * stored but never queued (a crash between the two steps) are queued too. Safe to run any number of times.
 */
export async function adoptGuestAttempts(userId: string): Promise<number> {
  const store = await getLearningStore();
  const claimed = await store.claimGuestAttempts(userId);
  await queue(await store.attemptsOf(userId));
  return claimed;
}

/** Attempts made on other devices, copied here so progress is the account's, not the device's. */
export async function pullAttempts(userId: string): Promise<number> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('practice_attempts')
      .select('id, skill, question_seed, level, answer, correct, time_taken_ms, mode, answered_at')
      .eq('user_id', userId)
      .order('answered_at', { ascending: false })
      .limit(1000);
    if (error || !data) return 0;
    const rows = data as Array<Omit<PracticeAttemptRow, 'user_id'>>;
    return (await getLearningStore()).addMissing(
      rows.map((r) => ({
        id: r.id,
        userId,
        skill: r.skill,
        seed: Number(r.question_seed),
        level: r.level,
        answer: r.answer,
        correct: r.correct,
        timeTakenMs: r.time_taken_ms,
        mode: r.mode,
        answeredAt: new Date(r.answered_at).toISOString(),
        queued: 1,
      })),
    );
  } catch {
    return 0; // offline: the device's copy is what we have
  }
}
