// The part of the route table that can match an address, chosen by the address's first segment. React Router's
// matching flattens and ranks the whole table on every call (useRoutes calls it on every render of the shell: some
// 5-10 ms on a phone, the longest piece of hydration); a route whose path starts with another fixed segment can
// never match, so it is left out before React Router sees the table. Ranking among what is left is React Router's own.
import type { RouteObject } from 'react-router-dom';

/** 'courses' for '/courses/:id', '' for '/', null when the first segment is not fixed (':param', '*', optional). */
function fixedFirstSegment(path: string): string | null {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return /[:*?]/.test(first) ? null : first.toLowerCase();
}

function keep(routes: RouteObject[], segment: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    if (route.path !== undefined) {
      // Its whole subtree hangs below this path: in or out as a whole.
      const fixed = fixedFirstSegment(route.path);
      if (fixed === null || fixed === segment) kept.push(route);
    } else if (route.children?.length) {
      // A layout or guard without a path: kept with those of its children that can match.
      const children = keep(route.children, segment);
      if (children.length === route.children.length) kept.push(route);
      else if (children.length) kept.push({ ...route, children });
    } else {
      kept.push(route); // an index route or a childless pathless one: React Router decides
    }
  }
  return kept;
}

/** The fixed first segments the table names ('courses', 'tutors', '' …): every other one shares one subset. */
function fixedSegments(routes: RouteObject[], found = new Set<string>()): Set<string> {
  for (const route of routes) {
    const fixed = route.path === undefined ? undefined : fixedFirstSegment(route.path);
    if (typeof fixed === 'string') found.add(fixed);
    else if (route.path === undefined && route.children) fixedSegments(route.children, found);
  }
  return found;
}

const OTHER = '\u0000other';
const subsets = new WeakMap<RouteObject[], { known: Set<string>; bySegment: Map<string, RouteObject[]> }>();

/** The routes that can match `pathname`; the same array for the same table and first segment (memoised). */
export function routesForPath(routes: RouteObject[], pathname: string): RouteObject[] {
  let segment: string;
  try {
    segment = decodeURIComponent(pathname.replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase();
  } catch {
    return routes; // a malformed escape: React Router copes with it on the whole table
  }
  let table = subsets.get(routes);
  if (!table) subsets.set(routes, (table = { known: fixedSegments(routes), bySegment: new Map() }));
  // Addresses no fixed segment names (not found, or a parameter first) share one subset: the memo stays small.
  const key = table.known.has(segment) ? segment : OTHER;
  let subset = table.bySegment.get(key);
  if (!subset) table.bySegment.set(key, (subset = keep(routes, key)));
  return subset;
}
