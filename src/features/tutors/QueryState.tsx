// What a page shows when its data is not there: loading, offline and never saved, or failed (with Try again).
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useOnline } from '../../lib/ui/DataAge';

/**
 * No data and none coming: the read failed (offline, with nothing saved on the device, it fails at once and fetches
 * again by itself when the connection is back), or it waits for the network.
 */
export function hasNoData(query: UseQueryResult<unknown>): boolean {
  return query.data === undefined && (query.isError || query.fetchStatus === 'paused');
}

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
