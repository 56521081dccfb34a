// "Lesson connection": online, connecting, or offline (its text starts with "Offline" while the sync socket is down),
// with the count of changes not shared yet; and the server's refusal, if any. In the room bar it shows on one line
// (in a short form there; the whole text is its tooltip and what assistive technology reads).
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
  const short =
    state.connection === 'online'
      ? state.scope === 'readonly'
        ? t('status.short.onlineReadOnly')
        : t('status.short.online')
      : state.connection === 'offline'
        ? state.unsent > 0
          ? t('status.short.unsent', { count: state.unsent })
          : t('status.short.offline')
        : t('status.short.connecting');
  // The whole sentence is what the status says (and its tooltip); the bar shows its short form.
  return (
    <p role="status" aria-label={t('status.label')} title={text} className={`lesson-status lesson-status--${state.connection}`} data-testid="lesson-status" data-synced={state.synced}>
      <span className="lesson-hidden">{text}</span>
      <span aria-hidden="true">{short}</span>
    </p>
  );
}

export function RefusedNotice({ state }: { state: SyncState }) {
  const { t } = useTranslation('lesson');
  if (!state.refused) return null;
  return (
    <p role="alert" data-testid="lesson-refused">
      {KNOWN.has(state.refused) ? t(`refused.${state.refused as 'not-yours'}`) : t('refused.generic', { reason: state.refused })}
    </p>
  );
}
