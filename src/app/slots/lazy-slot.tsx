// A shell slot whose feature code is not on the landing page's critical path: the first paint never waits for it.
// `when: 'render'` fetches it as the shell first renders (visible header controls, live regions that must exist
// early); `when: 'idle'` only once the page has painted and the browser is idle (things usually not shown at first).
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { lazyOwnTask } from '../../lib/lazy-own-task';
import { useHydrated } from '../../lib/use-hydrated';

let painted = false;
const firstPaint = afterFirstPaint().then(() => {
  painted = true;
});

function usePainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let live = true;
    void firstPaint.then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}

export function lazySlot(load: () => Promise<ComponentType>, when: 'render' | 'idle'): ComponentType {
  const Feature = lazyOwnTask(() => load().then((component) => ({ default: component })));
  function Mounted() {
    // Not part of a prerendered page: it depends on the device (saved settings), so it mounts after hydration.
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <Feature />
      </Suspense>
    );
  }
  if (when === 'render') return Mounted;
  return function AfterPaint() {
    return usePainted() ? <Mounted /> : null;
  };
}
