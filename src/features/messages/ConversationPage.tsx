// /messages/{conversationId}: one conversation. The messages are a `log` ("Messages"); the composer (textbox
// "Message", button "Send") sits outside it. A message goes to the outbox first: shown at once as "Not sent yet",
// then "Sent", "Delivered" (on the other party's device) and "Read"; one the server refused comes back with the
// reason. New messages and state changes arrive live (the inbox ping), then are read through RLS.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { getOutbox, type DeadLetter } from '../../data/outbox';
import { withQueryProvider } from '../../data/query';
import { useTranslation } from '../../i18n/react';
import { formatAge } from '../../lib/relative-time';
import { DataAge, useOnline } from '../../lib/ui/DataAge';
import { useSession } from '../auth';
import {
  discouragesContactDetails,
  markRead,
  messageKeys,
  reportConversation,
  setBlocked,
  useConversations,
  useThread,
  type ReportOutcome,
} from './api';
import { buildThread, looksLikeContactDetails, MAX_MESSAGE_LENGTH, type PendingMessage, type ThreadItem } from './core/thread';
import { onInboxPing, refreshUnread } from './inbox';
import { forgetPending, queueMessage, readPending, refusals } from './pending';
import './messages.css';

function useOutboxState(userId: string | undefined) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [dead, setDead] = useState<DeadLetter[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let stop = () => {};
    void getOutbox().then((outbox) => {
      if (!live) return;
      const read = () => {
        void readPending(userId).then((p) => live && setPending(p));
        setDead(outbox.status.deadLetters.filter((d) => d.userId === userId));
        setTick((n) => n + 1);
      };
      read();
      stop = outbox.subscribe(read);
      void outbox.refreshStatus();
    });
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  const reload = () => userId && void readPending(userId).then(setPending);
  return { pending, dead, tick, reload };
}

function MessageItem({ item, now }: { item: ThreadItem; now: number }) {
  const { t, i18n } = useTranslation('messages');
  const who = item.from === 'me' ? t('sentBy.me') : item.from === 'deleted' ? t('sentBy.deleted') : null;
  return (
    <li className={`message${item.from === 'me' ? ' message--me' : ''}`} data-testid="message" data-state={item.state ?? 'received'}>
      <p className="message__body">{item.body}</p>
      <p className="message__meta">
        {who && <span>{who} · </span>}
        <span>{formatAge(Date.parse(item.at), i18n.language, now)}</span>
        {item.state && (
          <>
            {' · '}
            <span data-testid="message-state">{t(`state.${item.state}`)}</span>
          </>
        )}
        {item.reason && <span> — {t(`reason.${item.reason}`)}</span>}
      </p>
    </li>
  );
}

function Report({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('messages');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  return (
    <details className="lesson-report-box">
      <summary>{t('report.open')}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (busy) return;
          setBusy(true);
          void reportConversation(conversationId, reason).then((result) => {
            setOutcome(result);
            if (result === 'sent') setReason('');
            setBusy(false);
          });
        }}
      >
        <p id={`${id}-hint`}>{t('report.hint')}</p>
        <label>
          <span>{t('report.reason')}</span>
          <textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} aria-describedby={`${id}-hint`} />
        </label>
        <div>
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t('report.send')}
          </button>
        </div>
        <p role="status" data-testid="conversation-report-outcome">{outcome ? t(`report.${outcome}`) : ''}</p>
      </form>
    </details>
  );
}

