/**
 * The leaderboard: points EARNED in a period (the sum of a user's positive point transactions in
 * it; spending does not lower a place). Periods are calendar periods in Asia/Ho_Chi_Minh: "week"
 * from Monday 00:00, "month" from the 1st 00:00, "all" everything. Only active accounts are listed.
 *
 * Ties: equal points are ordered by who reached that total first (the time of their latest earning
 * in the period, earlier first), then by account age (lower id). Every row has its own rank (1, 2,
 * 3…), so the board reads as an order, and a caller's rank is exact also outside the top 100.
 */
import { and, eq, gt, gte, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pointTransactions, users } from "../../db/schema";
import { addDays, vnDay, vnDayStart } from "./points";

export type Period = "week" | "month" | "all";
export const LEADERBOARD_SIZE = 100;

/** When a period starts (null: all time). */
export function periodStart(period: Period, now: Date): Date | null {
  if (period === "all") return null;
  const today = vnDay(now);
  if (period === "month") return vnDayStart(`${today.slice(0, 8)}01`);
  // getUTCDay of the local day's midnight: 0 Sunday … 6 Saturday; weeks start on Monday.
  const weekday = new Date(Date.parse(`${today}T00:00:00Z`)).getUTCDay();
  return vnDayStart(addDays(today, -((weekday + 6) % 7)));
}

export type LeaderboardRow = {
  userId: number;
  rank: number;
  points: number;
  name: string | null;
  phoneNumber: string;
  avatar: string | null;
};

/** The top 100 and, when `me` is given, that user's row wherever it is. */
export async function leaderboard(db: Executor, period: Period, now: Date, me: number | null) {
  const from = periodStart(period, now);
  const earned = db.$with("earned").as(
    db
      .select({
        userId: pointTransactions.userId,
        points: sql<number>`sum(${pointTransactions.delta})::int`.as("earned_points"),
        reachedAt: sql<Date>`max(${pointTransactions.createdAt})`.as("earned_reached_at"),
      })
      .from(pointTransactions)
      .where(
        and(
          gt(pointTransactions.delta, 0),
          from ? gte(pointTransactions.createdAt, from) : undefined,
          lte(pointTransactions.createdAt, now),
        ),
      )
      .groupBy(pointTransactions.userId),
  );
  const ranked = db.$with("ranked").as(
    db
      .with(earned)
      .select({
        userId: earned.userId,
        points: earned.points,
        name: users.name,
        phoneNumber: users.phoneNumber,
        avatar: users.avatar,
        rank: sql<number>`(row_number() over (order by ${earned.points} desc, ${earned.reachedAt} asc, ${earned.userId} asc))::int`.as(
          "board_rank",
        ),
      })
      .from(earned)
      .innerJoin(users, eq(users.id, earned.userId))
      .where(eq(users.status, "active")),
  );
  const rows: LeaderboardRow[] = await db
    .with(ranked)
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, LEADERBOARD_SIZE), me !== null ? eq(ranked.userId, me) : undefined))
    .orderBy(ranked.rank);
  return { from, rows };
}
