// Moving and resizing one's own items without a pointer: pick the item (the pointer's selection shows here too), then
// move or resize it in steps with the buttons or the shortcuts (Alt+Shift+arrows move, Ctrl+Alt+Shift+arrows resize).
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { RESIZABLE } from '../core/arrange';
import type { People } from '../core/people';
import type { ItemSnapshot } from './use-board';

export const ARRANGE_STEP = 10;

export function ArrangeControls(props: {
  items: ItemSnapshot[];
  people: People;
  selected: string | null;
  readOnly: boolean;
  onSelect(id: string | null): void;
  onMove(dx: number, dy: number): void;
  onResize(dw: number, dh: number): void;
}) {
  const { t } = useTranslation('lesson');
  const id = useId();
  if (props.readOnly) return null;
  const own = props.items.filter((item) => item.author === props.people.me.id && item.notShared !== true);
  const current = own.find((item) => item.id === props.selected) ?? null;
  const kindName = (kind: string) => (kind === 'figure' ? t('figure.kind') : t(`board.tool.${(kind === 'stroke' ? 'pen' : kind) as 'pen'}`));
  const label = (item: ItemSnapshot, n: number) => {
    const content = typeof item.latex === 'string' ? item.latex : typeof item.text === 'string' ? item.text : typeof item.alt === 'string' ? item.alt : '';
    return `${n}. ${kindName(item.kind)}${content ? `: ${content}` : ''}`;
  };
  const resizable = !!current && RESIZABLE.has(current.kind);
  const s = ARRANGE_STEP;
  return (
    <div className="lesson-arrange" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('arrange.title')}</h3>
      <label className="lesson-field">
        <span>{t('arrange.item')}</span>
        <select value={current?.id ?? ''} onChange={(e) => props.onSelect(e.target.value || null)} data-testid="lesson-arrange-item">
          <option value="">{own.length ? t('arrange.none') : t('arrange.noneYet')}</option>
          {own.map((item, i) => (
            <option key={item.id} value={item.id}>
              {label(item, i + 1)}
            </option>
          ))}
        </select>
      </label>
      <div className="lesson-toolbar__group">
        <button type="button" className="button button--ghost" disabled={!current} aria-keyshortcuts="Alt+Shift+ArrowLeft" onClick={() => props.onMove(-s, 0)}>{t('arrange.left')}</button>
        <button type="button" className="button button--ghost" disabled={!current} aria-keyshortcuts="Alt+Shift+ArrowRight" onClick={() => props.onMove(s, 0)}>{t('arrange.right')}</button>
        <button type="button" className="button button--ghost" disabled={!current} aria-keyshortcuts="Alt+Shift+ArrowUp" onClick={() => props.onMove(0, -s)}>{t('arrange.up')}</button>
        <button type="button" className="button button--ghost" disabled={!current} aria-keyshortcuts="Alt+Shift+ArrowDown" onClick={() => props.onMove(0, s)}>{t('arrange.down')}</button>
      </div>
      <div className="lesson-toolbar__group">
        <button type="button" className="button button--ghost" disabled={!resizable} aria-keyshortcuts="Control+Alt+Shift+ArrowRight" onClick={() => props.onResize(s, 0)}>{t('arrange.wider')}</button>
        <button type="button" className="button button--ghost" disabled={!resizable} aria-keyshortcuts="Control+Alt+Shift+ArrowLeft" onClick={() => props.onResize(-s, 0)}>{t('arrange.narrower')}</button>
        <button type="button" className="button button--ghost" disabled={!resizable} aria-keyshortcuts="Control+Alt+Shift+ArrowDown" onClick={() => props.onResize(0, s)}>{t('arrange.taller')}</button>
        <button type="button" className="button button--ghost" disabled={!resizable} aria-keyshortcuts="Control+Alt+Shift+ArrowUp" onClick={() => props.onResize(0, -s)}>{t('arrange.shorter')}</button>
      </div>
    </div>
  );
}
