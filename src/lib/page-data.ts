// A catalogue page prerendered with its data (a tutor's profile, a course, the tutor models) carries that data in
// the HTML, next to the markup rendered from it, as JSON in <script type="application/json" id="summit-page-data">
// (a data block: never executed, so the CSP has nothing to allow). The page's query client starts from it, so the
// hydrating page renders what the HTML shows instead of a loading line, then refreshes it from the network like any
// stale copy. Plain DOM and no TanStack here: the shell's framed pages ask only whether there is data.
export const PAGE_DATA_ID = 'summit-page-data';

let renderingWithData = false;

/** Build time: the route being rendered has its data (see src/prerender/render.tsx). */
export function setRenderingWithData(on: boolean): void {
  renderingWithData = on;
}

/** This document was prerendered with its data (or is being rendered so at build time). */
export function hasPageData(): boolean {
  return renderingWithData || (typeof document !== 'undefined' && document.getElementById(PAGE_DATA_ID) !== null);
}

let read = false;

/**
 * The page's data, once: the second reader gets null (a client made later, after a sign-out, must not start from the
 * build's copy again). Unreadable JSON is reported and ignored: the page then loads its data as any other.
 */
export function takePageData(): unknown {
  if (read || typeof document === 'undefined') return null;
  read = true;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn('The page data in this page is unreadable; loading it from the network instead', error);
    return null;
  }
}

/** Build time: the JSON of a data block, safe inside <script> (no `</script>`, no `<!--`). */
export function pageDataScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
