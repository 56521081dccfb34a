// The board outline: a list with one item per item of the current page (strokes included), kept live: its kind, its
// text or formula (as MathML) and its author. A row renders again only when its item's snapshot changes, and the list follows
// the board at a lower priority (a deferred value): a new stroke paints first, then its row is added.
import { memo, useDeferredValue, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { People } from '../core/people';
import { boardKindKey } from './kind-name';
import { LineWithMath } from './LineWithMath';
import type { ItemSnapshot } from './use-board';

export const Outline = memo(function Outline({ items, people }: { items: ItemSnapshot[]; people: People }) {
  const deferred = useDeferredValue(items);
  return <OutlineList items={deferred} people={people} />;
});

// Apart from Outline, so the board's urgent render (which still sees the previous list here) skips it.
const OutlineList = memo(function OutlineList({ items, people }: { items: ItemSnapshot[]; people: People }) {
  const { t } = useTranslation('lesson');
  const id = useId();
  return (
    <div className="lesson-outline">
      <h3 id={id}>{t('outline.title')}</h3>
      {items.length === 0 && <p>{t('outline.empty')}</p>}
      <ul aria-labelledby={id} data-testid="lesson-outline">
        {items.map((item) => (
          <OutlineRow key={item.id} item={item} people={people} t={t} />
        ))}
      </ul>
    </div>
  );
});

type T = ReturnType<typeof useTranslation<'lesson'>>['t'];

const OutlineRow = memo(function OutlineRow({ item, people, t }: { item: ItemSnapshot; people: People; t: T }) {
  const content = typeof item.latex === 'string' ? item.latex : typeof item.text === 'string' ? item.text : typeof item.alt === 'string' && item.alt ? item.alt : null;
  const values = { kind: t(boardKindKey(String(item.kind))), author: people.nameOf(item.author as string) };
  return (
    <li data-kind={item.kind} data-id={item.id}>
      {typeof item.latex === 'string' && item.latex ? (
        <LineWithMath line={(text) => t('outline.itemText', { ...values, text })} latex={item.latex} />
      ) : content ? (
        t('outline.itemText', { ...values, text: content })
      ) : (
        t('outline.item', values)
      )}
      {item.notShared === true && <> — <strong className="lesson-unshared-mark">{t('status.notShared')}</strong></>}
    </li>
  );
});
