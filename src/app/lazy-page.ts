// A lazily loaded page: its code and its translations are fetched in parallel, so the page never waits for one
// and then the other. Each call site becomes its own chunk because each passes its own dynamic import().
import { createElement, lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../i18n';

export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []) {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
}

/**
 * A page that reads server data: as lazyPage, plus the data layer (TanStack Query and its provider), which is
 * loaded with such a page and never with the landing page.
 */
export function lazyDataPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []) {
  return lazy(() =>
    Promise.all([load(), import('../data/query/QueryProvider'), loadNamespaces(['data', ...namespaces])]).then(([page, { QueryProvider }]) => ({
      default: function DataPage() {
        return createElement(QueryProvider, null, createElement(page.default));
      },
    })),
  );
}
