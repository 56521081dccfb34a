// In a read-only room: how many changes of this device were not shared before the window closed (they stay here,
// marked "Not shared" on the board, in the notes and in the chat).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { unsharedCount } from '../core/unshared';
import type { LessonSync } from '../sync/sync';
import { useServerCopy } from '../sync/use-server-copy';

export function UnsharedNotice({ sync }: { sync: LessonSync }) {
  const { t } = useTranslation('lesson');
  const server = useServerCopy(sync);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!server) return setCount(0);
    const renew = () => setCount(unsharedCount(server, sync.doc));
    renew();
    sync.doc.on('update', renew);
    return () => sync.doc.off('update', renew);
  }, [server, sync.doc]);
  if (!count) return null;
  return (
    <p className="lesson-notice lesson-notice--unshared" role="status" data-testid="lesson-unshared">
      {t('unshared.notice', { count })}
    </p>
  );
}
