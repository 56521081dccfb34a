// The shell's small sync status: "Saved on device" with the pending count until the server confirms, and a note
// when the browser cannot store anything on the device. It also sends queued writes as soon as a user signs in or
// their token is refreshed.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getOutbox } from '../../data/outbox';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import en from '../../i18n/locales/en-US/outbox';
import { sessionAtom } from '../auth';
import { outboxStatusAtom } from './outbox-status-atoms';
import './outbox-status.css';

export function OutboxStatus() {
  const { t } = useFeatureTexts('outbox', en);
  const status = useAtomValue(outboxStatusAtom);
  useSendOnSignIn(status !== null);
  if (!status) return null;
  const { pending, storage, lastSyncedAt } = status;
  return (
    <div className="outbox-status" role="status" aria-live="polite" data-testid="outbox-status">
      {pending > 0 ? (
        <span data-testid="outbox-pending" data-count={pending}>
          <strong>{t('savedOnDevice')}</strong> · {t('pending', { count: pending })}
        </span>
      ) : lastSyncedAt ? (
        <span data-testid="outbox-synced">{t('synced')}</span>
      ) : null}
      {storage === 'memory' && (
        <span className="outbox-status__memory" data-testid="outbox-memory">
          {t('memoryOnly')}
        </span>
      )}
    </div>
  );
}

function useSendOnSignIn(started: boolean): void {
  const { user, lastEvent } = useAtomValue(sessionAtom);
  const userId = user?.id;
  useEffect(() => {
    if (!started) return;
    void getOutbox().then((engine) => {
      if (userId && (lastEvent === 'SIGNED_IN' || lastEvent === 'TOKEN_REFRESHED' || lastEvent === 'INITIAL_SESSION' || lastEvent === null)) {
        void engine.flush({ force: true });
      } else void engine.refreshStatus();
    });
  }, [started, userId, lastEvent]);
}
