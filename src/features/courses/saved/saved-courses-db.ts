// Courses saved for offline reading live in a Dexie database of their own (not the query cache, which the
// browser or the app may evict): the course, every lesson with its Markdown body, and the lessons' images as Blobs.
// The schema and the keys live here; what a course and a lesson hold is given by the type parameters.
import Dexie, { type Table } from 'dexie';
import { SAVED_DB_NAME } from './db-name';

export interface SavedCourseRow<Course, LessonSummary> {
  id: string;
  course: Course;
  lessons: LessonSummary[];
  /** The newest updated_at of the course and its lessons when saved: a newer one online means "refresh". */
  version: string;
  savedAt: number;
  /** Bytes on the device: texts (as UTF-8) plus images. */
  bytes: number;
}

export interface SavedLessonRow<Lesson> {
  courseId: string;
  position: number;
  lesson: Lesson;
}

export interface SavedImageRow {
  courseId: string;
  /** The image's address as written in the lesson (resolved against the app's origin). */
  url: string;
  blob: Blob;
}

export class SavedCoursesDb<Course = unknown, Lesson = unknown, LessonSummary = unknown> extends Dexie {
  courses!: Table<SavedCourseRow<Course, LessonSummary>, string>;
  lessons!: Table<SavedLessonRow<Lesson>, [string, number]>;
  images!: Table<SavedImageRow, [string, string]>;

  constructor(name = SAVED_DB_NAME) {
    super(name);
    this.version(1).stores({
      courses: 'id, savedAt',
      lessons: '[courseId+position], courseId',
      images: '[courseId+url], courseId',
    });
  }
}

let db: SavedCoursesDb | undefined;
/** The device's saved-courses database, opened once; the caller names what its rows hold. */
export function savedCoursesDb<Course, Lesson, LessonSummary>(): SavedCoursesDb<Course, Lesson, LessonSummary> {
  db ??= new SavedCoursesDb();
  return db as unknown as SavedCoursesDb<Course, Lesson, LessonSummary>;
}
