// A lesson's Markdown, rendered with react-markdown (+ GitHub tables and lists). Raw HTML in the Markdown is never
// rendered (react-markdown drops it; no rehype-raw), and link/image addresses go through react-markdown's safe
// URL filter (no javascript:). Images come from the copy saved on this device when there is one, so a saved lesson
// shows its pictures offline.
import { useEffect, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

function SavedOrNetworkImage({ courseId, src, alt, title }: { courseId: string; src?: string; alt?: string; title?: string }) {
  const [url, setUrl] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    setChecked(false);
    void (async () => {
      try {
        if (!src) return;
        const absolute = new URL(src, location.origin);
        if (absolute.origin !== location.origin) return;
        const { getSavedImage } = await import('./saved');
        const blob = await getSavedImage(courseId, absolute.href);
        if (blob && live) {
          objectUrl = URL.createObjectURL(blob);
          setUrl(objectUrl);
        }
      } catch {
        /* not saved: the network address below */
      } finally {
        if (live) setChecked(true);
      }
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [courseId, src]);
  // Until the device copy has been looked up, a placeholder (so an offline page never asks the network first).
  if (!checked) return <span className="lesson-image lesson-image--loading" />;
  return <img className="lesson-image" src={url ?? src} alt={alt ?? ''} title={title} loading="lazy" data-from-device={url ? 'true' : undefined} />;
}

export function LessonMarkdown({ markdown, courseId }: { markdown: string; courseId: string }) {
  const components: Components = {
    img: ({ src, alt, title }) => <SavedOrNetworkImage courseId={courseId} src={typeof src === 'string' ? src : undefined} alt={alt} title={title} />,
    a: ({ href, children }) => {
      const external = !!href && /^https?:\/\//i.test(href);
      return (
        <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
    // The page's h1 is the lesson title: Markdown headings start one level below it.
    h1: ({ children }) => <h2>{children}</h2>,
  };
  return (
    <div className="lesson-body">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
