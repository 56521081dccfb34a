// /messages: the user's conversations, newest first, with the other party's name and initial, the last message and
// the unread count. A page query kept on the device: offline, the last copy shows with its age.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import { useSession } from '../auth';
import { messageKeys, useConversations, type Conversation } from './api';
import { onInboxPing } from './inbox';
import './messages.css';

export const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

function Row({ c }: { c: Conversation }) {
  const { t } = useTranslation('messages');
  const name = c.otherName ?? t('deletedAccount');
  const last = c.lastBody === null ? t('empty') : c.lastMine ? t('you', { text: c.lastBody }) : c.lastBody;
  return (
    <li>
      <Link to={`/messages/${c.id}`} data-testid="conversation-link">
        <span className="message-initial" aria-hidden="true">{initialOf(name)}</span>
        <span className="conversation-list__text">
          <span className="conversation-list__name">{name}</span>
          {c.unread > 0 && <span> · <strong>{t('unread', { count: c.unread })}</strong></span>}
          <p className="conversation-list__last">{last.length > 140 ? `${last.slice(0, 140)}…` : last}</p>
        </span>
      </Link>
    </li>
  );
}

function ConversationsPage() {
  const { t } = useTranslation('messages');
  const { t: tData } = useTranslation('data');
  const { user } = useSession();
  const query = useConversations(user?.id);
  const client = useQueryClient();
  const online = useOnline();
  useEffect(() => onInboxPing(() => client.invalidateQueries({ queryKey: messageKeys.all })), [client]);
  return (
    <article className="page messages-page">
      <h1>{t('title')}</h1>
      {query.data !== undefined && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isError} />}
      {query.isPending && user && <p aria-busy="true">…</p>}
      {query.isError && query.data === undefined && <p role="alert">{online ? tData('loadFailed') : tData('unavailableOffline')}</p>}
      {query.data && query.data.length === 0 && <p>{t('none')}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="conversation-list" aria-label={t('conversations')}>
          {query.data.map((c) => (
            <Row key={c.id} c={c} />
          ))}
        </ul>
      )}
    </article>
  );
}

export default withQueryProvider(ConversationsPage);
