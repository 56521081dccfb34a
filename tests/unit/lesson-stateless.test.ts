// The lesson room's stateless messages: one router parses each payload once and hands it, typed, to the listeners
// of its type (the room's read-only turn and server copy, the replay's history, the video signals).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStatelessRouter, parseStateless } from '../../src/features/lesson/core/stateless';

afterEach(() => vi.restoreAllMocks());

describe('stateless messages', () => {
  it('parses each kind, and refuses malformed or unknown ones', () => {
    expect(parseStateless(JSON.stringify({ type: 'read-only', reason: 'window-closed' }))).toEqual({ type: 'read-only', reason: 'window-closed' });
    expect(parseStateless(JSON.stringify({ type: 'state', update: 'AAE=' }))).toEqual({ type: 'state', update: 'AAE=' });
    expect(parseStateless(JSON.stringify({ type: 'history', total: 1, from: 0, entries: [[5, 'AAE=']] }))).toEqual({ type: 'history', total: 1, from: 0, entries: [[5, 'AAE=']] });
    expect(parseStateless(JSON.stringify({ type: 'rtc', from: 'u1', kind: 'hello', peer: 'tab-1' }))).toEqual({
      type: 'rtc',
      signal: { from: 'u1', kind: 'hello', peer: 'tab-1', to: undefined, data: undefined },
    });
    for (const bad of ['not json', '[]', 'null', JSON.stringify({ type: 'state' }), JSON.stringify({ type: 'history', total: 1, from: 0, entries: [['x']] }), JSON.stringify({ type: 'rtc', kind: 'hello', peer: 'p' }), JSON.stringify({ type: 'other' })]) {
      expect(parseStateless(bad), bad).toBeNull();
    }
  });

  it('parses a payload once, whoever listens, and hands it to the listeners of its type only', () => {
    const router = createStatelessRouter();
    const got: string[] = [];
    router.on('read-only', (m) => got.push(`a ${m.reason}`));
    const off = router.on('read-only', (m) => got.push(`b ${m.reason}`));
    router.on('rtc', (m) => got.push(`rtc ${m.signal.kind}`));
    router.on('history', (m) => got.push(`history ${m.total}`));
    const parse = vi.spyOn(JSON, 'parse');
    router.dispatch(JSON.stringify({ type: 'read-only', reason: 'window-closed' }));
    expect(parse).toHaveBeenCalledTimes(1);
    expect(got).toEqual(['a window-closed', 'b window-closed']);
    off();
    router.dispatch(JSON.stringify({ type: 'rtc', from: 'u1', kind: 'bye', peer: 'tab-1' }));
    router.dispatch(JSON.stringify({ type: 'read-only', reason: 'again' }));
    router.dispatch('garbage');
    expect(got).toEqual(['a window-closed', 'b window-closed', 'rtc bye', 'a again']);
    router.clear();
    router.dispatch(JSON.stringify({ type: 'read-only', reason: 'cleared' }));
    expect(got).toHaveLength(4);
  });
});
