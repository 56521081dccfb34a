// The saved-for-offline courses as app state: a small observable list over the saved-courses database, so the
// course pages, the dashboard section and the "not saved" message agree at once after a save or a removal.
import { useEffect, useSyncExternalStore } from 'react';
import { databaseMayExist } from '../../data/db-name';
import { SAVED_DB_NAME } from './saved/db-name';
import type { SavedCourse } from './saved';

type State = { loaded: boolean; courses: SavedCourse[]; error: string | null };
let state: State = { loaded: false, courses: [], error: null };
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const load = () => import('./saved');

export function refreshSaved(): Promise<void> {
  // Nothing was ever saved on this device: an empty list, without loading Dexie.
  loading ??= databaseMayExist(SAVED_DB_NAME)
    .then(async (exists) => (exists ? (await load()).listSavedCourses() : []))
    .then((courses) => set({ loaded: true, courses, error: null }))
    .catch((error: unknown) => set({ loaded: true, error: String(error) }))
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

export async function saveForOffline(id: string): Promise<SavedCourse> {
  const m = await load();
  const saved = await m.saveCourseForOffline(id);
  // Ask the browser to keep what the user chose to save, when they save (granted silently or not at all).
  void m.requestPersistentStorage();
  await refreshSaved();
  return saved;
}

/** A saved course's newer copy (the course page found one): stored only if the course is still saved then. */
export async function refreshOnDevice(id: string): Promise<void> {
  await (await load()).refreshCourseOnDevice(id);
  await refreshSaved();
}

export async function removeFromDevice(id: string): Promise<void> {
  await (await load()).removeSavedCourse(id);
  await refreshSaved();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSavedCourses(): State {
  const current = useSyncExternalStore(subscribe, () => state, () => state);
  useEffect(() => {
    if (!state.loaded) void refreshSaved();
  }, []);
  return current;
}

export function useSavedCourse(id: string | undefined): { loaded: boolean; saved: SavedCourse | undefined } {
  const { loaded, courses } = useSavedCourses();
  return { loaded, saved: id ? courses.find((c) => c.id === id) : undefined };
}
