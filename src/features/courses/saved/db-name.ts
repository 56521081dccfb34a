// The name of the saved-courses database, on its own so it can be read without loading Dexie.
/** Courses saved for offline reading (saved-courses-db.ts). */
export const SAVED_DB_NAME = 'summit-saved-courses';
