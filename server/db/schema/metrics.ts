/**
 * What the studio's dashboard counts that no other table keeps (issue #36): plays and minutes watched
 * per title per day, and the searches that found nothing. Both are daily totals, written where the
 * event happens (a position report, a search), never a row per event.
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { titleRef } from "./catalogue";

/** Days are calendar days in Asia/Ho_Chi_Minh ("YYYY-MM-DD"). */
const day = () => date("day", { mode: "string" }).notNull();

export const dailyTitlePlays = pgTable(
  "daily_title_plays",
  {
    day: day(),
    ...titleRef(),
    /** Viewers who started a film or an episode of the title that day (each film or episode once a day). */
    plays: integer("plays").notNull().default(0),
    /** Seconds of watching the position reports proved (the points programme's rule). */
    watchedSec: bigint("watched_sec", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.titleKind, t.titleId] }),
    check("daily_title_plays_counts", sql`${t.plays} >= 0 and ${t.watchedSec} >= 0`),
  ],
);

export const searchMisses = pgTable(
  "search_misses",
  {
    day: day(),
    /** The query as search normalises it (lower case, single spaces), at most 100 characters. */
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
  },
  // The key leads with the day, so a month's misses are one range of it.
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
