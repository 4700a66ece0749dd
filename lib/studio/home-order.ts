/**
 * Home's rows and banners in the studio (issue #36): the order an editor makes by dragging or by the
 * keyboard, and the form's state. Pure, so the list's moves are tested without a browser.
 */

export type HomeList = "sections" | "banners";

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when it does not move. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (source === target || items.length === 0) return [...items];
  const next = [...items];
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item!);
  return next;
}

/** Where a key on a row's handle moves it: ↑/↓ one place, Home/End to either end; null for any other key. */
export function targetOfKey(key: string, index: number, length: number): number | null {
  if (key === "ArrowUp") return Math.max(0, index - 1);
  if (key === "ArrowDown") return Math.min(length - 1, index + 1);
  if (key === "Home") return 0;
  if (key === "End") return length - 1;
  return null;
}

/** The ids as the form posts them ("4,1,3"), and back; a part that is not an id makes the whole list empty. */
export const idsField = (ids: readonly number[]) => ids.join(",");
export function idsOf(field: unknown): number[] {
  const parts = String(field ?? "").split(",");
  return parts.every((part) => /^\d{1,9}$/.test(part)) ? parts.map(Number) : [];
}

export type HomeOrderState = { outcome: "idle" | "saved" | "refused"; message?: string };
export const OPEN_HOME_ORDER: HomeOrderState = { outcome: "idle" };
