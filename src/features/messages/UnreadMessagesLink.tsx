// The lesson room bar's unread count: a compact link ("✉ 2", named "Messages, 2 unread") shown only while there are
// unread messages, on the same live connection as the header's link (shared, opened once).
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { useInbox } from './use-inbox';

export default function UnreadMessagesLink() {
  const { t } = useTranslation('messages');
  const { user, unread } = useInbox();
  if (!user || unread === 0) return null;
  return (
    <Link to="/messages" className="button button--ghost messages-link" aria-label={t('linkUnread', { count: unread })} data-testid="room-unread-messages">
      <span aria-hidden="true">✉</span>
      <span className="messages-badge" aria-hidden="true">
        {unread}
      </span>
    </Link>
  );
}
