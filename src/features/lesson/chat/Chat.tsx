// The chat: a log holding only the messages (author, time in the viewer's own zone, text), and outside it the
// message field and Send.
import { memo, useId, useMemo, useState } from 'react';
import * as Y from 'yjs';
import { useTranslation } from '../../../i18n/react';
import { dateTimeFormat } from '../../../lib/intl-cache';
import { effectiveTimezone, useLocale } from '../../locale';
import { sendChat } from '../core/board';
import { withUnshared } from '../core/unshared';
import type { People } from '../core/people';
import type { LessonSync } from '../sync/sync';
import { useChat } from '../board/use-board';
import { useServerCopy } from '../sync/use-server-copy';

const EMPTY_DOC = new Y.Doc();

// Memoised: the room around it renders each second; the chat renders when its messages change.
export const Chat = memo(function Chat({ doc, people, readOnly, sync }: { doc: Y.Doc; people: People; readOnly: boolean; sync?: LessonSync }) {
  const { t } = useTranslation('lesson');
  const id = useId();
  const locale = useLocale();
  const timezone = effectiveTimezone(locale);
  // Read-only room: the server's messages, then this device's unsent ones marked "Not shared".
  const server = useServerCopy(sync);
  const deviceMessages = useChat(doc);
  const serverMessages = useChat(server ?? EMPTY_DOC, doc);
  const messages = useMemo(() => (server ? withUnshared(serverMessages, deviceMessages) : deviceMessages), [server, serverMessages, deviceMessages]);
  const [draft, setDraft] = useState('');
  const [origin] = useState(() => ({ userId: people.me.id, part: 'chat' }));
  const format = useMemo(() => {
    try {
      return dateTimeFormat(locale.locale, { hour: '2-digit', minute: '2-digit', timeZone: timezone });
    } catch {
      return dateTimeFormat(locale.locale, { hour: '2-digit', minute: '2-digit' });
    }
  }, [locale.locale, timezone]);

  return (
    <section className="lesson-chat" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('chat.title')}</h2>
      <div role="log" aria-label={t('chat.title')} className="lesson-chat__log" tabIndex={0} data-testid="lesson-chat">
        {messages.length === 0 ? (
          <p>{t('chat.empty')}</p>
        ) : (
          <ul>
            {messages.map((m) => {
              const time = Date.parse(m.sentAt);
              return (
                <li key={m.id}>
                  <strong>{m.author === people.me.id ? t('chat.you') : people.nameOf(m.author, m.authorName)}</strong>{' '}
                  {Number.isFinite(time) && <time dateTime={m.sentAt}>{format.format(time)}</time>}
                  <p>{m.text}</p>
                  {(m as { notShared?: boolean }).notShared === true && <p><strong>{t('status.notShared')}</strong></p>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <form
        className="lesson-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (readOnly) return;
          if (sendChat(doc, { author: people.me.id, authorName: people.me.name, text: draft }, origin)) setDraft('');
        }}
      >
        <label className="lesson-field">
          <span>{t('chat.message')}</span>
          <input type="text" value={draft} onChange={(e) => setDraft(e.target.value)} disabled={readOnly} maxLength={2000} />
        </label>
        <button type="submit" className="button button--primary" disabled={readOnly}>
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
});
