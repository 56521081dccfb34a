// React side of the offline booking requests: their states, checked again whenever the outbox reports its status
// (after every send, so after the queue drains), when the browser comes back online and when the tab gets focus or
// becomes visible (another device or tab may have sent it); no polling. A toast when a request becomes a booking or
// a conflict.
import { useEffect, useRef, useState } from 'react';
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { useTranslation } from '../../i18n/react';
import { showToast } from '../toasts';
import { forgetRequest, requestStates, type RequestState } from './booking-requests';

export function useBookingRequests(userId: string | undefined): { states: RequestState[]; dismiss: (s: RequestState) => void } {
  const { t } = useTranslation('booking');
  const [states, setStates] = useState<RequestState[]>([]);
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
      const next = await requestStates(userId, deadLetters, navigator.onLine);
      if (!live || check !== latest) return;
      setStates(next);
      for (const s of next) {
        if (s.state === 'pending' || told.current.has(s.request.bookingId)) continue;
        told.current.add(s.request.bookingId);
        if (s.state === 'booked') {
          showToast({ title: t('requests.bookedToast'), description: s.request.tutorName });
        } else {
          showToast({ title: t('requests.conflictToast'), description: s.request.tutorName, variant: 'destructive' });
        }
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
  }, [userId, t]);

  const dismiss = (s: RequestState) => {
    if (!userId) return;
    setStates((all) => all.filter((x) => x.request.bookingId !== s.request.bookingId));
    void forgetRequest(userId, s.request.bookingId, s.state === 'conflict' ? s.deadLetterId : undefined);
  };
  return { states, dismiss };
}
