// "Follow me": the tutor's toggle; for the learner, whom their view follows, or a button to follow again after they
// moved their own view.
import { useTranslation } from '../../../i18n/react';
import type { Presence } from './use-presence';

export function FollowControls({ presence, isTutor }: { presence: Presence; isTutor: boolean }) {
  const { t } = useTranslation('lesson');
  if (isTutor) {
    return (
      <div className="lesson-follow">
        <button type="button" className="button button--ghost lesson-tool" aria-pressed={presence.leading} aria-keyshortcuts="Alt+Shift+F" onClick={() => presence.setLeading(!presence.leading)}>
          {t('presence.followMe')}
        </button>
        <span role="status" className="lesson-hint">{presence.leading ? t('presence.leading') : ''}</span>
      </div>
    );
  }
  return (
    <div className="lesson-follow">
      <span role="status" className="lesson-hint" data-testid="lesson-following">
        {presence.following ? t('presence.following', { name: presence.following.name }) : ''}
      </span>
      {presence.canRejoin && (
        <button type="button" className="button button--ghost" aria-keyshortcuts="Alt+Shift+F" onClick={presence.rejoin}>
          {t('presence.followAgain')}
        </button>
      )}
    </div>
  );
}
