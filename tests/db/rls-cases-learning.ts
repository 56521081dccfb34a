// RLS matrix cases for the learning tables (practice attempts, ADHD sessions). Imported by rls-matrix.serial.test.ts;
// `who()` gives the matrix's test users once they exist. Outcomes per actor: anon, student A, student B, founder, admin.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { TestUser } from '../support/db';

interface LearningCase {
  table: string;
  key: string;
  target: () => string;
  reset: (db: pg.Client) => Promise<unknown>;
  insertRow: () => Record<string, unknown>;
  update: Record<string, unknown>;
  expect: Record<'select' | 'insert' | 'update' | 'delete', string>;
}

export function learningCases(who: () => { A: TestUser }): LearningCase[] {
  const attempt = randomUUID();
  const session = randomUUID();
  return [
    {
      table: 'practice_attempts',
      key: 'id',
      target: () => attempt,
      reset: (db) =>
        db.query(
          `insert into practice_attempts (id, user_id, skill, question_seed, level, answer, correct, time_taken_ms, answered_at)
           values ($1, $2, 'fractions', 42, 1, '1/2', true, 9000, now()) on conflict (id) do update set correct = true`,
          [attempt, who().A.id],
        ),
      insertRow: () => ({ id: randomUUID(), user_id: who().A.id, skill: 'linear', question_seed: 7, level: 2, answer: 'x = 3', correct: true, time_taken_ms: 12000, answered_at: new Date().toISOString() }),
      // Attempts are facts: nobody changes one (no update grant at all).
      update: { correct: false },
      expect: { select: 'd o n o o', insert: 'd o d d d', update: 'd d d d d', delete: 'd n n o o' },
    },
    {
      table: 'adhd_sessions',
      key: 'id',
      target: () => session,
      reset: (db) =>
        db.query(
          `insert into adhd_sessions (id, user_id, subject, sprint_minutes, break_style, tasks_total, tasks_done, started_at)
           values ($1, $2, 'math', 15, 'stretch', 4, 1, now()) on conflict (id) do update set tasks_done = 1`,
          [session, who().A.id],
        ),
      insertRow: () => ({ id: randomUUID(), user_id: who().A.id, subject: 'reading', sprint_minutes: 10, break_style: 'breathe', tasks_total: 3, started_at: new Date().toISOString() }),
      update: { tasks_done: 2 },
      expect: { select: 'd o n o o', insert: 'd o d d d', update: 'd o n n n', delete: 'd o n o o' },
    },
  ];
}
