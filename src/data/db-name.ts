// The name of the app's shared IndexedDB database (a feature's own database names itself), on its own so they can be read without loading Dexie.
export const DB_NAME = 'summit';

/**
 * Whether a database of this name may exist on this device, asked without opening it (so without Dexie): a guest
 * who never saved or queued anything loads no database code. Unknown (no indexedDB.databases()) counts as yes.
 */
export async function databaseMayExist(name: string): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((db) => db.name === name);
  } catch {
    return true;
  }
}
