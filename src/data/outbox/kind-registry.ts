// Where the engine finds a kind's definition. The app provides the registry at boot (a lazy import of its own, so
// the entry carries one loader, not every kind); a row whose kind is unknown to this version of the app, or whose
// code cannot load, is left queued, never dead-lettered: a later version (or the next visit online) sends it.
import type { OfflineKind, OfflineKindRegistry } from './kind';

let source: (() => Promise<OfflineKindRegistry>) | undefined;
const loaded = new Map<string, Promise<OfflineKind | undefined>>();

export function provideOfflineKinds(registry: () => Promise<OfflineKindRegistry>): void {
  source = registry;
  loaded.clear();
}

export function resolveKind(kind: string): Promise<OfflineKind | undefined> {
  let found = loaded.get(kind);
  if (!found) {
    found = (async () => {
      const registry = await source?.();
      const load = registry && Object.hasOwn(registry, kind) ? registry[kind] : undefined;
      return load ? ((await load()) as OfflineKind) : undefined;
    })().catch(() => {
      loaded.delete(kind); // a chunk that failed to load (offline, evicted) is tried again next time
      return undefined;
    });
    loaded.set(kind, found);
  }
  return found;
}
