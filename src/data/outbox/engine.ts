// The sync engine: drains the queue to the server, one row at a time in id order, classifying every answer.
// Plain TypeScript: the store, the transport, the session, the cross-tab lock and the clock are all injected, so
// the whole behaviour runs under unit tests with fake timers.
import { backoffDelay } from './backoff';
import { classify } from './classify';
import { describe, type NewWrite, type OutboxStore } from './store';
import { tabLock } from './web-lock';
import { NOT_SENT, UNKNOWN_KIND, type DeadLetter, type OutboxRow, type SendResult } from './types';

/**
 * Sends one row with the current session attached. `status: NOT_SENT` means "not sent now" (e.g. the session
 * changed); `UNKNOWN_KIND` means this version of the app cannot send the row (it stays queued).
 */
export interface Transport {
  send(row: OutboxRow): Promise<SendResult>;
}

export interface SessionSource {
  /** The signed-in user's id, read at send time; null for a guest. */
  currentUserId(): Promise<string | null>;
  /** Refreshes the access token after a 401; true if a session for the same user is back. */
  refresh(): Promise<boolean>;
}

/** Runs `fn` only if no other tab is sending; resolves false if the lock was taken. */
export type SendLock = (fn: () => Promise<void>) => Promise<boolean>;

export interface OutboxStatus {
  storage: 'indexeddb' | 'memory';
  /** Queued writes of the signed-in user and guest events: "Saved on device" until this is 0. */
  pending: number;
  lastSyncedAt: number | null;
  deadLetters: DeadLetter[];
  lastError: string | null;
  syncing: boolean;
}

export interface EngineOptions {
  store: OutboxStore;
  transport: Transport;
  session: SessionSource;
  lock?: SendLock;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  /** Delay between a write and its send, so a burst of changes goes out as one request. */
  debounceMs?: number;
  /** When another tab holds the lock, look again after this long (it is also woken over BroadcastChannel). */
  lockRetryMs?: number;
  /** Called after the queue changed here, so other tabs can refresh their status / the sender can wake up. */
  onLocalChange?: (what: 'queued' | 'drained') => void;
  /**
   * A send with no answer after this long counts as a network failure (the row backs off and is sent again; every
   * kind's send is idempotent). Without it one request that never answers (a connection lost mid-request) would hold
   * the lock and the running flush, and every later flush, `online`'s included, would wait behind it. Reading the
   * session and refreshing it (requests of their own, behind the auth client's lock) get the same time.
   */
  sendTimeoutMs?: number;
}

/** A row of a kind this app does not know is looked at again after this long (or on the next forced flush). */
const UNKNOWN_KIND_RETRY_MS = 10 * 60_000;

export class SyncEngine {
  private readonly o: Required<Omit<EngineOptions, 'onLocalChange'>> & Pick<EngineOptions, 'onLocalChange'>;
  private running: Promise<void> | undefined;
  private again = false;
  private againForced = false;
  private soonTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryAt = Infinity;
  /** After a transient failure nothing is sent (except on a forced flush) before this time: no hammering. */
  private blockedUntil = 0;
  private stopped = false;
  private listeners = new Set<(s: OutboxStatus) => void>();
  private state: OutboxStatus;

  constructor(options: EngineOptions) {
    this.o = {
      lock: tabLock(),
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      now: Date.now,
      random: Math.random,
      debounceMs: 300,
      lockRetryMs: 1000,
      sendTimeoutMs: 20_000,
      // Options given as undefined keep their defaults.
      ...(Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as EngineOptions),
    };
    this.state = { storage: options.store.kind, pending: 0, lastSyncedAt: null, deadLetters: [], lastError: null, syncing: false };
  }

  get status(): OutboxStatus {
    return this.state;
  }

