import { describe, expect, it } from 'vitest';
import { followedView, LaserTrail, leadLeft, peersOf, throttle } from '../../src/features/lesson/core/presence';

const tutor = { user: { id: 't', name: 'Theo', role: 'tutor' }, cursor: { page: 0, x: 1, y: 2 }, laser: null, view: { page: 1, x: 10, y: 20, zoom: 2 }, follow: 100 };
const learner = { user: { id: 'l', name: 'Lena', role: 'learner' }, cursor: null, laser: null, view: { page: 0, x: 0, y: 0, zoom: 1 }, follow: null };

describe('presence', () => {
  it('reads the other participants, dropping oneself and malformed states', () => {
    const states = new Map<number, unknown>([
      [1, learner],
      [2, tutor],
      [3, { user: { id: 'x' } }],
      [4, null],
      [5, { ...tutor, cursor: { page: 'a', x: 1, y: 2 }, view: { page: 0, x: 0, y: 0, zoom: 0 } }],
    ]);
    const peers = peersOf(states, 1, 'l');
    expect(peers.map((p) => p.clientId)).toEqual([2, 5]);
    expect(peers[0]!.cursor).toEqual({ page: 0, x: 1, y: 2 });
    expect(peers[1]!.cursor).toBeNull();
    expect(peers[1]!.view).toBeNull();
  });

  it('the learner follows the leading tutor until they leave that lead; a new lead is followed again', () => {
    const peers = peersOf(new Map([[2, tutor]]), 1, 'l');
    expect(followedView(peers, null)).toEqual({ lead: 100, name: 'Theo', view: { page: 1, x: 10, y: 20, zoom: 2 } });
    expect(followedView(peers, 100)).toBeNull();
    expect(leadLeft(peers, 100)).toEqual({ lead: 100, name: 'Theo' });
    const again = peersOf(new Map([[2, { ...tutor, follow: 200 }]]), 1, 'l');
    expect(followedView(again, 100)?.lead).toBe(200);
    expect(followedView(peersOf(new Map([[2, { ...tutor, follow: null }]]), 1, 'l'), null)).toBeNull();
  });

  it('throttles to one send per interval with the latest value', () => {
    let t = 0;
    const timers: Array<{ at: number; fn: () => void }> = [];
    const sent: number[] = [];
    const th = throttle<number>((v) => sent.push(v), 50, { now: () => t, later: (fn, ms) => timers.push({ at: t + ms, fn }), cancel: () => {} });
    th.call(1);
    th.call(2);
    th.call(3);
    expect(sent).toEqual([1]);
    t = 50;
    timers.shift()!.fn();
    expect(sent).toEqual([1, 3]);
    th.call(4);
    expect(sent).toEqual([1, 3]);
  });

  it('a laser trail fades out within a second and ignores repeats', () => {
    const trail = new LaserTrail();
    trail.add({ page: 0, x: 0, y: 0, n: 1 }, 0);
    trail.add({ page: 0, x: 0, y: 0, n: 1 }, 10);
    trail.add({ page: 0, x: 10, y: 0, n: 2 }, 100);
    const seen = trail.visible(0, 500);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.opacity).toBeCloseTo(0.5);
    expect(trail.visible(1, 500)).toHaveLength(0);
    expect(trail.visible(0, 1200)).toHaveLength(0);
    expect(trail.empty).toBe(true);
  });
});
