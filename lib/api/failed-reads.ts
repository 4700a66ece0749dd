import { isApiError } from "./errors";

/**
 * How long a server-side read that failed for want of a backend (time-out, unreachable, 5xx) is
 * answered with the same failure instead of being asked again. Next renders a page that failed to
 * build a second time to show its error screen; without this, a backend slower than the 15 s
 * time-out would cost that page 30 s. It also spares a struggling backend a queue of repeats of the
 * one call that just failed. Successful reads are not shared between requests: each request's own
 * call registers the cache tags of the page it builds (POST /api/revalidate relies on them).
 */
export const FAILURE_MEMORY_MS = 2_000;

type Failure = { error: unknown; until: number };

/** How many failures are kept before the expired ones are swept. */
const FAILURES_KEPT = 1_000;

const globalForReads = globalThis as typeof globalThis & { __cinevaFailedReads?: Map<string, Failure> };
const failures = (globalForReads.__cinevaFailedReads ??= new Map());

/** A failure of the backend itself, not an answer about the object (404, 422): worth remembering. */
function isOutage(error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500;
  return typeof error === "object" && error !== null && "name" in error && error.name === "NetworkError";
}

/** A read, unless the same one failed for want of a backend less than FAILURE_MEMORY_MS ago. */
export function unlessJustFailed<T>(
  key: string,
  read: () => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const failure = failures.get(key);
  if (failure && failure.until > now()) return Promise.reject(failure.error);
  failures.delete(key);
  return read().catch((error: unknown) => {
    if (isOutage(error)) {
      // Keys include searches' keywords: during an outage, forget the past failures as new ones come.
      if (failures.size >= FAILURES_KEPT)
        for (const [old, past] of failures) if (past.until <= now()) failures.delete(old);
      failures.set(key, { error, until: now() + FAILURE_MEMORY_MS });
    }
    throw error;
  });
}
