/**
 * Title ratings as the catalogue shows them. The sum and count live on the title's row, kept by the
 * database as ratings are written (db/schema/catalogue.ts ratingSum), so reading them is never an aggregate
 * (titles.ts ratingSummary, and every card).
 */
import type { RatingSummary } from "@/lib/contract/catalogue";
import { RATING_PRIOR } from "../../db/schema";

export { RATING_PRIOR };

/** Mean score to one decimal, null when nobody rated. */
export function roundAverage(sum: number, n: number): number | null {
  return n > 0 ? Math.round((sum / n) * 10) / 10 : null;
}

/** The Bayesian mean the rating sort orders by (the titles' rating_score column computes the same). */
export function weightedRating(sum: number, n: number): number {
  return (sum + RATING_PRIOR.mean * RATING_PRIOR.weight) / (n + RATING_PRIOR.weight);
}

/** A title's summary from its kept sum and count. */
export function summaryOf(sum: number, n: number): RatingSummary {
  return { average: roundAverage(sum, n), count: n };
}
