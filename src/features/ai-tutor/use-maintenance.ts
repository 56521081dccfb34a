// React view of the maintenance flag: the seeded value first, then (after the first paint) the cached and the
// server's value. `checked` turns true once the server answered or failed.
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { currentMaintenance, refreshMaintenance, SEEDED_MAINTENANCE, subscribeMaintenance } from './maintenance-flag';

export function useAiTutorMaintenance(options: { waitForPaint?: boolean } = {}): { maintenance: boolean; checked: boolean } {
  const [maintenance, setMaintenance] = useState(SEEDED_MAINTENANCE);
  const [checked, setChecked] = useState(false);
  const waitForPaint = options.waitForPaint ?? true;
  useEffect(() => {
    let live = true;
    const unsubscribe = subscribeMaintenance((value) => live && setMaintenance(value));
    void (waitForPaint ? afterFirstPaint() : Promise.resolve()).then(async () => {
      if (!live) return;
      setMaintenance(currentMaintenance());
      const value = await refreshMaintenance();
      if (!live) return;
      setMaintenance(value);
      setChecked(true);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [waitForPaint]);
  return { maintenance, checked };
}
