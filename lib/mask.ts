export const MASK = "******";
/** Characters kept visible at each end. */
export const MASK_KEEP = 2;
/** Shorter strings are shown unmasked (product §5.2). */
export const MASK_MIN_LENGTH = 4;

/** Counts code points so an emoji or astral character is never split into a lone surrogate. */
export function mask(value: string | null | undefined): string {
  if (typeof value !== "string") return "";
  const chars = Array.from(value);
  if (chars.length < MASK_MIN_LENGTH) return value;
  return chars.slice(0, MASK_KEEP).join("") + MASK + chars.slice(-MASK_KEEP).join("");
}
