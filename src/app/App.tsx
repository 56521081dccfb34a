// Declarative routing (BrowserRouter + useRoutes over the route table): the data router would add about 16 KB
// (gzipped) to the landing page's JavaScript for features the app does not use (loaders, actions, fetchers).
import { useEffect } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routesForPath } from './route-subset';
import { routes } from './routes';
import { useRouteTitle } from './use-route-title';

/** The routes under whatever router the caller gives: the browser's (App) or a static one (prerender at build time). */
export function AppRoutes() {
  // Only the routes that can match this address reach React Router, which ranks what it is given on every render.
  const table = routesForPath(routes, useLocation().pathname);
  const element = useRoutes(table);
  useRouteTitle(table);
  useScrollToTopOnNavigation();
  return element;
}

/** A new page starts at its top, except when the address points at an anchor within it. */
function useScrollToTopOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function App() {
  return (
    // Last resort, if the shell itself fails: the crash screen without the shell.
    <RouteErrorBoundary standalone>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RouteErrorBoundary>
  );
}
