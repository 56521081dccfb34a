// The board's toolbar: compact buttons with icons, each named as before ("Pen", "Eraser", …) with its shortcut in
// its tooltip; colour and width, "Add text or math", moving one's own items, a figure from one's courses (tutor) and
// the downloads and shortcut table open in popovers. Every control is a button (or a field in a popover), so the
// keyboard reaches all of them; the shortcuts are in ShortcutTable (one table, ../core/shortcuts).
import type { Ref } from 'react';
import type * as Y from 'yjs';
import { useTranslation } from '../../../i18n/react';
import type { People } from '../core/people';
import { SHORTCUTS } from '../core/shortcuts';
import { COLORS, TOOLS, WIDTHS, type ItemFields, type Point, type Style, type Tool } from '../core/tools';
import { Popover } from '../layout/Popover';
import { FollowControls } from '../presence/FollowControls';
import type { Presence } from '../presence/use-presence';
import { AddToBoardForm } from './AddToBoardForm';
import { ArrangeControls } from './ArrangeControls';
import { ExportButtons } from './ExportButtons';
import { FigureForm } from './FigureForm';
import { ShortcutTable } from './ShortcutTable';
import type { ItemSnapshot } from './use-board';

type Command = 'undo' | 'redo' | 'zoomIn' | 'zoomOut' | 'previousPage' | 'nextPage';

const keysOf = (match: (action: (typeof SHORTCUTS)[number]['action']) => boolean) => SHORTCUTS.find((s) => match(s.action))?.keys;
const ariaKeys = (keys: string | undefined) => keys?.replace(/^Ctrl\+/, 'Control+');

const ICONS: Record<Tool, string> = {
  select: '↖', pen: '✎', eraser: '⌫', line: '╱', arrow: '→', rect: '▭', ellipse: '◯', text: 'T', sticky: '▤', math: '∑', laser: '✦',
};

function Icon({ glyph, name }: { glyph: string; name: string }) {
  return (
    <>
      <span className="lesson-tool__icon" aria-hidden="true">{glyph}</span>
      <span className="lesson-hidden">{name}</span>
    </>
  );
}

