import { withUnsafeAsSpace } from "@/lib/safe-text";

/** Suggestions are asked for once typing pauses this long... */
export const SUGGEST_DEBOUNCE_MS = 250;
/** ...and only for at least this many characters (a single letter matches half the catalogue). */
export const SUGGEST_MIN_CHARS = 2;

/** The keyword worth asking suggestions for, or null. */
export function suggestQuery(keyword: string): string | null {
  // The API refuses control and bidirectional characters: they are typed by mistake, so dropped.
  const trimmed = withUnsafeAsSpace(keyword).trim().replace(/\s+/g, " ");
  return [...trimmed].length >= SUGGEST_MIN_CHARS ? trimmed.slice(0, 100) : null;
}

/**
 * The highlighted option after an arrow key: -1 is the input itself. Down from the last option and
 * up from the input wrap around, as in a browser's own autocomplete.
 */
export function moveActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  const positions = count + 1; // the options plus the input
  return ((current + 1 + delta + positions) % positions) - 1;
}
