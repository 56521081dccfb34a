// Keeps a saved course current: when the server's version of a saved course is newer than the saved copy, the
// copy is saved again (course, lessons and images), once per version.
import type { SavedCourse } from './saved';
import { refreshOnDevice } from './saved-store';

const inFlight = new Set<string>();

function newer(serverVersion: string, savedVersion: string): boolean {
  return new Date(serverVersion).getTime() > new Date(savedVersion).getTime();
}

export function refreshSavedCopy(saved: SavedCourse, serverVersion: string): void {
  const key = `${saved.id}@${serverVersion}`;
  if (!newer(serverVersion, saved.version) || inFlight.has(key)) return;
  inFlight.add(key);
  // Not saveForOffline: a "Remove from device" tapped during the download must not be undone by it.
  void refreshOnDevice(saved.id)
    .catch(() => undefined)
    .finally(() => inFlight.delete(key));
}
