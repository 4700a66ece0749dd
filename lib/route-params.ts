/**
 * An id from a route segment: a positive integer written in plain digits ("12"), nothing else
 * ("012", "1e3", "12abc", "-1" and ids past the safe-integer range are not ids). A bad id is a 404.
 */
export function parseId(value: string | undefined | null): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Route params arrive percent-encoded or not depending on the path taken; decode once, never throw. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
