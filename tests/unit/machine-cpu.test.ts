// The machine's CPU beside a test run (scripts/lib/machine-cpu.mjs): a figure where /proc/stat exists, nothing where
// there is none to compare with.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuSince, cpuSnapshot } from '../../scripts/lib/machine-cpu.mjs';

describe('the machine CPU line', () => {
  it.runIf(existsSync('/proc/stat'))('counts busy time against the time that passed, on every core', () => {
    const before = cpuSnapshot();
    expect(before).not.toBeNull();
    const end = Date.now() + 300;
    while (Date.now() < end); // this process keeps one core busy meanwhile
    const line = cpuSince(before);
    const [, busy, total, cores, percent] = /^(\d+) s of CPU busy of (\d+) s on (\d+) cores \((\d+) %\)$/.exec(line) ?? [];
    expect(Number(cores)).toBeGreaterThan(0);
    expect(Number(busy)).toBeLessThanOrEqual(Number(total));
    expect(Number(percent)).toBeGreaterThanOrEqual(Math.floor(100 / Number(cores)) - 10);
  });

  it('says nothing without a first reading', () => {
    expect(cpuSince(null)).toBe('');
  });
});
