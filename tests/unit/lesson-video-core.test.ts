// The lesson video's plain cores: the signalling messages (client and server side), the ICE configuration, what a
// getUserMedia failure means, connection quality and the step-down ladder.
import { describe, expect, test } from 'vitest';
import { relayable } from '../../services/lesson/signalling.mjs';
import { parseIceConfig } from '../../src/features/lesson/video/core/ice-config';
import { mediaProblem } from '../../src/features/lesson/video/core/media-errors';
import { AUDIO_ONLY_STEP, initialLadder, nextStep, qualityOf, type Quality, type StatsSample } from '../../src/features/lesson/video/core/quality';
import { parseStateless } from '../../src/features/lesson/core/stateless';
import { encodeSignal } from '../../src/features/lesson/video/core/signal';

/** A relayed signal as the room's stateless router hands it on, or null for any other message. */
function parseSignal(payload: string) {
  const message = parseStateless(payload);
  return message?.type === 'rtc' ? message.signal : null;
}

describe('signalling messages', () => {
  test('the server keeps only the known fields and stamps the sender; a forged from is replaced', () => {
    const sent = JSON.stringify({ type: 'rtc', kind: 'candidate', peer: 'tab-1', to: 'tab-2', from: 'someone-else', data: { candidate: { candidate: 'c' } }, extra: 1 });
    expect(JSON.parse(relayable(sent, 'user-1')!)).toEqual({ type: 'rtc', from: 'user-1', kind: 'candidate', peer: 'tab-1', to: 'tab-2', data: { candidate: { candidate: 'c' } } });
  });
  test('anything else is not relayed: other types, unknown kinds, bad ids, non-objects, too big', () => {
    expect(relayable(JSON.stringify({ type: 'read-only' }), 'u')).toBeNull();
    expect(relayable(JSON.stringify({ type: 'rtc', kind: 'shout', peer: 'p' }), 'u')).toBeNull();
    expect(relayable(JSON.stringify({ type: 'rtc', kind: 'hello', peer: 'a b' }), 'u')).toBeNull();
    expect(relayable(JSON.stringify({ type: 'rtc', kind: 'hello', peer: 'p', data: [1] }), 'u')).toBeNull();
    expect(relayable('not json', 'u')).toBeNull();
    expect(relayable(JSON.stringify({ type: 'rtc', kind: 'hello', peer: 'p', data: { x: 'y'.repeat(40_000) } }), 'u')).toBeNull();
  });
  test('the client reads what the server relays and nothing else', () => {
    const relayed = relayable(encodeSignal('description', 'tab-1', 'tab-2', { description: { type: 'offer', sdp: 'v=0' } }), 'user-1')!;
    expect(parseSignal(relayed)).toEqual({ from: 'user-1', kind: 'description', peer: 'tab-1', to: 'tab-2', data: { description: { type: 'offer', sdp: 'v=0' } } });
    expect(parseSignal(JSON.stringify({ type: 'read-only', reason: 'window-closed' }))).toBeNull();
    expect(parseSignal(encodeSignal('hello', 'tab-1', undefined))).toBeNull(); // no server stamp
  });
});

describe('ICE configuration', () => {
  test('none by default; a JSON array of STUN/TURN servers; relay policy on request', () => {
    expect(parseIceConfig('', '')).toEqual({ iceServers: [], iceTransportPolicy: 'all', problem: null });
    const json = '[{"urls":"stun:stun.example.com:3478"},{"urls":["turn:turn.example.com:3478?transport=udp","turns:turn.example.com:5349"],"username":"u","credential":"c"}]';
    expect(parseIceConfig(json, 'relay')).toEqual({
      iceServers: [{ urls: ['stun:stun.example.com:3478'] }, { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'], username: 'u', credential: 'c' }],
      iceTransportPolicy: 'relay',
      problem: null,
    });
  });
  test('a bad setting is named and ignored', () => {
    expect(parseIceConfig('{', '').problem).toMatch(/not JSON/);
    expect(parseIceConfig('{"urls":"stun:x"}', '').problem).toMatch(/array/);
    expect(parseIceConfig('[{"urls":"http://x"}]', '').problem).toMatch(/stun:\/turn:/);
  });
});

test('getUserMedia failures are named', () => {
  expect(mediaProblem(new DOMException('x', 'NotAllowedError'))).toBe('denied');
  expect(mediaProblem(new DOMException('x', 'NotFoundError'))).toBe('no-device');
  expect(mediaProblem(new DOMException('x', 'NotReadableError'))).toBe('in-use');
  expect(mediaProblem(new Error('x'))).toBe('failed');
});

describe('quality and the step-down ladder', () => {
  const sample = (patch: Partial<StatsSample>): StatsSample => ({ rttMs: 20, lost: 0, received: 100, fps: 30, outboundLoss: 0, availableOutgoingBitrate: 2_000_000, ...patch });
  test('good, fair and poor from loss and round-trip time', () => {
    expect(qualityOf(sample({}))).toBe('good');
    expect(qualityOf(sample({ lost: 3, received: 97 }))).toBe('fair');
    expect(qualityOf(sample({ rttMs: 350 }))).toBe('fair');
    expect(qualityOf(sample({ lost: 10, received: 90 }))).toBe('poor');
    expect(qualityOf(sample({ outboundLoss: 0.2 }))).toBe('poor');
    expect(qualityOf(sample({ rttMs: null, received: 0 }))).toBe('unknown');
  });
  test('down after two poor readings, step by step to audio only; up after five good ones', () => {
    const run = (qualities: Quality[]) => qualities.reduce(nextStep, initialLadder).step;
    expect(run(['poor'])).toBe(0);
    expect(run(['poor', 'poor'])).toBe(1);
    expect(run(['poor', 'poor', 'fair', 'poor'])).toBe(1);
    expect(run(Array(20).fill('poor'))).toBe(AUDIO_ONLY_STEP);
    expect(run([...Array(4).fill('poor'), ...Array(4).fill('good')])).toBe(2);
    expect(run([...Array(4).fill('poor'), ...Array(5).fill('good')])).toBe(1);
  });
});
