// Text, sticky notes and math without a pointer: choose the kind, type, add. The item goes to the centre of the
// view (or where the board was clicked with a text tool).
import { useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/react';
import { textItem, type ItemFields, type Point, type Tool } from '../core/tools';

type Kind = 'text' | 'sticky' | 'math';
const KINDS: Kind[] = ['text', 'sticky', 'math'];

export function AddToBoardForm(props: {
  ref: Ref<HTMLTextAreaElement>;
  tool: Tool;
  color: string;
  readOnly: boolean;
  onAdd(make: (at: Point) => ItemFields): void;
}) {
  const { t } = useTranslation('lesson');
  const id = useId();
  const [kind, setKind] = useState<Kind>('text');
  const [content, setContent] = useState('');
  useEffect(() => {
    if (props.tool === 'text' || props.tool === 'sticky' || props.tool === 'math') setKind(props.tool);
  }, [props.tool]);
  return (
    <form
      className="lesson-add"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        const value = content;
        if (!value.trim() || props.readOnly) return;
        props.onAdd((at) => textItem(kind, at, value, props.color)!);
        setContent('');
      }}
    >
      <h3 id={`${id}-title`}>{t('board.addTitle')}</h3>
      <label className="lesson-field">
        <span>{t('board.addKind')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as Kind)} disabled={props.readOnly}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`board.tool.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="lesson-field">
        <span>{t('board.addContent')}</span>
        <textarea
          ref={props.ref}
          rows={2}
          value={content}
          readOnly={props.readOnly}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setContent(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </label>
      <p id={`${id}-hint`} className="lesson-hint">{t('board.addHint')}</p>
      <button type="submit" className="button button--primary" disabled={props.readOnly}>
        {t('board.add')}
      </button>
    </form>
  );
}
