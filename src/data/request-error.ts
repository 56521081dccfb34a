// What a server module throws when the backend refuses or cannot be reached: TanStack Query keeps it as the query's
// error, and pages turn it into a message (never the crash screen).
export class RepositoryError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}

export function fail(error: { message?: string; code?: string } | null | undefined, fallback: string): never {
  throw new RepositoryError(error?.message || fallback, error?.code);
}

/** A catalogue read failed for a reason other than "not found" (network, server). */
export class CatalogueReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueReadError';
  }
}
