import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as config from '../../supabase/local/config.mjs';

// Linux gives outgoing connections a local port from this range; a stack port inside it can be held by chance.
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return [low, high];
  } catch {
    return [32768, 60999]; // Linux's default
  }
}

const portsOf = (profile: Record<string, unknown>) =>
  Object.entries(profile).filter((entry): entry is [string, number] => entry[0].endsWith('Port') && typeof entry[1] === 'number');

describe('local stack ports', () => {
  const throwaway = { test: config.testProfile, lifecycle: config.lifecycleProfile, bench: config.benchProfile, anywhere: config.anywhereProfile, side1: config.side1Profile, side2: config.side2Profile };

  it.each(Object.entries(throwaway))('the %s profile sits outside the range of outgoing connections’ local ports', (_name, profile) => {
    const [low, high] = ephemeralRange();
    const inside = portsOf(profile).filter(([, port]) => port >= low && port <= high);
    expect(inside).toEqual([]);
  });

  it('no two profiles share a port, so each can run beside the others', () => {
    const all = [config.devProfile, ...Object.values(throwaway)].flatMap((profile) => portsOf(profile).map(([, port]) => port));
    expect(new Set(all).size).toBe(all.length);
  });
});
