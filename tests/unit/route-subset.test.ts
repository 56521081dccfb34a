import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesForPath } from '../../src/app/route-subset';
import { routes } from '../../src/app/routes';
import { routeTablePaths } from '../support/route-table';

/** What React Router matched: the leaf route and its parameters (the same objects whichever table was searched). */
function leaf(table: RouteObject[], pathname: string) {
  const matches = matchRoutes(table, pathname);
  const last = matches?.[matches.length - 1];
  return last ? { route: last.route.path ?? last.route, element: last.route.element, params: last.params, depth: matches!.length } : null;
}

const countLeaves = (table: RouteObject[]): number =>
  table.reduce((n, route) => n + (route.children ? countLeaves(route.children) : 1), 0);

describe('the routes that can match an address', () => {
  const addresses = [
    ...routeTablePaths,
    '/',
    '/COURSES',
    '/courses/',
    '/cour%73es',
    '/courses/abc/lessons/2',
    '//courses',
    '/%E0%A4%A',
    '/tutors/adhd/start',
    '/tutors/adhd/session/s-1',
    '/tutor',
    '/tutor/practice',
    '/lead-dashboard',
    '/unknown/deep/path',
    '/dev/unknown-lab',
    '/founder/tutors/x',
    '/mission?x=1',
  ];

  it('match every address exactly as the whole table does', () => {
    for (const address of addresses) {
      const pathname = address.split('?')[0]!;
      expect(leaf(routesForPath(routes, pathname), pathname), address).toEqual(leaf(routes, pathname));
    }
  });

  it('are a small part of the table for a fixed first segment', () => {
    const all = countLeaves(routes);
    const courses = countLeaves(routesForPath(routes, '/courses/abc'));
    expect(all).toBeGreaterThan(40);
    expect(courses).toBeLessThan(6); // the three course routes and not-found
    expect(countLeaves(routesForPath(routes, '/'))).toBeLessThan(4);
  });

  it('are the same array for the same first segment, and one shared array for segments the table does not name', () => {
    expect(routesForPath(routes, '/courses')).toBe(routesForPath(routes, '/courses/abc/lessons/1'));
    expect(routesForPath(routes, '/nope')).toBe(routesForPath(routes, '/other-unknown'));
    expect(routesForPath(routes, '/courses')).not.toBe(routesForPath(routes, '/tutors'));
  });

  it('keep the layout and guard elements themselves, so the shell stays mounted across pages', () => {
    const layoutOf = (pathname: string) => matchRoutes(routesForPath(routes, pathname), pathname)![0]!.route.element;
    expect(layoutOf('/courses')).toBe(routes[0]!.element);
    expect(layoutOf('/faq')).toBe(routes[0]!.element);
  });
});
