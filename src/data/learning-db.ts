// The device's copy of learning progress: practice attempts and ADHD sessions, in their own IndexedDB database
// (so its schema evolves apart from the outbox's). Every attempt is kept here first; `queued` says whether its
// outbox row exists yet (a crash between the two is repaired by re-queueing: the server keys rows by `id`, so a
// second send is a no-op). Without IndexedDB the records live in memory for the page's lifetime.
import Dexie, { type Table } from 'dexie';

export const LEARNING_DB_NAME = 'summit-learning';

export interface LocalAttempt {
  /** Client-made uuid v7: the row's primary key on the server too (exactly once). */
  id: string;
  /** null while made as a guest; set to the account on sign-in (merge). */
  userId: string | null;
  skill: string;
  seed: number;
  level: number;
  answer: string;
  correct: boolean;
  timeTakenMs: number;
  mode: 'practice' | 'review';
  answeredAt: string;
  /** 1 once an outbox row carries it (or it came from the server); 0 while only on the device. */
  queued: 0 | 1;
}

export interface LocalAdhdSession {
  id: string;
  userId: string | null;
  subject: string;
  sprintMinutes: number;
  breakStyle: string;
  tasksTotal: number;
  tasksDone: number;
  focusedSeconds: number;
  status: 'active' | 'completed' | 'abandoned';
  startedAt: string;
  endedAt: string | null;
  updatedAt: string;
}

class LearningDb extends Dexie {
  attempts!: Table<LocalAttempt, string>;
  adhdSessions!: Table<LocalAdhdSession, string>;
  constructor() {
    super(LEARNING_DB_NAME);
    this.version(1).stores({ attempts: 'id, userId, answeredAt', adhdSessions: 'id, userId' });
  }
}

/** The few operations the learning features need, over IndexedDB or memory. */
export interface LearningStore {
  putAttempt(attempt: LocalAttempt): Promise<void>;
  attemptsOf(userId: string | null): Promise<LocalAttempt[]>;
  /** Guest attempts become this user's (and need queueing); returns how many. Atomic. */
  claimGuestAttempts(userId: string): Promise<number>;
  markQueued(ids: readonly string[]): Promise<void>;
  addMissing(attempts: readonly LocalAttempt[]): Promise<number>;
  putSession(session: LocalAdhdSession): Promise<void>;
  getSession(id: string): Promise<LocalAdhdSession | undefined>;
  sessionsOf(userId: string | null): Promise<LocalAdhdSession[]>;
}

const byTime = (a: LocalAttempt, b: LocalAttempt) => (a.answeredAt < b.answeredAt ? -1 : a.answeredAt > b.answeredAt ? 1 : a.id < b.id ? -1 : 1);

function dexieStore(db: LearningDb): LearningStore {
  // Dexie cannot index null: guests are found by a scan (a guest's history is small).
  const of = (userId: string | null) => (userId === null ? db.attempts.filter((a) => a.userId === null) : db.attempts.where('userId').equals(userId));
  return {
    putAttempt: async (a) => void (await db.attempts.put(a)),
    attemptsOf: async (userId) => (await of(userId).toArray()).sort(byTime),
    claimGuestAttempts: (userId) =>
      db.transaction('rw', db.attempts, () => db.attempts.filter((a) => a.userId === null).modify({ userId, queued: 0 })),
    markQueued: async (ids) => void (await db.attempts.where('id').anyOf([...ids]).modify({ queued: 1 })),
    addMissing: (attempts) =>
      db.transaction('rw', db.attempts, async () => {
        const have = new Set((await db.attempts.where('id').anyOf(attempts.map((a) => a.id)).primaryKeys()) as string[]);
        const fresh = attempts.filter((a) => !have.has(a.id));
        await db.attempts.bulkPut(fresh);
        return fresh.length;
      }),
    putSession: async (s) => void (await db.adhdSessions.put(s)),
    getSession: (id) => db.adhdSessions.get(id),
    sessionsOf: async (userId) =>
      userId === null ? db.adhdSessions.filter((s) => s.userId === null).toArray() : db.adhdSessions.where('userId').equals(userId).toArray(),
  };
}

export function memoryLearningStore(): LearningStore {
  const attempts = new Map<string, LocalAttempt>();
  const sessions = new Map<string, LocalAdhdSession>();
  return {
    putAttempt: async (a) => void attempts.set(a.id, { ...a }),
    attemptsOf: async (userId) => [...attempts.values()].filter((a) => a.userId === userId).sort(byTime),
    claimGuestAttempts: async (userId) => {
      let n = 0;
      for (const a of attempts.values()) if (a.userId === null) (a.userId = userId), (a.queued = 0), n++;
      return n;
    },
    markQueued: async (ids) => ids.forEach((id) => attempts.has(id) && (attempts.get(id)!.queued = 1)),
    addMissing: async (list) => {
      const fresh = list.filter((a) => !attempts.has(a.id));
      fresh.forEach((a) => attempts.set(a.id, { ...a }));
      return fresh.length;
    },
    putSession: async (s) => void sessions.set(s.id, { ...s }),
    getSession: async (id) => sessions.get(id),
    sessionsOf: async (userId) => [...sessions.values()].filter((s) => s.userId === userId),
  };
}

let store: Promise<LearningStore> | undefined;

export function getLearningStore(): Promise<LearningStore> {
  store ??= (async () => {
    try {
      const db = new LearningDb();
      await db.open();
      return dexieStore(db);
    } catch (error) {
      console.warn('IndexedDB unavailable: learning progress kept in memory', error);
      return memoryLearningStore();
    }
  })();
  return store;
}
