// A lazily loaded page: its code and its translations are fetched in parallel, so the page never waits for one
// and then the other. Each call site becomes its own chunk because each passes its own dynamic import().
import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../i18n';

export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []) {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
}
