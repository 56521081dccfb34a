// Courses saved for offline reading live in a Dexie database of their own (not the query cache, which the
// browser or the app may evict): the course, every lesson with its Markdown body, and the lessons' images as Blobs.
import Dexie, { type Table } from 'dexie';
import { SAVED_DB_NAME } from '../db-name';
import type { Course, Lesson, LessonSummary } from '../repositories/courses-repository';

export interface SavedCourse {
  id: string;
  course: Course;
  lessons: LessonSummary[];
  /** The newest updated_at of the course and its lessons when saved: a newer one online means "refresh". */
  version: string;
  savedAt: number;
  /** Bytes on the device: texts (as UTF-8) plus images. */
  bytes: number;
}

export interface SavedLesson {
  courseId: string;
  position: number;
  lesson: Lesson;
}

export interface SavedImage {
  courseId: string;
  /** The image's address as written in the lesson (resolved against the app's origin). */
  url: string;
  blob: Blob;
}

export class SavedCoursesDb extends Dexie {
  courses!: Table<SavedCourse, string>;
  lessons!: Table<SavedLesson, [string, number]>;
  images!: Table<SavedImage, [string, string]>;

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
export function savedDb(): SavedCoursesDb {
  db ??= new SavedCoursesDb();
  return db;
}
