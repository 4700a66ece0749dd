/**
 * The leaderboard: points EARNED in a period (the sum of a user's positive point transactions in
 * it; spending does not lower a place). Periods are calendar periods in Asia/Ho_Chi_Minh: "week"
 * from Monday 00:00, "month" from the 1st 00:00, "all" everything. Only active accounts are listed.
 *
 * Ties: equal points are ordered by who reached that total first (the time of their latest earning
 * in the period, earlier first), then by account age (lower id). Every row has its own rank (1, 2,
 * 3…), so the board reads as an order, and a caller's rank is exact also outside the top 100.
 */
import { and, asc, count, desc, eq, gt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { leaderboardTotals, users } from "../../db/schema";
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

/** The starts_on of the all-time period in leaderboard_totals. */
const ALL_TIME = "1970-01-01";

/**
 * The top 100 and, when `me` is given, that user's row wherever it is. Read from leaderboard_totals
 * (kept as points are earned: schema.ts): the top is the first rows of its index, and a place outside
 * it is counted over that index.
 */
export async function leaderboard(db: Executor, period: Period, now: Date, me: number | null) {
  const from = periodStart(period, now);
  const board = and(
    eq(leaderboardTotals.period, period),
    eq(leaderboardTotals.startsOn, from ? vnDay(from) : ALL_TIME),
  );
  const active = eq(users.status, "active");
  const select = () =>
    db
      .select({
        userId: leaderboardTotals.userId,
        points: leaderboardTotals.points,
        reachedAt: leaderboardTotals.reachedAt,
        name: users.name,
        phoneNumber: users.phoneNumber,
        avatar: users.avatar,
      })
      .from(leaderboardTotals)
      .innerJoin(users, eq(users.id, leaderboardTotals.userId));
  const top = await select()
    .where(and(board, active))
    .orderBy(desc(leaderboardTotals.points), asc(leaderboardTotals.reachedAt), asc(leaderboardTotals.userId))
    .limit(LEADERBOARD_SIZE);
  const rows: LeaderboardRow[] = top.map(({ reachedAt: _reachedAt, ...row }, i) => ({ ...row, rank: i + 1 }));
  if (me !== null && !rows.some((row) => row.userId === me)) {
    const [mine] = await select().where(and(board, active, eq(leaderboardTotals.userId, me)));
    if (mine) {
      const { reachedAt, ...row } = mine;
      rows.push({ ...row, rank: 1 + (await activeAhead(db, board!, row.points, reachedAt, me)) });
    }
  }
  return { from, rows };
}

/**
 * How many active users are ahead of a total on a board: everyone ahead on the totals' index, less the
 * few accounts that are not active (users_not_active is a partial index of just those).
 */
async function activeAhead(db: Executor, board: SQL, points: number, reachedAt: Date, userId: number) {
  const t = leaderboardTotals;
  const ahead = or(
    gt(t.points, points),
    and(eq(t.points, points), sql`(${t.reachedAt}, ${t.userId}) < (${reachedAt}, ${userId})`),
  );
  const [everyone, inactive] = await Promise.all([
    db.select({ n: count() }).from(t).where(and(board, ahead)),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(t, eq(t.userId, users.id))
      .where(and(ne(users.status, "active"), board, ahead)),
  ]);
  return (everyone[0]?.n ?? 0) - (inactive[0]?.n ?? 0);
}
