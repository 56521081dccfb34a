// The shared notes: a text field bound to the document's Y.Text (both edit at once), and a rendered Markdown preview
// (headings, lists; $…$ math shows as written until a math renderer is added).
import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import type * as Y from 'yjs';
import { lessonParts } from '../../../../supabase/functions/_shared/lesson-doc';
import { useTranslation } from '../../../i18n/react';
import { applyLocalText, movePosition } from '../core/text-binding';
import type { People } from '../core/people';
import type { LessonSync } from '../sync/sync';
import { useServerCopy } from '../sync/use-server-copy';

const Markdown = lazy(() => import('react-markdown'));

// Memoised: the room around it renders each second.
export const Notes = memo(function Notes({ doc: deviceDoc, people, readOnly, sync }: { doc: Y.Doc; people: People; readOnly: boolean; sync?: LessonSync }) {
  const { t } = useTranslation('lesson');
  // Read-only room: the server's notes; this device's own version, when it differs (not shared), below them.
  const server = useServerCopy(sync);
  const doc = server ?? deviceDoc;
  const deviceText = server ? lessonParts(deviceDoc).notes.toString() : null;
  const unshared = deviceText !== null && deviceText !== lessonParts(server!).notes.toString() ? deviceText : null;
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const text = lessonParts(doc).notes;
  const [origin] = useState(() => ({ userId: people.me.id, part: 'notes' }));
  const [preview, setPreview] = useState(() => text.toString());
  const [showPreview, setShowPreview] = useState(false);

  useEffect(() => {
    const field = ref.current!;
    field.value = text.toString();
    setPreview(field.value);
    const onChange = (event: Y.YTextEvent) => {
      const value = text.toString();
      if (event.transaction.origin !== origin && field.value !== value) {
        const focused = document.activeElement === field;
        const start = movePosition(field.selectionStart, event.delta as never);
        const end = movePosition(field.selectionEnd, event.delta as never);
        field.value = value;
        if (focused) field.setSelectionRange(start, end);
      }
      setPreview(value);
    };
    text.observe(onChange);
    return () => text.unobserve(onChange);
  }, [text, origin]);

  return (
    <section className="lesson-notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('notes.title')}</h2>
      <p id={`${id}-hint`} className="lesson-hint">{t('notes.hint')}</p>
      <textarea
        ref={ref}
        aria-label={t('notes.title')}
        aria-describedby={`${id}-hint`}
        rows={10}
        readOnly={readOnly}
        data-testid="lesson-notes"
        onInput={(e) => applyLocalText(text, e.currentTarget.value, origin)}
      />
      {unshared !== null && (
        <div className="lesson-unshared-notes" data-testid="lesson-unshared-notes">
          <h3>
            {t('unshared.notes')} — <strong>{t('status.notShared')}</strong>
          </h3>
          <pre>{unshared}</pre>
        </div>
      )}
      <details onToggle={(e) => setShowPreview(e.currentTarget.open)}>
        <summary>{t('notes.preview')}</summary>
        {showPreview && (
          <div className="lesson-notes__preview">
            <Suspense fallback={null}>
              <Markdown skipHtml>{preview}</Markdown>
            </Suspense>
          </div>
        )}
      </details>
    </section>
  );
});
