// The board outline: a list with one item per item of the current page (strokes included), kept live: its kind, its
// text or LaTeX source and its author.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { People } from '../core/people';
import type { ItemSnapshot } from './use-board';

export function Outline({ items, people }: { items: ItemSnapshot[]; people: People }) {
  const { t } = useTranslation('lesson');
  const id = useId();
  const kindName = (kind: string) => (kind === 'figure' ? t('figure.kind') : t(`board.tool.${(kind === 'stroke' ? 'pen' : kind) as 'pen'}`));
  return (
    <div className="lesson-outline">
      <h3 id={id}>{t('outline.title')}</h3>
      {items.length === 0 && <p>{t('outline.empty')}</p>}
      <ul aria-labelledby={id} data-testid="lesson-outline">
        {items.map((item) => {
          const content = typeof item.latex === 'string' ? item.latex : typeof item.text === 'string' ? item.text : typeof item.alt === 'string' && item.alt ? item.alt : null;
          const values = { kind: kindName(item.kind), author: people.nameOf(item.author as string) };
          return (
            <li key={item.id} data-kind={item.kind} data-id={item.id}>
              {content ? t('outline.itemText', { ...values, text: content }) : t('outline.item', values)}
              {item.notShared === true && <> — <strong className="lesson-unshared-mark">{t('status.notShared')}</strong></>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
