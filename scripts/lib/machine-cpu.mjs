// The whole machine's CPU time from /proc/stat (Linux): how much work a run took, whatever else ran. The same suite
// took 1,100–1,250 s of CPU on one host and 2,070–2,460 s on another of the same size, so a run's time says little
// about the suite without the CPU it used beside it. Elsewhere (no /proc/stat) there is nothing to report.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node supports

/** The machine's busy and total CPU ticks so far, or null where /proc/stat cannot be read. */
export function cpuSnapshot() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0); // user … steal, not guest (counted in user)
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** "2310 s of CPU busy of 2628 s on 2 cores (88 %)" since `before`, or '' where there is no figure. */
export function cpuSince(before) {
  const after = cpuSnapshot();
  if (!before || !after || after.total <= before.total) return '';
  const busy = (after.busy - before.busy) / TICKS_PER_SECOND;
  const total = (after.total - before.total) / TICKS_PER_SECOND;
  return `${busy.toFixed(0)} s of CPU busy of ${total.toFixed(0)} s on ${availableParallelism()} cores (${((100 * busy) / total).toFixed(0)} %)`;
}
