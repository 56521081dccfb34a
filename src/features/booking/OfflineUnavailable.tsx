// A booking read that failed with no device copy: offline, "open it once online"; online, the load error.
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react';
import { useOnline } from '../../lib/ui/DataAge';

function Message() {
  const { t } = useTranslation('booking');
  const { t: tData } = useTranslation('data');
  const online = useOnline();
  return <p role="alert">{online ? t('errors.loadFailed') : tData('unavailableOffline')}</p>;
}

export function OfflineUnavailable() {
  return (
    <Suspense fallback={null}>
      <Message />
    </Suspense>
  );
}
