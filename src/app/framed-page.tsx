// A data page prerendered as its frame: the build-time HTML (and the hydrating client) hold the page's heading and
// lead only; right after hydration the real page takes over, in a transition, so the frame stays on screen while
// the page's code and data load (never the spinner). Rendered on the client alone, or prerendered with its data
// (src/lib/page-data.ts), the real page renders at once.
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { Namespace } from '../i18n';
import { useTranslation } from '../i18n/react';
import { hasPageData } from '../lib/page-data';
import { useHydrated } from '../lib/use-hydrated';

type Text = readonly [namespace: Namespace, key: string];
export type Frame = { className: string; title: Text; lead: Text };

type Translate = (key: string) => string;

function PageFrame({ frame }: { frame: Frame }) {
  const title = useTranslation(frame.title[0]).t as unknown as Translate;
  const lead = useTranslation(frame.lead[0]).t as unknown as Translate;
  return (
    <article className={`page ${frame.className}`}>
      <header className="page__header">
        <h1>{title(frame.title[1])}</h1>
        <p className="page__lead">{lead(frame.lead[1])}</p>
      </header>
    </article>
  );
}

export function FramedPage({ page: Page, frame }: { page: ComponentType; frame: Frame }) {
  const hydrated = useHydrated();
  // Prerendered with its data, the page itself was rendered at build time: no frame.
  const [ready, setReady] = useState(() => hydrated || hasPageData());
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready ? <Page /> : <PageFrame frame={frame} />;
}
