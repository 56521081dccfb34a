// Presence for the board over Hocuspocus's awareness: this user's cursor, laser and view go out at most 20 times a
// second, each after the frame the pointer moved in is painted (never inside the pointer event: encoding and sending
// it would delay that frame); the other party's are drawn by PresenceLayer, which listens itself, so cursors do not
// re-render the board.
// "Follow me": the tutor leads, and the learner's page and view follow the tutor's until the learner moves their own
// (then they can follow again).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { followedView, leadLeft, peersOf, throttle, type BoardPoint, type Peer, type PresenceState, type PresenceUser } from '../core/presence';
import type { View } from '../core/view';

export const PRESENCE_INTERVAL_MS = 50;

export interface Presence {
  cursorAt(p: BoardPoint | null): void;
  laserAt(p: BoardPoint | null): void;
  /** The tutor leads ("Follow me" pressed). */
  leading: boolean;
  setLeading(on: boolean): void;
  /** The learner follows this tutor now. */
  following: { name: string } | null;
  /** The learner moved away from this tutor's lead and may follow again. */
  canRejoin: { name: string } | null;
  rejoin(): void;
  /** Call on every move of the view or page the user makes themselves: a learner stops following. */
  movedByUser(): void;
}

export function usePresence(awareness: Awareness | null | undefined, me: PresenceUser, shown: View & { page: number }, apply: (view: View & { page: number }) => void): Presence {
  // Only the leading tutor's state (follow, name, view): it changes far less often than cursors.
  const [peers, setPeers] = useState<Peer[]>([]);
  const [leading, setLeadingState] = useState(false);
  const [leftLead, setLeftLead] = useState<number | null>(null);
  const local = useRef<PresenceState>({ user: me, cursor: null, laser: null, view: shown, follow: null });
  const laserMoves = useRef(0);

  const sender = useMemo(() => (awareness ? afterPaint(throttle(() => awareness.setLocalState({ ...local.current }), PRESENCE_INTERVAL_MS)) : null), [awareness]);
  const update = useCallback(
    (patch: Partial<PresenceState>) => {
      local.current = { ...local.current, ...patch };
      sender?.call();
    },
    [sender],
  );

  useEffect(() => {
    if (!awareness || !sender) return;
    local.current = { ...local.current, user: me };
    awareness.setLocalState({ ...local.current });
    let last = '[]';
    const renew = () => {
      const leaders = peersOf(awareness.getStates(), awareness.clientID, me.id)
        .filter((p) => p.user.role === 'tutor' && p.follow !== null)
        .map((p) => ({ ...p, cursor: null, laser: null }));
      const key = JSON.stringify(leaders);
      if (key !== last) {
        last = key;
        setPeers(leaders);
      }
    };
    awareness.on('change', renew);
    renew();
    return () => {
      awareness.off('change', renew);
      sender.cancel();
    };
  }, [awareness, sender, me]);

  useEffect(() => update({ view: shown }), [update, shown.page, shown.x, shown.y, shown.zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const target = me.role === 'learner' ? followedView(peers, leftLead) : null;
  const rejoinable = me.role === 'learner' ? leadLeft(peers, leftLead) : null;
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const v = target?.view;
  useEffect(() => {
    if (v) applyRef.current(v);
  }, [v?.page, v?.x, v?.y, v?.zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const targetLead = target?.lead ?? null;
  return {
    cursorAt: useCallback((p) => update({ cursor: p }), [update]),
    laserAt: useCallback((p) => update({ laser: p ? { ...p, n: ++laserMoves.current } : null }), [update]),
    leading,
    setLeading: useCallback(
      (on: boolean) => {
        setLeadingState(on);
        local.current = { ...local.current, follow: on ? Date.now() : null };
        sender?.flush();
      },
      [sender],
    ),
    following: target ? { name: target.name } : null,
    canRejoin: rejoinable ? { name: rejoinable.name } : null,
    rejoin: useCallback(() => setLeftLead(null), []),
    movedByUser: useCallback(() => {
      if (targetLead !== null) setLeftLead(targetLead);
    }, [targetLead]),
  };
}

/**
 * The throttled sender, called at most once a frame and only after that frame is painted; `flush` sends the latest
 * state at once (a press of "Follow me").
 */
function afterPaint(send: ReturnType<typeof throttle<void>>) {
  let queued = false;
  let generation = 0;
  return {
    call(): void {
      if (queued) return;
      queued = true;
      const current = generation;
      void afterNextPaint().then(() => {
        queued = false;
        if (current === generation) send.call(undefined);
      });
    },
    flush(): void {
      send.call(undefined);
      send.flush();
    },
    cancel(): void {
      generation++;
      queued = false;
      send.cancel();
    },
  };
}
