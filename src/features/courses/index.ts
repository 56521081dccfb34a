// The courses feature's public surface for other features (the dashboard mounts the saved-courses section).
export { SavedCoursesSection } from './SavedCoursesSection';
