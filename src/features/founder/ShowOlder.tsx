// The "Show older …" button under a list paged by useOlderPages, and the line that says when a page could not be read.
import type { OlderPages } from './use-older-pages';

type Props = { pages: Pick<OlderPages<unknown>, 'hasOlder' | 'loading' | 'failed' | 'showOlder'>; label: string; failedText: string };

export function ShowOlder({ pages: { hasOlder, loading, failed, showOlder }, label, failedText }: Props) {
  return (
    <>
      {hasOlder && (
        <button type="button" className="button button--ghost" disabled={loading} aria-busy={loading} onClick={() => void showOlder()}>
          {label}
        </button>
      )}
      {failed && <p role="alert">{failedText}</p>}
    </>
  );
}
