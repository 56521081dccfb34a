// The courses feature's public surface for other features (the dashboard mounts the saved-courses section; the
// tutor dashboard offers its courses for offline with the course pages' own button).
export { SavedCoursesSection } from './SavedCoursesSection';
export { SaveCourseButton } from './SaveCourseButton';
export type { CourseLevel } from './catalogue';
export { listTutorCourses, type TaughtCourse } from './taught-courses';
