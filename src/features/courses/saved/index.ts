// Saved-for-offline courses, loaded lazily by the course pages and the dashboard section. The network sources are
// the catalogue's reads and fetch.
import { getCourse, getLessonsWithBodies } from '../catalogue';
import { refreshSavedCourse, saveCourse as saveWith, type SaveSources } from './saved-courses';

export * from './saved-courses';

async function fetchImage(url: string): Promise<Blob> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Image ${url}: HTTP ${response.status}`);
  return response.blob();
}

export function defaultSources(): SaveSources {
  return { fetchCourse: getCourse, fetchLessons: getLessonsWithBodies, fetchImage, origin: location.origin };
}

/** Saves (or refreshes) a course with its lessons and images on this device. */
export function saveCourseForOffline(id: string) {
  return saveWith(id, defaultSources());
}

/** A newer copy of a saved course, stored only while the course is still saved. */
export function refreshCourseOnDevice(id: string) {
  return refreshSavedCourse(id, defaultSources());
}
