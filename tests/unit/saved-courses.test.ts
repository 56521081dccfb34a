// Saving a course for offline reading (own Dexie database, fake-indexeddb here): the course, every lesson and its
// same-origin images as Blobs in one transaction; re-saving replaces the copy; removal leaves nothing behind.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseWithLessons, Lesson } from '../../src/features/courses/catalogue';
import { imageAddresses, sameOriginImage } from '../../src/features/courses/saved/lesson-images';
import {
  CourseNotFoundError,
  getSavedImage,
  getSavedLesson,
  isStale,
  listSavedCourses,
  removeSavedCourse,
  refreshSavedCourse,
  saveCourse,
  type CourseDb,
  type SaveSources,
} from '../../src/features/courses/saved/saved-courses';
import { SavedCoursesDb } from '../../src/features/courses/saved/saved-courses-db';

const ORIGIN = 'https://summit.example';
const ID = 'c0000000-0000-4000-8000-000000000001';

function lesson(position: number, body: string, updated = '2026-11-01T10:00:00Z'): Lesson {
  return { id: `l${position}`, course_id: ID, position, title: `Lesson ${position}`, summary: '', duration_minutes: 30, updated_at: updated, body };
}

function sources(lessons: Lesson[], fetched: string[] = []): SaveSources {
  const course: CourseWithLessons = {
    course: {
      id: ID, slug: 'algebra', title: 'Algebra', summary: '', description: '', level: 'beginner', language: 'en', price_minor: 4900,
      currency: 'USD', updated_at: '2026-10-01T00:00:00Z', subject_slug: 'mathematics', subject_name: 'Mathematics', lesson_count: lessons.length,
      total_minutes: 30 * lessons.length,
    },
    lessons: lessons.map(({ body: _b, ...l }) => l),
  };
  return {
    origin: ORIGIN,
    fetchCourse: async (id) => (id === ID ? course : null),
    fetchLessons: async () => lessons,
    fetchImage: async (url) => (fetched.push(url), new Blob(['<svg/>'], { type: 'image/svg+xml' })),
  };
}

let db: CourseDb;
beforeEach(async () => {
  db = new SavedCoursesDb(`saved-test-${Math.random()}`);
});

describe('lesson images', () => {
  it('finds Markdown images and keeps only those of the app itself', () => {
    const md = '![A](/lessons/a.svg) text ![B](https://evil.example/b.png "t") ![C](/lessons/a.svg) ![D](javascript:alert(1))';
    expect(imageAddresses(md).slice(0, 2)).toEqual(['/lessons/a.svg', 'https://evil.example/b.png']);
    expect(sameOriginImage('/lessons/a.svg', ORIGIN)).toBe(`${ORIGIN}/lessons/a.svg`);
    expect(sameOriginImage('https://evil.example/b.png', ORIGIN)).toBeNull();
    expect(sameOriginImage('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});

describe('saving a course', () => {
  it('stores the course, every lesson body and each image once, with its size', async () => {
    const fetched: string[] = [];
    const lessons = [lesson(1, 'Intro ![x](/lessons/a.svg)'), lesson(2, 'More ![x](/lessons/a.svg) ![y](/lessons/b.svg)'), lesson(3, 'End')];
    const saved = await saveCourse(ID, sources(lessons, fetched), db);
    expect(fetched.sort()).toEqual([`${ORIGIN}/lessons/a.svg`, `${ORIGIN}/lessons/b.svg`]);
    expect(saved.lessons.map((l) => l.position)).toEqual([1, 2, 3]);
    expect(saved.bytes).toBeGreaterThan(12);
    expect(saved.version).toBe('2026-11-01T10:00:00.000Z');
    expect((await getSavedLesson(ID, 2, db))?.body).toContain('More');
    // (fake-indexeddb cannot clone a Blob's bytes; the browser test checks the images render from the device)
    expect(await getSavedImage(ID, `${ORIGIN}/lessons/b.svg`, db)).toBeTruthy();
    expect(await db.images.count()).toBe(2);
    expect((await listSavedCourses(db)).map((c) => c.id)).toEqual([ID]);
  });

  it('re-saving replaces lessons and images that are gone; removing leaves nothing', async () => {
    await saveCourse(ID, sources([lesson(1, '![x](/lessons/a.svg)'), lesson(2, 'two')]), db);
    await saveCourse(ID, sources([lesson(1, 'new text', '2026-11-02T00:00:00Z')]), db);
    expect(await getSavedLesson(ID, 2, db)).toBeUndefined();
    expect((await getSavedLesson(ID, 1, db))?.body).toBe('new text');
    expect(await getSavedImage(ID, `${ORIGIN}/lessons/a.svg`, db)).toBeUndefined();
    await removeSavedCourse(ID, db);
    expect(await listSavedCourses(db)).toEqual([]);
    expect(await db.lessons.count()).toBe(0);
  });

  it('an image that fails to download leaves the previous copy untouched', async () => {
    await saveCourse(ID, sources([lesson(1, 'first')]), db);
    const failing = { ...sources([lesson(1, 'second ![x](/lessons/a.svg)')]), fetchImage: async () => Promise.reject(new Error('offline')) };
    await expect(saveCourse(ID, failing, db)).rejects.toThrow('offline');
    expect((await getSavedLesson(ID, 1, db))?.body).toBe('first');
  });

  it('an unknown course is not saved', async () => {
    await expect(saveCourse('c0000000-0000-4000-8000-00000000ffff', sources([]), db)).rejects.toBeInstanceOf(CourseNotFoundError);
  });

  it('a copy is stale when the server holds a newer version', () => {
    expect(isStale({ version: '2026-11-01T10:00:00.000Z' }, '2026-11-01T10:00:01Z')).toBe(true);
    expect(isStale({ version: '2026-11-01T10:00:00.000Z' }, '2026-11-01T10:00:00+00:00')).toBe(false);
  });
});

describe('refreshing a saved copy', () => {
  it('a course removed while its newer copy downloads stays removed; one still saved gets the newer copy', async () => {
    await saveCourse(ID, sources([lesson(1, 'One')]), db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: SaveSources = { ...sources([lesson(1, 'One ![A](/lessons/a.svg)', '2026-11-02T10:00:00Z')]), fetchImage: async () => (await held, new Blob(['<svg/>'])) };
    const refreshing = refreshSavedCourse(ID, slow, db);
    await removeSavedCourse(ID, db); // "Remove from device" while the image downloads
    release();
    expect(await refreshing).toBeNull();
    expect(await listSavedCourses(db)).toEqual([]);
    expect(await getSavedLesson(ID, 1, db)).toBeUndefined();

    await saveCourse(ID, sources([lesson(1, 'One')]), db);
    const fresh = await refreshSavedCourse(ID, sources([lesson(1, 'One, revised', '2026-11-03T10:00:00Z')]), db);
    expect(fresh?.id).toBe(ID);
    expect((await getSavedLesson(ID, 1, db))?.body).toBe('One, revised');
  });
});
