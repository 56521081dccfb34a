// The ADHD feature's server module. Focus sessions: the device's copy is the truth while a session runs; each
// change is queued through the outbox as an upsert on the session's device-made id (a resend rewrites the same row).
import { getOutbox } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { getLearningStore, type LocalAdhdSession } from '../../data/learning-db';
import { adhdSessionKind, type AdhdSessionRow } from './offline-kind';

export type { LocalAdhdSession };

function toRow(s: LocalAdhdSession & { userId: string }): AdhdSessionRow {
  return {
    id: s.id,
    user_id: s.userId,
    subject: s.subject,
    sprint_minutes: s.sprintMinutes,
    break_style: s.breakStyle,
    tasks_total: s.tasksTotal,
    tasks_done: s.tasksDone,
    focused_seconds: Math.max(0, Math.round(s.focusedSeconds)),
    status: s.status,
    started_at: s.startedAt,
    ended_at: s.endedAt,
  };
}

export async function saveAdhdSession(session: LocalAdhdSession): Promise<void> {
  const next = { ...session, updatedAt: new Date().toISOString() };
  await (await getLearningStore()).putSession(next);
  if (next.userId) await (await getOutbox()).write(writeOf(adhdSessionKind, next.userId, { row: toRow({ ...next, userId: next.userId }) }));
}

export async function loadAdhdSession(id: string): Promise<LocalAdhdSession | undefined> {
  return (await getLearningStore()).getSession(id);
}
