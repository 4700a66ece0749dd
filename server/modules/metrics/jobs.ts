/**
 * The dashboard's counts are kept as long as it can show them and a while longer: a search that found
 * nothing names what a viewer typed, which is not kept for its own sake.
 */
import { lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { searchMisses } from "../../db/schema";
import type { JobDefinition } from "../../providers/queue";
import { vnDay } from "../programme";

/** Days of searches with no result the dashboard's 30 days are read from, with room to look back. */
export const MISS_KEEP_DAYS = 90;

/** The first day still kept on `now`'s day (Vietnam's calendar). */
export function firstKeptDay(now: Date, keepDays = MISS_KEEP_DAYS): string {
  return vnDay(new Date(now.getTime() - (keepDays - 1) * 86_400_000));
}

/** Deletes the misses of days before the kept ones; how many day-and-query rows went. */
export async function pruneSearchMisses(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(searchMisses)
    .where(lt(searchMisses.day, firstKeptDay(now)))
    .returning({ day: searchMisses.day });
  return gone.length;
}

export const pruneSearchMissesJob: JobDefinition<Record<string, never>> = {
  name: "metrics.prune-search-misses",
  policy: { retries: 3, retryDelaySec: 60, timeLimitSec: 300 },
  // Every night at 03:10, when nobody is searching much.
  schedule: "10 3 * * *",
  run: async (_data, _job, { db, now }) => ({ deleted: await pruneSearchMisses(db, now()) }),
};
