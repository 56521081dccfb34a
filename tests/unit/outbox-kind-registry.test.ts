// The registry the app hands the outbox: kinds load on demand, an unknown kind resolves to nothing (its rows stay
// queued), and a kind whose code failed to load (offline, an evicted chunk) is tried again on the next send.
import { describe, expect, it } from 'vitest';
import type { OfflineKind } from '../../src/data/outbox/kind';
import { provideOfflineKinds, resolveKind } from '../../src/data/outbox/kind-registry';

const kind: OfflineKind = { kind: 'note', send: async () => ({ status: 201 }) };

describe('offline kind registry', () => {
  it('loads a kind only when asked, once, and knows nothing of other names', async () => {
    let loads = 0;
    provideOfflineKinds(async () => ({ note: async () => (loads++, kind) }));
    expect(loads).toBe(0);
    expect(await resolveKind('note')).toBe(kind);
    expect(await resolveKind('note')).toBe(kind);
    expect(loads).toBe(1);
    expect(await resolveKind('toString')).toBeUndefined(); // not an inherited property of the registry object
    expect(await resolveKind('lesson-board')).toBeUndefined();
  });

  it('tries a kind again after its code failed to load', async () => {
    let fail = true;
    provideOfflineKinds(async () => ({
      note: async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return kind;
      },
    }));
    expect(await resolveKind('note')).toBeUndefined();
    fail = false;
    expect(await resolveKind('note')).toBe(kind);
  });
});
