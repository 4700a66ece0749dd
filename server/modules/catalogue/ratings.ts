import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { RatingSummary, TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { ratings } from "../../db/schema";

/** Mean score to one decimal, null when nobody rated. */
export function roundAverage(sum: number, n: number): number | null {
  return n > 0 ? Math.round((sum / n) * 10) / 10 : null;
}

/** Prior for the "rating" sort: a title needs votes before it can top the list (a Bayesian mean). */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

/** The Bayesian mean the rating sort orders by: few votes pull a title towards the prior. */
export function weightedRating(sum: number, n: number): number {
  return (sum + RATING_PRIOR.mean * RATING_PRIOR.weight) / (n + RATING_PRIOR.weight);
}

/** Average and count per title of one kind, keyed by title id. */
export async function ratingSummaries(db: Executor, kind: TitleKind, ids: readonly number[]) {
  const result = new Map<number, RatingSummary>();
  if (!ids.length) return result;
  const rows = await db
    .select({ titleId: ratings.titleId, sum: sql<string>`sum(${ratings.score})`, n: count() })
    .from(ratings)
    .where(and(eq(ratings.titleKind, kind), inArray(ratings.titleId, [...ids])))
    .groupBy(ratings.titleId);
  for (const row of rows)
    result.set(row.titleId, { average: roundAverage(Number(row.sum), row.n), count: row.n });
  return result;
}

export async function ratingSummary(db: Executor, kind: TitleKind, id: number): Promise<RatingSummary> {
  return (await ratingSummaries(db, kind, [id])).get(id) ?? { average: null, count: 0 };
}
