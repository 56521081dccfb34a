// Math on the board: LaTeX rendered as MathML by Temml (no fonts to load; browsers draw MathML natively), loaded only
// when a page shows math. Until it arrives, and for LaTeX it cannot parse, the source shows as written.
import { useEffect, useState } from 'react';

type Render = (latex: string) => string | null;
let renderer: Promise<Render> | null = null;

function loadRenderer(): Promise<Render> {
  renderer ??= import('temml').then(({ default: temml }) => (latex: string) => {
    try {
      // No \href, \url or HTML-producing commands (trust is off); errors throw instead of rendering red text.
      return temml.renderToString(latex, { displayMode: false, throwOnError: true, trust: false });
    } catch {
      return null;
    }
  });
  return renderer;
}

export function MathLabel({ latex }: { latex: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadRenderer().then((render) => live && setHtml(render(latex)));
    return () => {
      live = false;
    };
  }, [latex]);
  return html ? <span className="lesson-math" dangerouslySetInnerHTML={{ __html: html }} /> : <span className="lesson-math lesson-math--source">{latex}</span>;
}
