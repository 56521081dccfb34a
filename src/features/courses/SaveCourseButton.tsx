// "Save for offline" on a course: stores the course, its lessons and their images on this device, or removes them.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useOnline } from '../../lib/ui/DataAge';
import { useLocale } from '../locale';
import { formatBytes } from './format';
import { removeFromDevice, saveForOffline, useSavedCourse } from './saved-store';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed' };

export function SaveCourseButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courses');
  const { locale } = useLocale();
  const online = useOnline();
  const { loaded, saved } = useSavedCourse(courseId);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // "Save" and "Remove" replace each other: once an action ends (and again when the saved copy shows it), focus goes
  // to the button now shown, unless the user has moved on, so a keyboard user is not left on <body>.
  const root = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    const focused = document.activeElement;
    if (ended && (focused === document.body || root.current?.contains(focused))) action.current?.focus();
  }, [ended, saved]);

  async function run(act: () => Promise<unknown>) {
    setStatus({ kind: 'busy' });
    try {
      await act();
      setStatus({ kind: 'idle' });
    } catch {
      setStatus({ kind: 'failed' });
    }
    setEnded((n) => n + 1);
  }

  // Until the device's saved list is read (and in a prerendered page) "Save" shows, disabled: it holds its place.
  const busy = status.kind === 'busy';
  return (
    <div className="save-course" ref={root}>
      {saved ? (
        <>
          <p className="badge badge--saved" data-testid="course-saved">
            {t('saved.savedOn', { size: formatBytes(saved.bytes, locale) })}
          </p>
          <button ref={action} type="button" className="button button--ghost" disabled={busy} onClick={() => void run(() => removeFromDevice(courseId))}>
            {t('saved.remove')}
          </button>
        </>
      ) : (
        <button ref={action} type="button" className="button button--primary" disabled={busy || !online || !loaded} onClick={() => void run(() => saveForOffline(courseId))}>
          {busy ? t('saved.saving') : t('saved.save')}
        </button>
      )}
      {!saved && !online && <p className="save-course__hint">{t('saved.needsNetwork')}</p>}
      <div role="status" className="save-course__status">
        {busy && <span>{t('saved.working')}</span>}
      </div>
      <div role="alert" className="save-course__status">
        {status.kind === 'failed' && <p className="notice notice--error">{t('saved.failed')}</p>}
      </div>
    </div>
  );
}
