/**
 * The studio's dashboard (issue #36): plays, minutes watched, new viewers and top-ups for each of the
 * last DASHBOARD_DAYS days (Vietnam's days), the most played titles and the searches that found
 * nothing. Plays and misses come from the daily counts (modules/metrics); viewers and top-ups from
 * the accounts and payments the site keeps anyway.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  type Dashboard,
  type DashboardDay,
} from "@/lib/contract/studio-dashboard";
import type { Executor } from "../../db/client";
import { dailyTitlePlays, movies, payments, searchMisses, tvSeries, users } from "../../db/schema";
import { addDays, vnDay, vnDaySql, vnDayStart } from "../programme";

/** The days shown, oldest first, ending today. */
export function dashboardDays(today: string, length = DASHBOARD_DAYS): string[] {
  return Array.from({ length }, (_, i) => addDays(today, i - length + 1));
}

const minutes = (seconds: number) => Math.round(seconds / 60);

type Counts = Omit<DashboardDay, "day">;

/** Each day's figures, zero for a day nothing happened; the money ones null when not to be shown. */
export function daysOf(days: string[], found: Map<string, Partial<Counts>>, money: boolean): DashboardDay[] {
  return days.map((day) => {
    const counts = found.get(day) ?? {};
    return {
      day,
      plays: counts.plays ?? 0,
      watched_minutes: counts.watched_minutes ?? 0,
      new_viewers: counts.new_viewers ?? 0,
      top_ups: money ? (counts.top_ups ?? 0) : null,
      top_up_vnd: money ? (counts.top_up_vnd ?? 0) : null,
    };
  });
}

async function playsByDay(db: Executor, from: string) {
  return db
    .select({
      day: dailyTitlePlays.day,
      plays: sql<number>`sum(${dailyTitlePlays.plays})`.mapWith(Number),
      watched: sql<number>`sum(${dailyTitlePlays.watchedSec})`.mapWith(Number),
    })
    .from(dailyTitlePlays)
    .where(gte(dailyTitlePlays.day, from))
    .groupBy(dailyTitlePlays.day);
}

async function newViewersByDay(db: Executor, since: Date) {
  const day = vnDaySql(users.createdAt);
  return db
    .select({ day, accounts: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(day);
}

async function topUpsByDay(db: Executor, since: Date) {
  const day = vnDaySql(payments.paidAt);
  return db
    .select({
      day,
      topUps: sql<number>`count(*)`.mapWith(Number),
      sum: sql<number>`sum(${payments.amount})`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.status, "succeeded"), gte(payments.paidAt, since)))
    .groupBy(day);
}

async function topTitles(db: Executor, from: string) {
  const plays = sql<number>`sum(${dailyTitlePlays.plays})`.mapWith(Number);
  const watched = sql<number>`sum(${dailyTitlePlays.watchedSec})`.mapWith(Number);
  const rows = await db
    .select({
      kind: dailyTitlePlays.titleKind,
      id: dailyTitlePlays.titleId,
      titleEn: sql<string | null>`coalesce(${movies.titleEn}, ${tvSeries.titleEn})`,
      titleVi: sql<string | null>`coalesce(${movies.titleVi}, ${tvSeries.titleVi})`,
      plays,
      watched,
    })
    .from(dailyTitlePlays)
    .leftJoin(movies, and(eq(dailyTitlePlays.titleKind, "movie"), eq(movies.id, dailyTitlePlays.titleId)))
    .leftJoin(
      tvSeries,
      and(eq(dailyTitlePlays.titleKind, "series"), eq(tvSeries.id, dailyTitlePlays.titleId)),
    )
    .where(gte(dailyTitlePlays.day, from))
    .groupBy(dailyTitlePlays.titleKind, dailyTitlePlays.titleId, movies.id, tvSeries.id)
    .orderBy(desc(plays), desc(watched), dailyTitlePlays.titleKind, dailyTitlePlays.titleId)
    .limit(DASHBOARD_TOP);
  return rows.flatMap((row) =>
    row.titleEn === null || row.titleVi === null
      ? []
      : [
          {
            kind: row.kind,
            id: row.id,
            title_en: row.titleEn,
            title_vi: row.titleVi,
            plays: row.plays,
            watched_minutes: minutes(row.watched),
          },
        ],
  );
}

async function missedSearches(db: Executor, from: string) {
  const searches = sql<number>`sum(${searchMisses.searches})`.mapWith(Number);
  return db
    .select({ query: searchMisses.query, searches })
    .from(searchMisses)
    .where(gte(searchMisses.day, from))
    .groupBy(searchMisses.query)
    .orderBy(desc(searches), searchMisses.query)
    .limit(DASHBOARD_TOP);
}

/** The dashboard as a staff member sees it: the money figures only when `money` (their role may). */
export async function dashboard(db: Executor, options: { money: boolean }, now: Date): Promise<Dashboard> {
  const days = dashboardDays(vnDay(now));
  const from = days[0]!;
  const since = vnDayStart(from);
  const [plays, viewers, topUps, titles, misses] = await Promise.all([
    playsByDay(db, from),
    newViewersByDay(db, since),
    options.money ? topUpsByDay(db, since) : Promise.resolve([]),
    topTitles(db, from),
    missedSearches(db, from),
  ]);
  const found = new Map<string, Partial<Counts>>();
  const add = (day: string, counts: Partial<Counts>) => found.set(day, { ...found.get(day), ...counts });
  for (const row of plays) add(row.day, { plays: row.plays, watched_minutes: minutes(row.watched) });
  for (const row of viewers) add(row.day, { new_viewers: row.accounts });
  for (const row of topUps) add(row.day, { top_ups: row.topUps, top_up_vnd: row.sum });
  return {
    days: daysOf(days, found, options.money),
    money: options.money,
    top_titles: titles,
    searches_without_results: misses,
  };
}