  subscribe(listener: (s: OutboxStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a write (with its local copy, atomically) and sends it shortly. */
  async write(write: NewWrite, local?: { key: string; value: unknown }): Promise<OutboxRow> {
    const row = await this.o.store.enqueue(write, local);
    this.o.onLocalChange?.('queued');
    void this.refreshStatus();
    this.sendSoon();
    return row;
  }

  /** Queues several writes and one local copy in one transaction (a preference and its event), then sends shortly. */
  async writeAll(writes: readonly NewWrite[], local?: { key: string; value: unknown }): Promise<OutboxRow[]> {
    const rows = await this.o.store.enqueueAll(writes, local);
    this.o.onLocalChange?.('queued');
    void this.refreshStatus();
    this.sendSoon();
    return rows;
  }

  /** Debounced send after a write. */
  sendSoon(): void {
    if (this.stopped) return;
    clearTimeout(this.soonTimer);
    this.soonTimer = setTimeout(() => void this.flush(), this.o.debounceMs);
  }

  /**
   * Sends what is due. `force` ignores back-off (used on start-up, `online`, becoming visible, sign-in and token
   * refresh: moments when the reason for the last failure has likely gone). Concurrent calls coalesce.
   */
  flush(options: { force?: boolean } = {}): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      this.againForced ||= !!options.force;
      return this.running;
    }
    this.running = (async () => {
      let force = !!options.force;
      do {
        this.again = false;
        this.againForced = false;
        const acquired = await this.o.lock(() => this.drain(force));
        if (!acquired) this.retryIn(this.o.lockRetryMs);
        force = this.againForced;
      } while (this.again && !this.stopped);
    })()
      .catch((error: unknown) => {
        // A store failure (e.g. IndexedDB closed under us) must not become an unhandled rejection; try later.
        this.setState({ lastError: String(error) });
        this.retryIn(this.o.lockRetryMs);
      })
      .then(() => this.refreshStatus())
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.running = undefined;
        // A flush asked for after the loop's last look (while the status was read) has had nothing run for it yet.
        if (this.again && !this.stopped) {
          const force = this.againForced;
          this.again = false;
          this.againForced = false;
          void this.flush({ force });
        }
      });
    return this.running;
  }

  /** Stops timers (tests, page teardown). Queued rows stay in the store. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.soonTimer);
    clearTimeout(this.retryTimer);
  }

  async refreshStatus(): Promise<OutboxStatus> {
    // Bounded too: the flush that ends with this status is the one later flushes wait on.
    const userId = await this.within(this.o.session.currentUserId(), () => null).catch(() => null);
    const owners = userId ? [userId, null] : [null];
    const [pending, deadLetters] = await Promise.all([this.o.store.count(owners), this.o.store.deadLetters(owners)]);
    this.setState({ pending, deadLetters });
    return this.state;
  }

  /** Where a written row is now: still queued, rejected by the server (a dead letter), or delivered. */
  async whereIs(row: Pick<OutboxRow, 'id' | 'userId'>): Promise<'queued' | 'rejected' | 'delivered'> {
    const owners = [row.userId];
    if ((await this.o.store.list(owners)).some((r) => r.id === row.id)) return 'queued';
    if ((await this.o.store.deadLetters(owners)).some((d) => d.id === row.id)) return 'rejected';
    return 'delivered';
  }

  hasPending(userId: string, kind: OutboxRow['kind']): Promise<boolean> {
    return this.o.store.hasPending(userId, kind);
  }

  getLocalCopy(key: string) {
    return this.o.store.getLocal(key);
  }

  putLocalCopy(key: string, value: unknown) {
    return this.o.store.putLocal(key, value);
  }

  async dismissDeadLetter(id: string): Promise<void> {
    await this.o.store.dismissDeadLetter(id);
    await this.refreshStatus();
  }

  private async drain(force: boolean): Promise<void> {
    const { store, session, now } = this.o;
    if (!this.o.isOnline()) return; // `online` will force a flush
    if (!force && now() < this.blockedUntil) return this.retryIn(this.blockedUntil - now());
    // Attach the session at send time: only the signed-in user's rows (and guest events) are ever sent.
    const userId = await this.within(session.currentUserId(), () => {
      throw new Error(`the session was not read within ${this.o.sendTimeoutMs / 1000} s`); // the flush tries again shortly
    });
    const owners = userId ? [userId, null] : [null];
    const rows = await store.list(owners, force ? undefined : now());
    if (rows.length) this.setState({ syncing: true });
    try {
      for (const row of rows) {
        if (this.stopped || !this.o.isOnline()) return;
        let result = await this.sendWithin(row);
        if (result.status === NOT_SENT) return;
        if (result.status === UNKNOWN_KIND) {
          // Never dead-lettered: a later version of the app knows it. Not counted as an attempt.
          await store.retryLater(row.id, row.attempts, now() + UNKNOWN_KIND_RETRY_MS, `unknown kind ${row.kind}`);
          continue;
        }
        let outcome = classify(result);
        if (outcome === 'reauth' && row.userId !== null && (await this.within(session.refresh().catch(() => false), () => false))) {
          result = await this.sendWithin(row);
          if (result.status === NOT_SENT) return;
          outcome = classify(result);
        }
        if (outcome === 'done') {
          await store.complete(row.id, row.v);
          this.blockedUntil = 0;
          this.setState({ lastSyncedAt: now(), lastError: null });
        } else if (outcome === 'reject') {
          await store.reject(row, result, now());
          this.setState({ lastError: describe(result) });
        } else {
          // Transient (or a 401 that a refresh did not cure): back off and stop; the server or link is unwell.
          const attempts = row.attempts + 1;
          this.blockedUntil = now() + backoffDelay(attempts, this.o.random);
          await store.retryLater(row.id, attempts, this.blockedUntil, describe(result));
          this.setState({ lastError: describe(result) });
          break;
        }
      }
    } finally {
      this.setState({ syncing: false });
      this.o.onLocalChange?.('drained');
    }
    // Wake up when the earliest remaining row is due (at once for rows that merged or arrived meanwhile).
    const left = await store.list(owners);
    if (left.length) {
      const next = Math.min(...left.map((r) => Math.max(r.nextAt, this.blockedUntil)));
      this.retryIn(Math.max(0, next - now()));
    }
  }

  /** The transport's answer, or a network failure (status 0) when none came within `sendTimeoutMs`. */
  private sendWithin(row: OutboxRow): Promise<SendResult> {
    return this.within(this.o.transport.send(row), () => ({ status: 0, message: `no answer within ${this.o.sendTimeoutMs / 1000} s` }));
  }

  /** `work`'s result, or `late()`'s (its value, or its throw) if `work` has not settled within `sendTimeoutMs`. */
  private within<T>(work: Promise<T>, late: () => T): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => {
        try {
          resolve(late());
        } catch (error) {
          reject(error);
        }
      }, this.o.sendTimeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  private retryIn(ms: number): void {
    if (this.stopped) return;
    const at = this.o.now() + ms;
    if (this.retryTimer !== undefined && at >= this.retryAt) return;
    clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.retryAt = Infinity;
      void this.flush();
    }, ms);
  }

  private setState(patch: Partial<OutboxStatus>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
