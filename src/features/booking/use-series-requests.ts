// React side of the offline series requests: their states, checked again whenever the outbox reports its status,
// when the browser comes back online and when the tab gets focus; no polling. A toast when a request is answered.
import { useEffect, useRef, useState } from 'react';
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { useTranslation } from '../../i18n/react';
import { showToast } from '../toasts';
import { forgetSeriesRequest, seriesRequestStates, type SeriesRequestState } from './series-requests';

export function useSeriesRequests(userId: string | undefined): { states: SeriesRequestState[]; dismiss: (s: SeriesRequestState) => void } {
  const { t } = useTranslation('booking');
  const [states, setStates] = useState<SeriesRequestState[]>([]);
  const told = useRef(new Set<string>());

  useEffect(() => {
    if (!userId) return;
    let live = true;
    let unsubscribe = () => {};
    let latest = 0;
    const refresh = async (deadLetters: DeadLetter[]) => {
      const check = ++latest;
      const next = await seriesRequestStates(userId, deadLetters, navigator.onLine);
      if (!live || check !== latest) return;
      setStates(next);
      for (const s of next) {
        if (s.state === 'pending' || told.current.has(s.request.seriesId)) continue;
        told.current.add(s.request.seriesId);
        if (s.state === 'booked') showToast({ title: t('series.bookedToast'), description: s.request.tutorName });
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
  }, [userId, t]);

  const dismiss = (s: SeriesRequestState) => {
    if (!userId) return;
    setStates((all) => all.filter((x) => x.request.seriesId !== s.request.seriesId));
    void forgetSeriesRequest(userId, s.request.seriesId, s.state === 'conflict' ? s.deadLetterId : undefined);
  };
  return { states, dismiss };
}