function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { t } = useTranslation('messages');
  const { t: tData } = useTranslation('data');
  const { user } = useSession();
  const client = useQueryClient();
  const online = useOnline();
  const thread = useThread(user?.id, conversationId);
  const list = useConversations(user?.id);
  const info = list.data?.find((c) => c.id === conversationId);
  const outbox = useOutboxState(user?.id);
  const [text, setText] = useState('');
  const [warn, setWarn] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [blockFailed, setBlockFailed] = useState(false);
  const sending = useRef(false);
  const [discourage, setDiscourage] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const field = useRef<HTMLTextAreaElement>(null);
  const composerId = useId();

  useEffect(() => {
    void discouragesContactDetails().then(setDiscourage, () => undefined);
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  // Read while the page is in view: on opening, on each ping for this conversation, on coming back to the tab.
  useEffect(() => {
    if (!user) return;
    const readNow = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      void markRead(conversationId).then(() => refreshUnread(), () => undefined);
    };
    readNow();
    const refreshList = () => client.invalidateQueries({ queryKey: messageKeys.list(user.id) });
    const stopPing = onInboxPing(async (ping) => {
      if (ping.conversation !== conversationId && ping.conversation !== '*') return ping.what === 'message' ? refreshList() : undefined;
      // This conversation first (what the user sees), then its read state and the list.
      await client.invalidateQueries({ queryKey: messageKeys.thread(user.id, conversationId) });
      if (ping.what === 'message' || ping.what === 'refresh') readNow();
      await refreshList();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') readNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopPing();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user?.id, conversationId, client]);

  // The outbox sent something (or refused it): read the conversation again.
  useEffect(() => {
    if (outbox.tick > 1) void client.invalidateQueries({ queryKey: messageKeys.thread(user?.id ?? 'none', conversationId) });
  }, [outbox.tick]);

  const refused = useMemo(() => refusals(outbox.dead), [outbox.dead]);
  const items = useMemo(() => {
    if (!user) return [];
    const mine = outbox.pending.filter((p) => p.conversationId === conversationId);
    return buildThread(user.id, thread.data ?? [], mine, new Map([...refused].map(([k, v]) => [k, v.error])));
  }, [user?.id, thread.data, outbox.pending, refused, conversationId]);

  // Entries the server now holds are forgotten on this device.
  useEffect(() => {
    if (!user || !thread.data) return;
    const held = new Set(thread.data.map((m) => m.id));
    const done = new Set(outbox.pending.filter((p) => held.has(p.id)).map((p) => p.id));
    if (done.size) void forgetPending(user.id, done).then(outbox.reload);
  }, [thread.data, outbox.pending]);

  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The newest message in view (the composer follows it), without moving focus.
    log.current?.querySelector('li:last-child')?.scrollIntoView({ block: 'nearest' });
  }, [items.length]);

  if (!user) return null;
  const closed = info?.blockedByMe ? t('block.blockedByMe') : info?.blockedMe ? t('block.blockedMe') : info && info.otherName === null ? t('block.deleted') : null;
  const tooLong = text.length > MAX_MESSAGE_LENGTH;

  const send = async (confirmed: boolean) => {
    const body = text;
    if (!body.trim() || tooLong || closed) return;
    if (!confirmed && discourage && info && !info.hasBooking && looksLikeContactDetails(body)) {
      setWarn(true);
      return;
    }
    setWarn(false);
    // The text leaves the box only once the device holds it (a storage that refuses the write loses nothing).
    if (sending.current) return;
    sending.current = true;
    try {
      await queueMessage(user.id, conversationId, body);
      setText((current) => (current === body ? '' : current));
      setSendFailed(false);
      outbox.reload();
    } catch {
      setSendFailed(true);
    } finally {
      sending.current = false;
    }
    field.current?.focus();
  };

  const toggleBlock = (block: boolean) =>
    setBlocked(conversationId, block).then(
      () => (setBlockFailed(false), client.invalidateQueries({ queryKey: messageKeys.all })),
      () => setBlockFailed(true),
    );

  const name = info ? (info.otherName ?? t('deletedAccount')) : '';
  return (
    <article className="page messages-page">
      <p>
        <Link to="/messages">← {t('back')}</Link>
      </p>
      <h1>{name || t('title')}</h1>
      {thread.data !== undefined && <DataAge updatedAt={thread.dataUpdatedAt} refreshFailed={thread.isError} />}
      {thread.isError && thread.data === undefined && <p role="alert">{online ? tData('loadFailed') : tData('unavailableOffline')}</p>}
      {!online && <p>{t('offlineNote')}</p>}
      {/* Only the messages are in the log (a list inside it). The page scrolls, not the log: it reflows at 320 px. */}
      <div className="message-log" role="log" aria-label={t('log')} ref={log}>
        <ol className="message-list">
          {items.map((item) => (
            <MessageItem key={item.id} item={item} now={now} />
          ))}
        </ol>
      </div>
      {thread.data && items.length === 0 && <p>{t('empty')}</p>}
      {items.some((i) => i.state === 'failed') && (
        <p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              const failed = items.filter((i) => i.state === 'failed').map((i) => i.id);
              void forgetPending(user.id, new Set(failed), failed.map((id) => refused.get(id)!.deadLetterId).filter(Boolean)).then(outbox.reload);
            }}
          >
            {t('dismiss')}
          </button>
        </p>
      )}
      {closed ? (
        <p role="status" data-testid="conversation-closed">{closed}</p>
      ) : (
        <form
          className="message-composer"
          onSubmit={(e) => {
            e.preventDefault();
            void send(false);
          }}
        >
          <label htmlFor={composerId}>{t('composer')}</label>
          <textarea
            id={composerId}
            ref={field}
            value={text}
            aria-describedby={`${composerId}-count`}
            aria-invalid={tooLong}
            onChange={(e) => {
              setText(e.target.value);
              setWarn(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                void send(false);
              }
            }}
          />
          {warn && (
            <div className="message-notice" role="alert" data-testid="contact-notice">
              <p>
                <strong>{t('contact.title')}</strong>
              </p>
              <p>{t('contact.text')}</p>
              <div className="message-actions">
                <button type="button" className="button button--ghost" onClick={() => void send(true)}>
                  {t('contact.send')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => (setWarn(false), field.current?.focus())}>
                  {t('contact.edit')}
                </button>
              </div>
            </div>
          )}
          {sendFailed && (
            <p role="alert" data-testid="message-send-failed">
              {t('sendFailed')}
            </p>
          )}
          <div className="message-composer__row">
            <span id={`${composerId}-count`}>{tooLong ? t('tooLong') : t('counter', { count: text.length })}</span>
            <button type="submit" className="button button--primary">
              {t('send')}
            </button>
          </div>
        </form>
      )}
      <div className="message-actions">
        {info && info.otherName !== null && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void toggleBlock(!info.blockedByMe)}
          >
            {info.blockedByMe ? t('block.unblock') : t('block.block')}
          </button>
        )}
        {blockFailed && (
          <p role="alert" data-testid="block-failed">
            {t('block.failed')}
          </p>
        )}
      </div>
      <Report conversationId={conversationId} />
    </article>
  );
}

export default withQueryProvider(ConversationPage);
