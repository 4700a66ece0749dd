import { safeReturnPath } from "./url";

/** product §9: session-storage key of the page to return to after sign-in. */
export const RETURN_PATH_KEY = "auth:returnTo";

export interface ReturnLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Reading window.sessionStorage throws when storage is blocked, and window is absent during SSR. */
function defaultStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function withPrefix(part: string | undefined, prefix: string): string {
  if (!part || part === prefix) return "";
  return part.startsWith(prefix) ? part : prefix + part;
}

/**
 * Remembers the protected page that asked for sign-in. Returns whether it was stored: unsafe paths and
 * unavailable or full storage are skipped silently because the sign-in dialog must open regardless.
 */
export function saveReturnPath(
  location: ReturnLocation,
  storage: Storage | null = defaultStorage(),
): boolean {
  const path = `${location.pathname}${withPrefix(location.search, "?")}${withPrefix(location.hash, "#")}`;
  const safe = safeReturnPath(path);
  if (!storage || safe === null) return false;
  try {
    storage.setItem(RETURN_PATH_KEY, safe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the saved path once and clears it (product §2.6). The value is validated again on the way out because
 * anything in storage could have been written by other code.
 */
export function takeReturnPath(storage: Storage | null = defaultStorage()): string | null {
  if (!storage) return null;
  let raw: string | null = null;
  try {
    raw = storage.getItem(RETURN_PATH_KEY);
  } catch {
    return null;
  }
  try {
    storage.removeItem(RETURN_PATH_KEY);
  } catch {
    // The value is still returned: failing to clear is not a reason to lose the user's place.
  }
  return safeReturnPath(raw);
}
