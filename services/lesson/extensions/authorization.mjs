// Who may be in a lesson room, and for how long: a Hocuspocus extension, as the server's own are. The user's access
// token arrives in Hocuspocus's authentication message (never in the URL) and is checked as PostgREST checks it; the
// booking decides who may open the room and whether it is read-only (../auth.mjs). Access follows the booking live: a
// cancellation, a move or an account deletion reaches the open connections through Postgres notifications (on every
// instance: each one LISTENs), and each fresh token is checked against the booking again.
import { Refusal, clockSkewSeconds, decideAccess, reasons, verifyAccessToken } from '../auth.mjs';

// The server asks the provider for a fresh token this long before the current one expires (the provider answers
// with `sendToken()`, i.e. the result of its `token` function).
const refreshAheadMs = 60_000;
const maxTimerMs = 2 ** 31 - 1;

/**
 * @param {{ persistence: object, rooms: object, jwtSecret: string, bookingIdOf: (name: string) => string | null, log: (m: string) => void }} parts
 * @returns {{ extension: object, close: () => Promise<void> }}
 */
export function authorization({ persistence, rooms, jwtSecret, bookingIdOf, log }) {
  const secretKey = new TextEncoder().encode(jwtSecret);
  const clearTimers = (session) => {
    for (const t of Object.values(session.timers)) clearTimeout(t?.step ?? t);
    session.timers = {};
  };
  // A timer further off than setTimeout's limit (24.8 days) waits in steps.
  const at = (epochMs, fn) => {
    const wait = epochMs - Date.now();
    if (wait <= maxTimerMs) return setTimeout(fn, Math.max(0, wait));
    const handle = { step: null };
    const rearm = () => (handle.step = setTimeout(() => (epochMs - Date.now() > maxTimerMs ? rearm() : (handle.step = setTimeout(fn, Math.max(0, epochMs - Date.now())))), maxTimerMs));
    rearm();
    return handle;
  };

  /** Token refresh request, expiry and the end of the writable window of one established connection. */
  function schedule(session) {
    clearTimers(session);
    const { connection } = session;
    if (!connection) return;
    // Asked once per token: a provider that answers with the same token (it has no fresher one yet) is not asked
    // again in a loop; the expiry timer decides.
    if (session.askedFor !== session.expiresAt) {
      session.timers.refresh = at(session.expiresAt - refreshAheadMs, () => {
        session.askedFor = session.expiresAt;
        connection.requestToken();
      });
    }
    session.timers.expire = at(session.expiresAt + clockSkewSeconds * 1000, () => {
      log(`lesson ${session.bookingId}: token of ${session.userId} expired, closing`);
      connection.webSocket.close(4401, reasons.expiredToken);
    });
    if (!connection.readOnly) session.timers.readOnly = at(session.writeUntil, () => turnReadOnly(session));
  }

  function turnReadOnly(session) {
    if (session.connection.readOnly) return;
    session.connection.readOnly = true;
    session.connection.sendStateless(JSON.stringify({ type: 'read-only', reason: 'window-closed' }));
  }

  /**
   * The booking as it is now, for an open connection: refused (a cancellation, a move before the window, the user no
   * longer its learner or tutor) closes it with that reason; past its writable window it turns read-only; writable
   * again (moved later) it is closed so the provider reconnects with its new scope; a new end moves the timers.
   */
  function applyAccess(session, booking) {
    const { connection } = session;
    if (!connection || session.closed) return;
    let access;
    try {
      access = decideAccess(booking, session.userId);
    } catch (error) {
      const reason = error instanceof Refusal ? error.reason : reasons.notYours;
      log(`lesson ${session.bookingId}: access of ${session.userId} ended (${reason}), closing`);
      session.closed = true;
      connection.webSocket.close(4403, reason);
      return;
    }
    if (access.readOnly) {
      session.writeUntil = access.writeUntil;
      turnReadOnly(session);
    } else if (connection.readOnly) {
      session.closed = true;
      connection.webSocket.close(4409, 'booking-changed');
      return;
    } else session.writeUntil = access.writeUntil;
    schedule(session);
  }

  /** Checks every open connection of a booking's room (or of every room) against the booking as it is now. */
  async function recheck(bookingId) {
    for (const room of rooms.rooms.values()) {
      if (bookingId && room.bookingId !== bookingId) continue;
      if (!room.sessions.size) continue;
      try {
        const booking = await persistence.booking(room.bookingId);
        for (const session of room.sessions) applyAccess(session, booking);
        await rooms.refreshOwners(room);
      } catch (error) {
        log(`lesson ${room.bookingId}: access check failed: ${error?.message ?? error}`);
      }
    }
  }
  const stopListening = persistence.listen(
    (payload) => void recheck(payload.startsWith('tutor:') ? null : payload),
    () => void recheck(null),
  );

  const extension = {
    extensionName: 'summit-lesson-authorization',

    async onAuthenticate({ token, documentName, connectionConfig }) {
      const bookingId = bookingIdOf(documentName);
      if (!bookingId) throw new Refusal(reasons.invalidRoom);
      const user = await verifyAccessToken(token, secretKey);
      const access = decideAccess(await persistence.booking(bookingId), user.userId);
      connectionConfig.readOnly = access.readOnly;
      return { session: { bookingId, userId: user.userId, role: access.role, expiresAt: user.expiresAt, writeUntil: access.writeUntil, timers: {}, connection: null } };
    },

    async connected({ connection, context, documentName }) {
      const session = context.session;
      session.connection = connection;
      rooms.get(documentName)?.sessions.add(session);
      schedule(session);
      // The booking may have changed between the authentication and now (its notification went to no one).
      try {
        applyAccess(session, await persistence.booking(session.bookingId));
      } catch (error) {
        log(`lesson ${session.bookingId}: access check failed: ${error?.message ?? error}`);
      }
    },

    async onTokenSync({ token, context, connection }) {
      const session = context.session;
      try {
        const user = await verifyAccessToken(token, secretKey);
        // A token of someone else is not a refresh.
        if (user.userId !== session.userId) throw new Refusal(reasons.invalidToken, 4401);
        // Every fresh token is checked against the booking again.
        applyAccess(session, await persistence.booking(session.bookingId));
        if (session.closed || user.expiresAt <= session.expiresAt) return; // not fresher: the current timers stand
        session.expiresAt = user.expiresAt;
        schedule(session);
      } catch (error) {
        // Closing the socket ends this connection (not throwing: Hocuspocus would only log it and close the
        // document's connection, leaving the socket open).
        const reason = error instanceof Refusal ? error.reason : reasons.invalidToken;
        log(`lesson ${session.bookingId}: refresh token refused (${reason}), closing`);
        connection.webSocket.close(4401, reason);
      }
    },

    async onDisconnect({ context, documentName }) {
      if (!context?.session) return;
      context.session.closed = true;
      clearTimers(context.session);
      rooms.get(documentName)?.sessions.delete(context.session);
    },
  };
  return { extension, close: stopListening };
}
