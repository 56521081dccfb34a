// The device's learning store, both implementations: guest attempts adopted once, queue marks, pulls not doubled.
import { describe, expect, it } from 'vitest';
import { getLearningStore, memoryLearningStore, type LocalAttempt, type LearningStore } from '../../src/data/learning-db';

const attempt = (id: string, userId: string | null, queued: 0 | 1 = 0): LocalAttempt => ({
  id, userId, skill: 'fractions', seed: 1, level: 1, answer: '1/2', correct: true, timeTakenMs: 1000, mode: 'practice', answeredAt: `2026-01-01T00:00:0${id.slice(-1)}Z`, queued,
});

describe.each([
  ['indexeddb', () => getLearningStore()],
  ['memory', async () => memoryLearningStore()],
] as Array<[string, () => Promise<LearningStore>]>)('%s learning store', (_, open) => {
  it('adopts guest attempts into the account once, keeps other users apart, and never doubles a pulled attempt', async () => {
    const store = await open();
    const u = `user-${Math.random()}`;
    await store.putAttempt(attempt('g-1', null));
    await store.putAttempt(attempt('g-2', null));
    await store.putAttempt(attempt('o-3', 'someone-else', 1));
    expect((await store.attemptsOf(null)).map((a) => a.id)).toEqual(['g-1', 'g-2']);
    expect(await store.claimGuestAttempts(u)).toBe(2);
    expect(await store.claimGuestAttempts(u)).toBe(0);
    const mine = await store.attemptsOf(u);
    expect(mine.map((a) => [a.id, a.queued])).toEqual([['g-1', 0], ['g-2', 0]]);
    await store.markQueued(['g-1', 'g-2']);
    expect((await store.attemptsOf(u)).every((a) => a.queued === 1)).toBe(true);
    expect(await store.addMissing([attempt('g-1', u, 1), attempt('s-4', u, 1)])).toBe(1);
    expect((await store.attemptsOf(u)).map((a) => a.id)).toEqual(['g-1', 'g-2', 's-4']);
    expect((await store.attemptsOf('someone-else')).map((a) => a.id)).toEqual(['o-3']);
  });
});
