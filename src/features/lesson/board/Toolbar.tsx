// The board's tools (toggle buttons, one pressed), colours, widths, undo/redo and zoom. Every control is a button or
// a select, so the keyboard reaches all of them; the shortcuts are in ShortcutTable.
import { useTranslation } from '../../../i18n/react';
import { SHORTCUTS } from '../core/shortcuts';
import { COLORS, TOOLS, WIDTHS, type Style, type Tool } from '../core/tools';

type Command = 'undo' | 'redo' | 'zoomIn' | 'zoomOut';

const keysOf = (match: (action: (typeof SHORTCUTS)[number]['action']) => boolean) => SHORTCUTS.find((s) => match(s.action))?.keys;

export function Toolbar(props: {
  tool: Tool;
  style: Style;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onTool(tool: Tool): void;
  onStyle(style: Style): void;
  onCommand(command: Command): void;
}) {
  const { t } = useTranslation('lesson');
  const { tool, style, readOnly } = props;
  return (
    <div className="lesson-toolbar" role="toolbar" aria-label={t('board.tools')}>
      <div className="lesson-toolbar__group">
        {TOOLS.map((name) => (
          <button
            key={name}
            type="button"
            className="button button--ghost lesson-tool"
            aria-pressed={tool === name}
            aria-keyshortcuts={keysOf((a) => 'tool' in a && a.tool === name)}
            disabled={readOnly && name !== 'select' && name !== 'laser'}
            onClick={() => props.onTool(name)}
          >
            {t(`board.tool.${name}`)}
          </button>
        ))}
      </div>
      <div className="lesson-toolbar__group">
        <label className="lesson-field">
          <span>{t('board.colour')}</span>
          <select value={style.color} disabled={readOnly} onChange={(e) => props.onStyle({ ...style, color: e.target.value })}>
            {COLORS.map((c) => (
              <option key={c} value={c}>
                {t(`board.colours.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="lesson-field">
          <span>{t('board.width')}</span>
          <select value={style.width} disabled={readOnly} onChange={(e) => props.onStyle({ ...style, width: Number(e.target.value) })}>
            {WIDTHS.map((w) => (
              <option key={w} value={w}>
                {t(`board.widths.${w}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="lesson-toolbar__group">
        <button type="button" className="button button--ghost" disabled={readOnly || !props.canUndo} aria-keyshortcuts="Control+Z" onClick={() => props.onCommand('undo')}>
          {t('board.undo')}
        </button>
        <button type="button" className="button button--ghost" disabled={readOnly || !props.canRedo} aria-keyshortcuts="Control+Shift+Z" onClick={() => props.onCommand('redo')}>
          {t('board.redo')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => props.onCommand('zoomIn')}>
          {t('board.zoomIn')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => props.onCommand('zoomOut')}>
          {t('board.zoomOut')}
        </button>
      </div>
    </div>
  );
}
