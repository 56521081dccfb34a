// What a page shows when its data is not there: loading, offline and never saved, or failed (with Try again).
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useOnline } from '../../lib/ui/DataAge';

export function QueryProblem({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('data');
  const online = useOnline();
  return (
    <div className="query-problem" role="alert">
      <p>{online ? t('loadFailed') : t('unavailableOffline')}</p>
      {online && (
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export function QueryLoading({ text }: { text: string }) {
  return (
    <p className="query-loading" role="status">
      {text}
    </p>
  );
}
