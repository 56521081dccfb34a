// Saving a course for offline reading, reading it back, listing and removing saved courses. Plain TypeScript
// over the saved-courses database; the network is injected (`fetchCourse`, `fetchImage`) so it runs in tests.
import { savedCoursesDb, type SavedCourseRow, type SavedCoursesDb, type SavedImageRow, type SavedLessonRow } from './saved-courses-db';
import { courseVersion, type Course, type CourseWithLessons, type Lesson, type LessonSummary } from '../catalogue';
import { imageAddresses, sameOriginImage } from './lesson-images';

/** The saved-courses database with this feature's courses and lessons in its rows. */
export type CourseDb = SavedCoursesDb<Course, Lesson, LessonSummary>;
export type SavedCourse = SavedCourseRow<Course, LessonSummary>;
type SavedLesson = SavedLessonRow<Lesson>;
type SavedImage = SavedImageRow;

const savedDb = (): CourseDb => savedCoursesDb<Course, Lesson, LessonSummary>();

export interface SaveSources {
  fetchCourse: (id: string) => Promise<CourseWithLessons | null>;
  fetchLessons: (id: string) => Promise<Lesson[]>;
  fetchImage: (url: string) => Promise<Blob>;
  origin: string;
}

export class CourseNotFoundError extends Error {
  constructor() {
    super('This course does not exist or is not published');
    this.name = 'CourseNotFoundError';
  }
}

const textBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Downloads the course, every lesson and every same-origin image, then stores them in one transaction: a save
 * that fails half-way leaves the previous copy (or nothing) rather than a course with missing lessons.
 */
export async function saveCourse(id: string, sources: SaveSources, db: CourseDb = savedDb()): Promise<SavedCourse> {
  return (await storeCourse(id, sources, db, false))!;
}

/**
 * Saves a newer copy of a course that is saved, and only while it is: removed during the download ("Remove from
 * device" tapped meanwhile), it stays removed. Null when it was no longer saved.
 */
export function refreshSavedCourse(id: string, sources: SaveSources, db: CourseDb = savedDb()): Promise<SavedCourse | null> {
  return storeCourse(id, sources, db, true);
}

async function storeCourse(id: string, sources: SaveSources, db: CourseDb, onlyIfSaved: boolean): Promise<SavedCourse | null> {
  const found = await sources.fetchCourse(id);
  if (!found) throw new CourseNotFoundError();
  const lessons = await sources.fetchLessons(id);
  const addresses = new Set<string>();
  for (const lesson of lessons) {
    for (const address of imageAddresses(lesson.body)) {
      const url = sameOriginImage(address, sources.origin);
      if (url) addresses.add(url);
    }
  }
  const images: SavedImage[] = await Promise.all([...addresses].map(async (url) => ({ courseId: id, url, blob: await sources.fetchImage(url) })));
  const savedLessons: SavedLesson[] = lessons.map((lesson) => ({ courseId: id, position: lesson.position, lesson }));
  const summaries = lessons.map(({ body: _body, ...summary }) => summary);
  const bytes =
    textBytes(found.course) + savedLessons.reduce((sum, l) => sum + textBytes(l.lesson), 0) + images.reduce((sum, i) => sum + i.blob.size, 0);
  const saved: SavedCourse = {
    id,
    course: found.course,
    lessons: summaries,
    version: courseVersion(found.course, lessons),
    savedAt: Date.now(),
    bytes,
  };
  const stored = await db.transaction('rw', db.courses, db.lessons, db.images, async () => {
    if (onlyIfSaved && !(await db.courses.get(id))) return false;
    await db.lessons.where('courseId').equals(id).delete();
    await db.images.where('courseId').equals(id).delete();
    await db.lessons.bulkPut(savedLessons);
    await db.images.bulkPut(images);
    await db.courses.put(saved);
    return true;
  });
  return stored ? saved : null;
}

export async function removeSavedCourse(id: string, db: CourseDb = savedDb()): Promise<void> {
  await db.transaction('rw', db.courses, db.lessons, db.images, async () => {
    await db.lessons.where('courseId').equals(id).delete();
    await db.images.where('courseId').equals(id).delete();
    await db.courses.delete(id);
  });
}

export function listSavedCourses(db: CourseDb = savedDb()): Promise<SavedCourse[]> {
  return db.courses.orderBy('savedAt').reverse().toArray();
}

export function getSavedCourse(id: string, db: CourseDb = savedDb()): Promise<SavedCourse | undefined> {
  return db.courses.get(id);
}

export async function getSavedLesson(courseId: string, position: number, db: CourseDb = savedDb()): Promise<Lesson | undefined> {
  return (await db.lessons.get([courseId, position]))?.lesson;
}

export async function getSavedImage(courseId: string, url: string, db: CourseDb = savedDb()): Promise<Blob | undefined> {
  return (await db.images.get([courseId, url]))?.blob;
}

/** True when the server's copy is newer than the saved one (compare `courseVersion` of what was just read). */
export function isStale(saved: Pick<SavedCourse, 'version'>, serverVersion: string): boolean {
  return new Date(serverVersion).getTime() > new Date(saved.version).getTime();
}

/** Asks the browser to keep saved courses under storage pressure; true if granted. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (await navigator.storage?.persisted?.()) return true;
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export interface StorageFigures {
  usage: number;
  quota: number;
  persisted: boolean;
}

export async function storageEstimate(): Promise<StorageFigures | null> {
  try {
    if (!navigator.storage?.estimate) return null;
    const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? false]);
    return { usage, quota, persisted };
  } catch {
    return null;
  }
}
