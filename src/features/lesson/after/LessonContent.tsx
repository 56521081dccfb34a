// A lesson's plain content as the projection keeps it: notes (Markdown, rendered), chat and board outline. Authors
// are named by whether they are still linked to the booking (../core/people): a deleted account reads "Deleted
// account", whatever name its messages carry. Used by past lessons and by the founder hub's reports.
import { lazy, Suspense } from 'react';
import type { Components } from 'react-markdown';
import type { LessonProjection } from '../../../../supabase/functions/_shared/lesson-doc';
import { useTranslation } from '../../../i18n/react';
import { boardKindKey } from '../board/kind-name';
import { LineWithMath } from '../board/LineWithMath';
import { authorKind, type LessonParties } from '../core/people';

const Markdown = lazy(() => import('react-markdown'));

// The notes' own headings sit below this view's: # is h5 and the rest h6 (heading levels never jump forward).
const shifted: Components = {
  h1: ({ node: _node, ...props }) => <h5 {...props} />,
  h2: ({ node: _node, ...props }) => <h6 {...props} />,
  h3: ({ node: _node, ...props }) => <h6 {...props} />,
  h4: ({ node: _node, ...props }) => <h6 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
};

export interface LessonNames extends LessonParties {
  learnerName: string;
  tutorName: string;
}

export function useAuthorName(names: LessonNames) {
  const { t } = useTranslation('lessonafter');
  return (author: string | null | undefined, fallback = '') => {
    switch (authorKind(author, names)) {
      case 'me':
        return t('you');
      case 'learner':
        return names.learnerName || fallback || t('deletedAccount');
      case 'tutor':
        return names.tutorName || fallback || t('deletedAccount');
      default:
        return t('deletedAccount');
    }
  };
}

export function LessonContent({ content, names, headingLevel = 4 }: { content: LessonProjection; names: LessonNames; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('lessonafter');
  const { t: tLesson } = useTranslation('lesson');
  const nameOf = useAuthorName(names);
  const H = `h${headingLevel}` as const;
  const kindName = (kind: string) => tLesson(boardKindKey(kind));
  return (
    <div className="lesson-content">
      <H>{t('past.notes')}</H>
      {content.notesMarkdown.trim() ? (
        <div className="lesson-content__notes" data-testid="lesson-content-notes">
          <Suspense fallback={<p className="lesson-content__plain">{content.notesMarkdown}</p>}>
            <Markdown skipHtml components={shifted}>{content.notesMarkdown}</Markdown>
          </Suspense>
        </div>
      ) : (
        <p>{t('past.noNotes')}</p>
      )}
      <H>{t('past.board')}</H>
      {content.board.length ? (
        <ul data-testid="lesson-content-board">
          {content.board.map((item, i) => {
            const text = item.latex ?? item.text;
            const values = { kind: kindName(item.kind), author: nameOf(item.author) };
            return (
              <li key={i}>
                {item.latex ? (
                  <LineWithMath line={(formula) => t('past.itemText', { ...values, text: formula })} latex={item.latex} />
                ) : text ? (
                  t('past.itemText', { ...values, text })
                ) : (
                  t('past.item', values)
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('past.emptyBoard')}</p>
      )}
      <H>{t('past.chat')}</H>
      {content.chat.length ? (
        <ul data-testid="lesson-content-chat">
          {content.chat.map((m, i) => (
            <li key={i}>{t('past.message', { author: nameOf(m.author, m.authorName), text: m.text })}</li>
          ))}
        </ul>
      ) : (
        <p>{t('past.noChat')}</p>
      )}
    </div>
  );
}
