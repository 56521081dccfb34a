// "Join lesson": the booking's room (/lesson/{id}). Shown for every upcoming session that is not cancelled: before
// the room opens (15 minutes before the start) it leads to the waiting page; while the room is open it is the
// primary action.
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { lessonPath, lessonWindow } from '../lesson';

export function JoinLessonLink({ booking, now = Date.now() }: { booking: { id: string; startsAt: string; endsAt: string; status: string }; now?: number }) {
  const { t } = useTranslation('booking');
  const phase = lessonWindow(booking, now).phase;
  if (phase === 'cancelled' || phase === 'readonly') return null;
  return (
    <Link className={`button ${phase === 'open' ? 'button--primary' : 'button--ghost'}`} to={lessonPath(booking.id)} data-testid="join-lesson" title={phase === 'waiting' ? t('sessions.joinHint') : undefined}>
      {t('sessions.join')}
    </Link>
  );
}
