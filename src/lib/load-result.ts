/** A read that may find nothing (row null) or fail with a message the page can show. */
export type LoadResult<T> = { ok: true; row: T | null } | { ok: false; message: string };
