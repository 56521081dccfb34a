// "Data from 5 minutes ago. You are offline.": shown by any page whose server data comes from the device copy,
// because the device is offline or the last refresh failed. Renders nothing while the data is live.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { formatAge } from '../relative-time';

const online = {
  get: () => navigator.onLine,
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

export function useOnline(): boolean {
  return useSyncExternalStore(online.subscribe, online.get, () => true);
}

interface DataAgeProps {
  /** When the shown data was fetched (TanStack Query's dataUpdatedAt). */
  updatedAt: number;
  /** The last refresh failed while online. */
  refreshFailed?: boolean;
}

export function DataAge({ updatedAt, refreshFailed = false }: DataAgeProps) {
  const isOnline = useOnline();
  const { t, i18n } = useTranslation('data');
  const [now, setNow] = useState(() => Date.now());
  const show = updatedAt > 0 && (!isOnline || refreshFailed);
  useEffect(() => {
    if (!show) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [show]);
  if (!show) return null;
  const age = formatAge(updatedAt, i18n.language, now);
  return (
    <p className="data-age" role="status" data-testid="data-age" data-updated-at={updatedAt}>
      {isOnline ? t('refreshFailed', { age }) : t('offline', { age })}
    </p>
  );
}
