// The hub's contact inbox: every open message first (what the team acts on, however old), then the handled ones,
// HANDLED_PAGE at a time ("Show older handled messages"). "Mark handled" / "Reopen" moves a message to the other list
// once the hub has read the inbox again; focus then goes to the same button of the message that took its place (or
// the one before, or the inbox's heading), so a keyboard user is not left on the page's body.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFocusAfterRemoval } from '../../lib/focus-after-removal';
import { formatDate } from '../../lib/intl-format';
import { loadHandledMessages, markHandledAndRefresh, type ContactMessage } from './api';
import { ShowOlder } from './ShowOlder';
import { useOlderPages } from './use-older-pages';

type Inbox = { open: ContactMessage[]; handled: ContactMessage[]; moreHandled: boolean };
type Mark = (m: ContactMessage, list: string, index: number) => void;

function Message({ m, locale, busy, failed, onMark }: { m: ContactMessage; locale: string; busy: boolean; failed: boolean; onMark: () => void }) {
  const { t } = useTranslation('founder');
  const done = !!m.handledAt;
  return (
    <li className="booking-item" data-testid="contact-message" data-message-id={m.id} tabIndex={-1}>
      <strong>
        {m.name} &lt;{m.email}&gt;{done ? ` · ${t('handled')}` : ''}
      </strong>
      {m.subject && <span>{m.subject}</span>}
      <span>{m.message}</span>
      <span>{formatDate(m.createdAt, locale, undefined)}</span>
      <button type="button" className="button button--ghost" disabled={busy} aria-busy={busy} onClick={onMark}>
        {done ? t('markOpen') : t('markHandled')}
      </button>
      {failed && <p role="alert">{t('markFailed')}</p>}
    </li>
  );
}

/** Mounted with a key that changes with the first page of handled messages (see use-older-pages.ts). */
function HandledMessages({ first, more, locale, marking, markFailed, onMark }: { first: ContactMessage[]; more: boolean; locale: string; marking: string | null; markFailed: string | null; onMark: Mark }) {
  const { t } = useTranslation('founder');
  const pages = useOlderPages(first, more, loadHandledMessages);
  const { items, list } = pages;
  return (
    <>
      <h3 id="inbox-handled">{t('inboxHandled')}</h3>
      {items.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="booking-list" id="inbox-handled-list" aria-labelledby="inbox-handled" ref={list}>
          {items.map((m, i) => (
            <Message key={m.id} m={m} locale={locale} busy={marking === m.id} failed={markFailed === m.id} onMark={() => onMark(m, 'inbox-handled-list', i)} />
          ))}
        </ul>
      )}
      <ShowOlder pages={pages} label={t('handledOlder')} failedText={t('handledOlderFailed')} />
    </>
  );
}

export function ContactInbox({ inbox, locale }: { inbox: Inbox; locale: string }) {
  const { t } = useTranslation('founder');
  const client = useQueryClient();
  const [marking, setMarking] = useState<string | null>(null);
  const [markFailed, setMarkFailed] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each change read back: the handled list starts again from its first page (a page read before could still show a
  // message reopened since).
  const [marks, setMarks] = useState(0);
  // Once the inbox read again has rendered without the message in the list it was in (the hub's read and this
  // component's own state can render in either order).
  const focus = useFocusAfterRemoval(
    { controls: ':scope > li > button', item: (id) => `[data-message-id="${id}"]`, fallback: () => heading.current },
    [inbox, marks],
  );

  const mark: Mark = (m, list, index) => {
    // One change at a time per message; a refusal (offline, the second step expired) is said.
    setMarking(m.id);
    setMarkFailed(null);
    focus.removing(m.id, index, () => document.getElementById(list));
    void markHandledAndRefresh(client, m.id, !m.handledAt)
      .then(() => setMarks((n) => n + 1))
      .catch(() => {
        focus.failed();
        setMarkFailed(m.id);
      })
      .finally(() => setMarking(null));
  };

  return (
    <section className="dashboard-card" aria-labelledby="inbox">
      <h2 id="inbox" tabIndex={-1} ref={heading}>
        {t('inbox')}
      </h2>
      <h3 id="inbox-open">{t('inboxOpen')}</h3>
      {inbox.open.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="booking-list" id="inbox-open-list" aria-labelledby="inbox-open">
          {inbox.open.map((m, i) => (
            <Message key={m.id} m={m} locale={locale} busy={marking === m.id} failed={markFailed === m.id} onMark={() => mark(m, 'inbox-open-list', i)} />
          ))}
        </ul>
      )}
      <HandledMessages
        key={`${marks}:${inbox.handled.map((m) => m.id).join()}`}
        first={inbox.handled}
        more={inbox.moreHandled}
        locale={locale}
        marking={marking}
        markFailed={markFailed}
        onMark={mark}
      />
    </section>
  );
}
