// The current time as React state, renewed on a timer: countdowns and windows that move with the clock.
import { useEffect, useState } from 'react';

/** The current time, renewed every `ms`. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
