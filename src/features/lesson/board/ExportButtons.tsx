// Downloads: the board's current page as PNG and the notes as Markdown.
import { useState } from 'react';
import type * as Y from 'yjs';
import { lessonParts } from '../../../../supabase/functions/_shared/lesson-doc';
import { useTranslation } from '../../../i18n/react';
import { notesFileName, notesMarkdown, pageFileName } from '../core/export-names';
import { download } from '../../../lib/download';
import { boardPagePng } from './export-board';

export function ExportButtons({ doc, page, svg }: { doc: Y.Doc; page: number; svg: () => SVGSVGElement | null }) {
  const { t } = useTranslation('lesson');
  const [failed, setFailed] = useState(false);
  const png = async () => {
    const element = svg();
    if (!element) return;
    setFailed(false);
    try {
      download(await boardPagePng(element), pageFileName(new Date(), page + 1));
    } catch {
      setFailed(true);
    }
  };
  const markdown = () => {
    const text = notesMarkdown(lessonParts(doc).notes.toString());
    download(new Blob([text], { type: 'text/markdown;charset=utf-8' }), notesFileName(new Date()));
  };
  return (
    <div className="lesson-export" role="group" aria-label={t('export.title')}>
      <button type="button" className="button button--ghost" onClick={() => void png()}>
        {t('export.png')}
      </button>
      <button type="button" className="button button--ghost" onClick={markdown}>
        {t('export.markdown')}
      </button>
      {failed && <p role="alert">{t('export.failed')}</p>}
    </div>
  );
}
