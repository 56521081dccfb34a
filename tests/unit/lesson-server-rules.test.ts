// The lesson server's rules without a server: who may open a room when (decideAccess), tokens checked as PostgREST
// checks them (verifyAccessToken), and which frames reach Hocuspocus (inspectFrame, the rate buckets).
import * as encoding from 'lib0/encoding';
import { SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { decideAccess, verifyAccessToken } from '../../services/lesson/auth.mjs';
import { bucket, defaultLimits, inspectFrame, measuredLessonBytes } from '../../services/lesson/limits.mjs';

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');
const sign = (claims: Record<string, unknown>, exp: number) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(exp).sign(secret);
const now = Date.parse('2026-11-25T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const reasonOf = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
    return 'accepted';
  } catch (error) {
    return (error as { reason: string }).reason;
  }
};

describe('verifyAccessToken', () => {
  const user = { sub: 'u1', aud: 'authenticated', role: 'authenticated' };
  test('a user’s access token gives the user and its expiry', async () => {
    const token = await sign(user, seconds(now) + 3600);
    expect(await verifyAccessToken(token, secret, { now })).toMatchObject({ userId: 'u1', expiresAt: (seconds(now) + 3600) * 1000 });
  });
  test('30 s of clock skew, as PostgREST: expired 10 s ago passes, 40 s ago does not', async () => {
    expect(await reasonOf(verifyAccessToken(await sign(user, seconds(now) - 10), secret, { now }))).toBe('accepted');
    expect(await reasonOf(verifyAccessToken(await sign(user, seconds(now) - 40), secret, { now }))).toBe('expired-token');
  });
  test('no token or the anon key: signed-out; another secret, the service role or another audience: invalid-token', async () => {
    expect(await reasonOf(verifyAccessToken('', secret, { now }))).toBe('signed-out');
    expect(await reasonOf(verifyAccessToken(await sign({ role: 'anon' }, seconds(now) + 60), secret, { now }))).toBe('signed-out');
    expect(await reasonOf(verifyAccessToken(await sign({ role: 'service_role' }, seconds(now) + 60), secret, { now }))).toBe('invalid-token');
    expect(await reasonOf(verifyAccessToken(await sign({ ...user, aud: 'other' }, seconds(now) + 60), secret, { now }))).toBe('invalid-token');
    const forged = await new SignJWT(user).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(seconds(now) + 60).sign(new TextEncoder().encode('x'.repeat(40)));
    expect(await reasonOf(verifyAccessToken(forged, secret, { now }))).toBe('invalid-token');
  });
});

describe('decideAccess', () => {
  const minute = 60_000;
  const booking = (startsIn: number, minutes = 60, status = 'confirmed') => ({
    learner_id: 'learner',
    tutor_user_id: 'tutor',
    status,
    starts_at: new Date(now + startsIn).toISOString(),
    ends_at: new Date(now + startsIn + minutes * minute).toISOString(),
  });
  test('the learner and the tutor, from 15 minutes before the start, read-write until 10 minutes after the end', () => {
    expect(decideAccess(booking(15 * minute), 'learner', now)).toMatchObject({ role: 'learner', readOnly: false });
    expect(decideAccess(booking(15 * minute), 'tutor', now)).toMatchObject({ role: 'tutor', readOnly: false });
    expect(decideAccess(booking(-69 * minute), 'tutor', now).readOnly).toBe(false);
    expect(decideAccess(booking(-70 * minute), 'tutor', now).readOnly).toBe(true);
    expect(decideAccess(booking(-30 * 24 * 60 * minute), 'learner', now).readOnly).toBe(true);
  });
  test('refusals: not yet open, cancelled, not yours (the same for a booking that does not exist)', async () => {
    expect(await reasonOf(() => decideAccess(booking(16 * minute), 'learner', now))).toBe('not-open-yet');
    expect(await reasonOf(() => decideAccess(booking(0, 60, 'cancelled'), 'learner', now))).toBe('cancelled');
    expect(await reasonOf(() => decideAccess(booking(0), 'someone else', now))).toBe('not-yours');
    expect(await reasonOf(() => decideAccess(null, 'learner', now))).toBe('not-yours');
    // Whoever is not in the booking learns nothing of it, not even that it was cancelled.
    expect(await reasonOf(() => decideAccess(booking(0, 60, 'cancelled'), 'someone else', now))).toBe('not-yours');
  });
});

describe('inspectFrame', () => {
  const name = 'lesson:8b0f5c1e-0000-4000-8000-000000000001';
  const frame = (build: (e: encoding.Encoder) => void) => {
    const e = encoding.createEncoder();
    encoding.writeVarString(e, name);
    build(e);
    return encoding.toUint8Array(e);
  };
  const doc = new Y.Doc();
  doc.getText('notes').insert(0, 'hello');
  const update = Y.encodeStateAsUpdate(doc);

  test('the provider’s messages pass; an update counts its bytes', () => {
    expect(inspectFrame(frame((e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint(e, 0), encoding.writeVarUint8Array(e, Y.encodeStateVector(doc)))))).toMatchObject({ kind: 'message', writes: 0 });
    expect(inspectFrame(frame((e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, update))))).toMatchObject({ documentName: name, writes: update.length });
    expect(inspectFrame(frame((e) => (encoding.writeVarUint(e, 2), encoding.writeVarUint(e, 0), encoding.writeVarString(e, 'token'), encoding.writeVarString(e, '4.8.0'))))).toMatchObject({ kind: 'message' });
    expect(inspectFrame(frame((e) => encoding.writeVarUint(e, 3)))).toMatchObject({ kind: 'message' });
    expect(inspectFrame(new Uint8Array([10]))).toEqual({ kind: 'pong' });
  });
  test('garbage does not', () => {
    expect(inspectFrame(frame((e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, new Uint8Array(24).fill(0xff)))))).toBeNull();
    expect(inspectFrame(frame((e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint(e, 2), encoding.writeVarUint8Array(e, update), encoding.writeVarUint(e, 1))))).toBeNull();
    expect(inspectFrame(frame((e) => encoding.writeVarUint(e, 6)))).toBeNull(); // server-internal BroadcastStateless
    expect(inspectFrame(frame((e) => encoding.writeVarUint(e, 99)))).toBeNull();
    expect(inspectFrame(new Uint8Array([0xff, 0xff, 0xff]))).toBeNull();
    const awareness = encoding.createEncoder();
    encoding.writeVarUint(awareness, 1);
    encoding.writeVarUint(awareness, 7);
    encoding.writeVarUint(awareness, 1);
    encoding.writeVarString(awareness, '{not json');
    expect(inspectFrame(frame((e) => (encoding.writeVarUint(e, 1), encoding.writeVarUint8Array(e, encoding.toUint8Array(awareness)))))).toBeNull();
  });
});

test('a token bucket allows its burst, then its rate', () => {
  let t = 0;
  const b = bucket(10, 20, () => t);
  for (let i = 0; i < 20; i++) expect(b.take()).toBe(true);
  expect(b.take()).toBe(false);
  t += 100; // 0.1 s: one more
  expect(b.take()).toBe(true);
  expect(b.take()).toBe(false);
});

test('the size caps sit above a measured 60-minute lesson, and a whole-lesson diff fits the byte burst', () => {
  expect(defaultLimits.maxMessageBytes).toBeGreaterThanOrEqual(4 * measuredLessonBytes);
  expect(defaultLimits.byteBurst).toBeGreaterThan(defaultLimits.maxMessageBytes);
  expect(defaultLimits.maxRoomBytes).toBeGreaterThan(defaultLimits.maxMessageBytes);
});
