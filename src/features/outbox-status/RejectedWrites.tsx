// The dashboard's list of writes the server refused (row-level security, validation): kept so nothing is lost
// silently. Each says why in the user's language (the server's own words folded under "Details", for support), at
// the time of the user's chosen zone, and can be dismissed once read.
import { useAtomValue } from 'jotai';
import { getOutbox } from '../../data/outbox';
import { useFeatureTexts } from '../../lib/use-feature-texts';
import en from '../../i18n/locales/en-US/outbox';
import { useRef } from 'react';
import { useFocusAfterRemoval } from '../../lib/focus-after-removal';
import { formatDate } from '../../lib/intl-format';
import { effectiveTimezone, useLocale } from '../locale';
import { deadLettersAtom } from './outbox-status-atoms';

/** Why, in words: not allowed (401/403, row-level security), not valid (400/409/422), or refused otherwise. */
function reasonKey(status: number, code: string | null): 'notAllowed' | 'invalid' | 'other' {
  if (status === 401 || status === 403 || code === '42501') return 'notAllowed';
  if (status === 400 || status === 409 || status === 422 || (code !== null && /^(22|23)/.test(code))) return 'invalid';
  return 'other';
}

/** The page's heading, focusable by script (the section itself is gone once its last item is dismissed). */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

export function RejectedWrites() {
  const { t } = useFeatureTexts('outbox', en);
  const locale = useLocale();
  const rejected = useAtomValue(deadLettersAtom);
  const list = useRef<HTMLUListElement>(null);
  // Dismissed: focus goes to the next one's "Dismiss" (or the one before); after the last, the section is gone, so to
  // the page's heading, not to <body>.
  const focus = useFocusAfterRemoval(
    { controls: '[data-dismiss-rejected]', item: (id) => `[data-rejected-id="${id}"]`, fallback: pageHeading },
    [rejected],
  );
  if (rejected.length === 0) return null;
  const dismiss = (id: string, index: number) => {
    focus.removing(id, index, () => list.current);
    void getOutbox()
      .then((o) => o.dismissDeadLetter(id))
      .catch(focus.failed);
  };
  // A kind's label lives in this namespace; a kind without one (added by a feature later) shows its stored name.
  const kindLabel = (kind: string) => (kind in en.kinds ? t(`kinds.${kind as keyof typeof en.kinds}`) : kind);
  return (
    <section className="dashboard-card rejected-writes" aria-labelledby="rejected-writes-title" data-testid="rejected-writes">
      <h2 id="rejected-writes-title">{t('rejectedTitle')}</h2>
      <p>{t('rejectedIntro')}</p>
      <ul ref={list}>
        {rejected.map((d, index) => (
          <li key={d.id} data-testid="rejected-write" data-rejected-id={d.id} data-kind={d.kind}>
            <strong>{kindLabel(d.kind)}</strong>{' '}
            <time dateTime={new Date(d.rejectedAt).toISOString()}>{formatDate(d.rejectedAt, locale.locale, effectiveTimezone(locale))}</time>
            <p>{t(`reasons.${reasonKey(d.status, d.code)}`)}</p>
            <details className="rejected-writes__error">
              <summary>{t('details')}</summary>
              <code>{d.error}</code>
            </details>
            <button type="button" className="button button--ghost" data-dismiss-rejected onClick={() => dismiss(d.id, index)}>
              {t('dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
