import { describe, expect, it } from 'vitest';
import { classify } from '../../src/data/outbox/classify';
import { backoffDelay } from '../../src/data/outbox/backoff';

describe('response classification', () => {
  it.each([
    [{ status: 200 }, 'done'],
    [{ status: 201 }, 'done'],
    [{ status: 204 }, 'done'],
    // A resent idempotent insert whose first answer was lost: the row is already there.
    [{ status: 409, code: '23505', message: 'duplicate key value violates unique constraint' }, 'done'],
    [{ status: 0, message: 'TypeError: Failed to fetch' }, 'retry'],
    [{ status: 500 }, 'retry'],
    [{ status: 502 }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 408 }, 'retry'],
    [{ status: 429 }, 'retry'],
    [{ status: 401, code: 'PGRST301', message: 'JWT expired' }, 'reauth'],
    [{ status: 401 }, 'reauth'],
    [{ status: 403, code: '42501', message: 'new row violates row-level security policy' }, 'reject'],
    [{ status: 401, code: '42501' }, 'reauth'],
    [{ status: 400, code: '23514', message: 'violates check constraint' }, 'reject'],
    [{ status: 400, code: 'PGRST204' }, 'reject'],
    [{ status: 404, code: '42P01' }, 'reject'],
    [{ status: 409, code: '23503', message: 'foreign key violation' }, 'reject'],
    [{ status: 422 }, 'reject'],
  ] as const)('%o → %s', (result, outcome) => {
    expect(classify(result)).toBe(outcome);
  });
});

describe('back-off schedule', () => {
  it('waits 1 s, 2 s, 5 s, then every 10 s without jitter', () => {
    expect([1, 2, 3, 4, 5, 50].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('adds at most 20% jitter, never less than the schedule', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(1200);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(3);
      expect(d).toBeGreaterThanOrEqual(5000);
      expect(d).toBeLessThanOrEqual(6000);
    }
  });
});
