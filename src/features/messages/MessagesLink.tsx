// The header's link to /messages for a signed-in user: "Messages", or "Messages, 2 unread". Mounted after the first
// paint (a shell slot), it opens the live inbox connection, so a guest's first load fetches none of this.
import { NavLink } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { useInbox } from './use-inbox';
import './messages.css';

export default function MessagesLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('messages');
  const { user, unread } = useInbox();
  if (!user) return null;
  const label = unread > 0 ? t('linkUnread', { count: unread }) : t('link');
  return (
    // An envelope, not the word: the header's links must still fit on one line at laptop widths (the name says it).
    <NavLink to="/messages" className="button button--ghost messages-link" aria-label={label} title={label} onClick={onNavigate}>
      <span aria-hidden="true">✉</span>
      {unread > 0 && (
        <span className="messages-badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}
