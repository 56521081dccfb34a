// React side of requests confirmed offline (single bookings and weekly series alike): their states, checked again
// whenever the outbox reports its status (after every send, so after the queue drains), when the browser comes back
// online and when the tab gets focus or becomes visible (another device or tab may have sent it); no polling. A toast
// when a request becomes a booking or a conflict.
import { useEffect, useRef, useState } from 'react';
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { useTranslation } from '../../i18n/react';
import { showToast } from '../toasts';

/** What every kind of request can become; `request` carries the kind's own fields. */
export type OutboxRequestState<R extends { tutorName: string }> =
  | { request: R; state: 'pending' }
  | { request: R; state: 'booked' }
  | { request: R; state: 'conflict'; reason: string; deadLetterId: string };

export interface OutboxRequestKind<S> {
  /** Reads the kind's requests and where each stands. */
  states: (userId: string, deadLetters: DeadLetter[], online: boolean) => Promise<S[]>;
  /** The toast when one is booked. */
  bookedToast: 'requests.bookedToast' | 'series.bookedToast';
}

/** Pass module-level values: they are the effect's dependencies. */
export function useOutboxRequests<R extends { tutorName: string }, S extends OutboxRequestState<R>>(
  userId: string | undefined,
  { kind, keyOf, forget }: {
    kind: OutboxRequestKind<S>;
    /** The request's client-made id (booking or series). */
    keyOf: (request: R) => string;
    /** Forgets a request once the learner has been told (booked) or has dismissed the conflict. */
    forget: (userId: string, key: string, deadLetterId?: string) => Promise<void>;
  },
): { states: S[]; dismiss: (s: S) => void } {
  const { t } = useTranslation('booking');
  const [states, setStates] = useState<S[]>([]);
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (!userId) return;
    let live = true;
    let unsubscribe = () => {};
    // Checks overlap (a status report per send): only the latest one's answer is shown.
    let latest = 0;
    // The outbox reports every status change; asking it for a fresh status (back online, focus, visible) reports too.
    const refresh = async (deadLetters: DeadLetter[]) => {
      const check = ++latest;
      const next = await kind.states(userId, deadLetters, navigator.onLine);
      if (!live || check !== latest) return;
      setStates(next);
      for (const s of next) {
        const key = keyOf(s.request);
        if (s.state === 'pending' || told.current.has(key)) continue;
        told.current.add(key);
        if (s.state === 'booked') showToast({ title: t(kind.bookedToast), description: s.request.tutorName });
        else showToast({ title: t('requests.conflictToast'), description: s.request.tutorName, variant: 'destructive' });
      }
    };
    const ask = () => void getOutbox().then((outbox) => outbox.refreshStatus());
    void getOutbox().then((outbox) => {
      if (!live) return;
      unsubscribe = outbox.subscribe((status) => void refresh(status.deadLetters));
      ask();
    });
    const askWhenVisible = () => {
      if (document.visibilityState === 'visible') ask();
    };
    window.addEventListener('online', ask);
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', askWhenVisible);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('online', ask);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', askWhenVisible);
    };
  }, [userId, t, kind, keyOf]);

  const dismiss = (s: S) => {
    if (!userId) return;
    const key = keyOf(s.request);
    setStates((all) => all.filter((x) => keyOf(x.request) !== key));
    void forget(userId, key, s.state === 'conflict' ? s.deadLetterId : undefined);
  };
  return { states, dismiss };
}
