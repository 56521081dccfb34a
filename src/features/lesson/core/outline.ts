// The board outline (what a screen reader reads instead of the drawing): one entry per item of a page, strokes
// included, with its kind, its text or LaTeX source and its author. Built on the shared projection, so the outline
// says what the server's stored projection says.
import type * as Y from 'yjs';
import { projectLesson } from '../../../../supabase/functions/_shared/lesson-doc';

export interface OutlineEntry {
  kind: string;
  text: string | null;
  latex: string | null;
  author: string | null;
}

/** The outline of one page (0-based index). */
export function outlineOf(doc: Y.Doc, pageIndex: number): OutlineEntry[] {
  return projectLesson(doc)
    .board.filter((entry) => entry.page === pageIndex + 1)
    .map(({ kind, text, latex, author }) => ({ kind, text, latex, author }));
}
