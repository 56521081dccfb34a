// React.lazy whose import starts in a task of its own. lazy() calls its loader inside the render that first shows the
// component, and Vite's loader then adds the preload links of every chunk the import needs (the first one of a page
// costs a few ms, 10+ ms seen): inside a render or effects task that is already long (hydration's end), that made
// the longest task of a page's load. One task later, the same work stands alone and the render yields meanwhile.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { yieldToMain } from './yield-to-main';

// The same type parameter as React's own lazy().
export function lazyOwnTask<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => yieldToMain().then(load));
}
