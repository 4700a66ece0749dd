/**
 * The dashboard's daily counts (issue #36), written where the event happens: a position report counts
 * a play and the seconds it proves, a search that finds nothing counts its query. Each is one upsert
 * on a day's row, so a busy day is one row per title, not a row per report.
 */
import { sql } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { dailyTitlePlays, searchMisses } from "../../db/schema";
import { vnDay } from "../programme";

/** How much of a query a miss keeps: enough to read it, never a pasted essay. */
export const MISS_QUERY_MAX = 100;

/**
 * Whether a position report starts a play: the viewer's first report on this film or episode, or the
 * first of a (Vietnamese) day. A viewer going on watching through the day is one play.
 */
export function startsPlay(previousReportAt: Date | null, now: Date): boolean {
  return previousReportAt === null || vnDay(previousReportAt) !== vnDay(now);
}

/** Adds a report's play and watched seconds to the title's day; nothing to add writes nothing. */
export async function countPlay(
  db: Executor,
  input: { kind: TitleKind; titleId: number; started: boolean; watchedSec: number; now: Date },
) {
  const plays = input.started ? 1 : 0;
  const watchedSec = Math.max(0, Math.floor(input.watchedSec));
  if (plays === 0 && watchedSec === 0) return;
  await db
    .insert(dailyTitlePlays)
    .values({ day: vnDay(input.now), titleKind: input.kind, titleId: input.titleId, plays, watchedSec })
    .onConflictDoUpdate({
      target: [dailyTitlePlays.day, dailyTitlePlays.titleKind, dailyTitlePlays.titleId],
      set: {
        plays: sql`${dailyTitlePlays.plays} + ${plays}`,
        watchedSec: sql`${dailyTitlePlays.watchedSec} + ${watchedSec}`,
      },
    });
}

/** The query a miss is kept under: search's normalised words, cut to MISS_QUERY_MAX; "" keeps nothing. */
export function missKey(normalisedQuery: string): string {
  return normalisedQuery.slice(0, MISS_QUERY_MAX).trim();
}

/** Counts a search that found nothing of any kind. */
export async function countSearchMiss(db: Executor, normalisedQuery: string, now: Date) {
  const query = missKey(normalisedQuery);
  if (!query) return;
  await db
    .insert(searchMisses)
    .values({ day: vnDay(now), query, searches: 1 })
    .onConflictDoUpdate({
      target: [searchMisses.day, searchMisses.query],
      set: { searches: sql`${searchMisses.searches} + 1` },
    });
}
