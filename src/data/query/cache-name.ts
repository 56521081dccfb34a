// Where page data is kept on the device (IndexedDB database and object store of the query persister).
export const QUERY_CACHE_DB = 'summit-query-cache';
export const QUERY_CACHE_STORE = 'queries';

// Once sign-out has forgotten the device copies, nothing may write them again before the page goes away: a query
// that finishes during sign-out would otherwise put the last user's data back.
let keeping = true;
export const keepingPageCopies = () => keeping;
export function stopKeepingPageCopies(): void {
  keeping = false;
}
