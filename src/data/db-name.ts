// The name of the app's IndexedDB database, on its own so it can be read without loading Dexie.
export const DB_NAME = 'summit';
