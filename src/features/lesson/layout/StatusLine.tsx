// "Lesson connection": online, connecting, or offline (its text starts with "Offline" while the sync socket is down),
// with the count of changes not shared yet; and the server's refusal, if any.
import { useTranslation } from '../../../i18n/react';
import type { SyncState } from '../sync/sync';

const KNOWN = new Set(['not-yours', 'not-open-yet', 'cancelled', 'expired-token']);

export function StatusLine({ state }: { state: SyncState }) {
  const { t } = useTranslation('lesson');
  const text =
    state.connection === 'online'
      ? state.scope === 'readonly'
        ? t('status.onlineReadOnly')
        : t('status.online')
      : state.connection === 'offline'
        ? state.unsent > 0
          ? t('status.unsent', { count: state.unsent })
          : t('status.offline')
        : t('status.connecting');
  return (
    <>
      <p role="status" aria-label={t('status.label')} className={`lesson-status lesson-status--${state.connection}`} data-testid="lesson-status" data-synced={state.synced}>
        {text}
      </p>
      {state.refused && (
        <p role="alert" data-testid="lesson-refused">
          {KNOWN.has(state.refused) ? t(`refused.${state.refused as 'not-yours'}`) : t('refused.generic', { reason: state.refused })}
        </p>
      )}
    </>
  );
}
