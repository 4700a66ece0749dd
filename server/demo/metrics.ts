/**
 * The dashboard's counts for the demo's past (issue #36): the site counts plays and searches as they
 * happen, and the demo's history was written, not watched. Each history row becomes a play on its
 * day, with its position as the time watched; a few searches for titles the catalogue lacks stand
 * for what viewers asked in vain.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dailyTitlePlays, searchMisses, watchHistory } from "../db/schema";
import { addDays, vnDay, vnDaySql } from "../modules/programme";
import type { Rng } from "./random";

/** Normalised as search keeps them (modules/metrics). */
const MISSED = ["one piece", "tham tu conan", "squid game", "phim kiem hiep", "doraemon", "bo gia"];

export async function seedDashboardCounts(db: Database, rng: Rng, now: Date) {
  const day = sql`${vnDaySql(watchHistory.updatedAt)}::date`;
  await db.insert(dailyTitlePlays).select(
    db
      .select({
        day: sql`${day}`.as("day"),
        titleKind: watchHistory.titleKind,
        titleId: watchHistory.titleId,
        plays: sql`count(*)::int`.as("plays"),
        watchedSec: sql`sum(${watchHistory.positionSec})::bigint`.as("watched_sec"),
      })
      .from(watchHistory)
      .groupBy(day, watchHistory.titleKind, watchHistory.titleId),
  );
  const today = vnDay(now);
  const rows = MISSED.flatMap((query, rank) =>
    Array.from({ length: rng.int(1, 4) }, () => ({
      day: addDays(today, -rng.int(0, 20)),
      query,
      searches: rng.int(1, 12 - rank),
    })),
  );
  await db.insert(searchMisses).values(rows).onConflictDoNothing();
}
