// Shows, in the shell, that the device is offline; pages that were saved by the service worker keep working.
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { onlineStatus } from './online-status';
import './pwa.css';

export function OfflineIndicator() {
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, () => true);
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  if (online || !ready) return null;
  return (
    <p className="pwa-offline" role="status">
      {t('offline')}
    </p>
  );
}
