/**
 * Vietnam's film classification (Law on Cinema 2022, Circular 05/2023/TT-BVHTTDL): P for everyone;
 * K for children under 13 with a parent or guardian; T13, T16, T18 from that age. A title without a
 * rating has not been classified yet.
 */
export const AGE_RATINGS = ["P", "K", "T13", "T16", "T18"] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

export function isAgeRating(value: unknown): value is AgeRating {
  return typeof value === "string" && (AGE_RATINGS as readonly string[]).includes(value);
}
