// The service worker's navigation route leaves backend paths and real files to the network; everything else is a
// page of the app (opened offline from the precache), searches with dots in them included.
import { describe, expect, it } from 'vitest';
import { BACKEND_PATHS, REAL_FILES } from '../../sw/not-navigations';

// Workbox tests the denylist against the path and the query together.
const denied = (address: string) => {
  const url = new URL(address, 'https://summit.example');
  return [BACKEND_PATHS, REAL_FILES].some((re) => re.test(url.pathname + url.search));
};

describe('not navigations of the app', () => {
  it('real files and backend paths, with or without a query', () => {
    for (const a of ['/assets/index-abc.js', '/assets/app.css?v=2', '/manifest.webmanifest', '/icons/icon-192.png', '/fr-FR/faq.html', '/rest/v1/tutors?select=*', '/auth/v1/token', '/functions/v1/track-event']) {
      expect(denied(a), a).toBe(true);
    }
  });

  it('pages of the app, also when a query or a route parameter holds a dot', () => {
    for (const a of ['/', '/tutors', '/tutors?q=node.js', '/tutors?q=notes.pdf&page=2', '/courses?q=vue.js', '/messages/with/a.b', '/faq', '/restaurants']) {
      expect(denied(a), a).toBe(false);
    }
  });
});
