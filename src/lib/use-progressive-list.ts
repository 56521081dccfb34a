// A long list of cards appears in a few steps instead of one: the first cards with the data, the next ones after each
// paint. The browser's first layout of a whole list (20 tutor cards: about 15 ms on a fast machine, 150 ms on a
// low-end phone) was the longest task of the page's load; in steps, each task stays short and a tap is answered in
// between. Only the first appearance is stepped: once a length has been shown, a new list (a filter, another page)
// shows at least as many items at once, so the page never shrinks and grows again under the reader.
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

export interface ProgressiveList<T> {
  /** The items to render now. */
  shown: readonly T[];
  /** True once every item is rendered (the list can say it is busy until then). */
  complete: boolean;
}

export function useProgressiveList<T>(items: readonly T[], first = 2, step = 2): ProgressiveList<T> {
  const [count, setCount] = useState(first);
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) setCount((shown) => shown + step);
    });
    return () => {
      live = false;
    };
  }, [complete, count, step]);
  return { shown: complete ? items : items.slice(0, count), complete };
}
