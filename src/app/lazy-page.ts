// A lazily loaded page: its code and its translations are fetched in parallel, so the page never waits for one
// and then the other. Each call site becomes its own chunk because each passes its own dynamic import().
// A page that formats dates, money or language names (`formats`) has the browser's Intl data loaded off the main
// thread meanwhile. The import starts in a task of its own (../lib/lazy-own-task).
import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../i18n';
import { lazyOwnTask } from '../lib/lazy-own-task';
import { warmIntl } from '../lib/warm-intl';
import { yieldToMain } from '../lib/yield-to-main';

export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = [], { formats = false } = {}) {
  return lazyOwnTask(() => {
    // The Intl worker's start (a few ms) in yet another task.
    if (formats) void yieldToMain().then(warmIntl);
    return Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
  });
}