export function Toolbar(props: {
  tool: Tool;
  style: Style;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onTool(tool: Tool): void;
  onStyle(style: Style): void;
  onCommand(command: Command): void;
  page: number;
  count: number;
  onNewPage(): void;
  presence: Presence;
  isTutor: boolean;
  adding: boolean;
  onAdding(open: boolean): void;
  formRef: Ref<HTMLTextAreaElement>;
  onAdd(make: (at: Point) => ItemFields): void;
  onFigure(make: (at: Point) => ItemFields): void;
  arranging: boolean;
  onArranging(open: boolean): void;
  items: ItemSnapshot[];
  people: People;
  selected: string | null;
  onSelect(id: string | null): void;
  onMove(dx: number, dy: number): void;
  onResize(dw: number, dh: number): void;
  doc: Y.Doc;
  svg(): SVGSVGElement | null;
}) {
  const { t } = useTranslation('lesson');
  const { tool, style, readOnly, page, count } = props;
  const button = 'button button--ghost lesson-tool';
  const tip = (name: string, keys?: string) => (keys ? `${name} (${keys})` : name);
  const colourName = t(`board.colours.${style.color as '#1f2937'}`);
  const widthName = t(`board.widths.${String(style.width) as '2'}`);
  return (
    <div className="lesson-toolbar" role="toolbar" aria-label={t('board.tools')}>
      <div className="lesson-toolbar__group">
        {TOOLS.map((name) => {
          const keys = keysOf((a) => 'tool' in a && a.tool === name);
          return (
            <button
              key={name}
              type="button"
              className={button}
              aria-pressed={tool === name}
              aria-keyshortcuts={ariaKeys(keys)}
              title={tip(t(`board.tool.${name}`), keys)}
              disabled={readOnly && name !== 'select' && name !== 'laser'}
              onClick={() => props.onTool(name)}
            >
              <Icon glyph={ICONS[name]} name={t(`board.tool.${name}`)} />
            </button>
          );
        })}
      </div>
      <div className="lesson-toolbar__group">
        <Popover label={t('board.colour')} title={`${t('board.colour')}: ${colourName}`} disabled={readOnly} face={<span className="lesson-swatch" style={{ background: style.color }} aria-hidden="true" />}>
          <div role="group" aria-label={t('board.colour')} className="lesson-choices">
            {COLORS.map((c) => (
              <button key={c} type="button" className={button} aria-pressed={style.color === c} onClick={() => props.onStyle({ ...style, color: c })}>
                <span className="lesson-swatch" style={{ background: c }} aria-hidden="true" /> {t(`board.colours.${c}`)}
              </button>
            ))}
          </div>
        </Popover>
        <Popover label={t('board.width')} title={`${t('board.width')}: ${widthName}`} disabled={readOnly} face={<span className="lesson-width" style={{ height: style.width }} aria-hidden="true" />}>
          <div role="group" aria-label={t('board.width')} className="lesson-choices">
            {WIDTHS.map((w) => (
              <button key={w} type="button" className={button} aria-pressed={style.width === w} onClick={() => props.onStyle({ ...style, width: w })}>
                <span className="lesson-width" style={{ height: w }} aria-hidden="true" /> {t(`board.widths.${w}`)}
              </button>
            ))}
          </div>
        </Popover>
      </div>
      <div className="lesson-toolbar__group">
        <button type="button" className={button} disabled={readOnly || !props.canUndo} aria-keyshortcuts="Control+Z" title={tip(t('board.undo'), 'Ctrl+Z')} onClick={() => props.onCommand('undo')}>
          <Icon glyph="↶" name={t('board.undo')} />
        </button>
        <button type="button" className={button} disabled={readOnly || !props.canRedo} aria-keyshortcuts="Control+Shift+Z" title={tip(t('board.redo'), 'Ctrl+Shift+Z')} onClick={() => props.onCommand('redo')}>
          <Icon glyph="↷" name={t('board.redo')} />
        </button>
        <button type="button" className={button} title={tip(t('board.zoomIn'), keysOf((a) => 'command' in a && a.command === 'zoomIn'))} onClick={() => props.onCommand('zoomIn')}>
          <Icon glyph="+" name={t('board.zoomIn')} />
        </button>
        <button type="button" className={button} title={tip(t('board.zoomOut'), keysOf((a) => 'command' in a && a.command === 'zoomOut'))} onClick={() => props.onCommand('zoomOut')}>
          <Icon glyph="−" name={t('board.zoomOut')} />
        </button>
      </div>
      <div className="lesson-toolbar__group lesson-board__pages" role="group" aria-label={t('board.page', { page: page + 1, count })}>
        <button type="button" className={button} title={t('board.previousPage')} onClick={() => props.onCommand('previousPage')} disabled={page === 0}>
          <Icon glyph="‹" name={t('board.previousPage')} />
        </button>
        <span className="lesson-board__page" data-testid="lesson-page">{t('board.page', { page: page + 1, count })}</span>
        <button type="button" className={button} title={t('board.nextPage')} onClick={() => props.onCommand('nextPage')} disabled={page >= count - 1}>
          <Icon glyph="›" name={t('board.nextPage')} />
        </button>
        <button type="button" className={button} title={t('board.addPage')} onClick={props.onNewPage} disabled={readOnly}>
          <Icon glyph="⊕" name={t('board.addPage')} />
        </button>
      </div>
      <FollowControls presence={props.presence} isTutor={props.isTutor} />
      <div className="lesson-toolbar__group">
        <Popover
          label={t('board.addTitle')}
          title={tip(t('board.addTitle'), keysOf((a) => 'command' in a && a.command === 'addText'))}
          face={<Icon glyph="✚" name={t('board.addTitle')} />}
          open={props.adding}
          onOpenChange={props.onAdding}
          disabled={readOnly}
          testId="lesson-add-open"
        >
          <AddToBoardForm ref={props.formRef} tool={tool} color={style.color} readOnly={readOnly} onAdd={props.onAdd} />
        </Popover>
        {!readOnly && (
          <Popover label={t('arrange.title')} face={<Icon glyph="✥" name={t('arrange.title')} />} open={props.arranging} onOpenChange={props.onArranging} testId="lesson-arrange-open">
            <ArrangeControls
              items={props.items}
              people={props.people}
              selected={props.selected}
              readOnly={readOnly}
              onSelect={props.onSelect}
              onMove={props.onMove}
              onResize={props.onResize}
            />
          </Popover>
        )}
        {props.isTutor && !readOnly && (
          <Popover label={t('figure.title')} face={<Icon glyph="▣" name={t('figure.title')} />} testId="lesson-figure-open">
            <FigureForm tutorUserId={props.people.me.id} readOnly={readOnly} onAdd={props.onFigure} />
          </Popover>
        )}
        <Popover label={t('board.more')} face={<Icon glyph="⋮" name={t('board.more')} />} place="end" testId="lesson-board-more">
          <div className="lesson-menu">
            <ExportButtons doc={props.doc} page={page} svg={props.svg} />
            <ShortcutTable />
          </div>
        </Popover>
      </div>
    </div>
  );
}
