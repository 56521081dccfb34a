// Where page data is kept on the device (IndexedDB database and object store of the query persister).
export const QUERY_CACHE_DB = 'summit-query-cache';
export const QUERY_CACHE_STORE = 'queries';
