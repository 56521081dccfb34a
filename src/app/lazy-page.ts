// A lazily loaded page: its code and its translations are fetched in parallel, so the page never waits for one
// and then the other. Each call site becomes its own chunk because each passes its own dynamic import().
// A page that formats dates, money or language names (`formats`) has the browser's Intl data loaded off the main
// thread meanwhile.
import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../i18n';
import { warmIntl } from '../lib/warm-intl';

export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = [], { formats = false } = {}) {
  return lazy(() => {
    if (formats) warmIntl();
    return Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
  });
}
