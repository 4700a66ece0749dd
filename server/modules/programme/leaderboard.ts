/**
 * The leaderboard: points EARNED in a period (the sum of a user's positive point transactions in
 * it; spending does not lower a place). Periods are calendar periods in Asia/Ho_Chi_Minh: "week"
 * from Monday 00:00, "month" from the 1st 00:00, "all" everything. Only active accounts are listed.
 *
 * Ties: equal points are ordered by who reached that total first (the time of their latest earning
 * in the period, earlier first), then by account age (lower id). Every row has its own rank (1, 2,
 * 3…), so the board reads as an order, and a caller's rank is exact also outside the top 100.
 */
import { and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { leaderboardTotals, users } from "../../db/schema";
import type {
  LeaderboardBoard as Board,
  LeaderboardMirror,
  LeaderboardPeriod as Period,
  MirroredBoard,
} from "../../http/ports";
import { addDays, vnDay, vnDayStart } from "./points";

export type { Board, Period };
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
  leaderboardPrivate: boolean;
};

/** The starts_on of the all-time period in leaderboard_totals. */
const ALL_TIME = "1970-01-01";

/** One board: a period and the day it starts, as leaderboard_totals keys it. */
export function boardOf(period: Period, now: Date): Board {
  const from = periodStart(period, now);
  return { period, startsOn: from ? vnDay(from) : ALL_TIME };
}

/**
 * The top 100 and, when `me` is given, that user's row wherever it is. Read from the Redis mirror
 * when there is one and it can answer (O(log n) also for a place far down), else from
 * leaderboard_totals (kept as points are earned: db/schema/programme.ts): the top is the first rows of its index,
 * and a place outside it is counted over that index.
 */
export async function leaderboard(
  db: Executor,
  period: Period,
  now: Date,
  me: number | null,
  mirror?: LeaderboardMirror,
) {
  const from = periodStart(period, now);
  const { startsOn } = boardOf(period, now);
  const mirrored = mirror ? await mirror.read({ period, startsOn }, LEADERBOARD_SIZE, me) : null;
  if (mirrored) return { from, rows: await withProfiles(db, mirrored, me) };
  const board = and(eq(leaderboardTotals.period, period), eq(leaderboardTotals.startsOn, startsOn));
  const active = eq(users.status, "active");
  const select = () =>
    db
      .select({
        userId: leaderboardTotals.userId,
        points: leaderboardTotals.points,
        // As text: a JS Date would cut the microseconds that order two totals reached in one millisecond.
        reachedAt: sql<string>`${leaderboardTotals.reachedAt}::text`,
        name: users.name,
        phoneNumber: users.phoneNumber,
        avatar: users.avatar,
        leaderboardPrivate: users.leaderboardPrivate,
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
async function activeAhead(db: Executor, board: SQL, points: number, reachedAt: string, userId: number) {
  const t = leaderboardTotals;
  const ahead = or(
    gt(t.points, points),
    and(eq(t.points, points), sql`(${t.reachedAt}, ${t.userId}) < (${reachedAt}::timestamptz, ${userId})`),
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

/** The mirror's places with each user's name and avatar (a primary-key read of at most 101 users). */
async function withProfiles(
  db: Executor,
  board: MirroredBoard,
  me: number | null,
): Promise<LeaderboardRow[]> {
  const ids = board.top.map((entry) => entry.userId);
  if (board.mine && me !== null) ids.push(me);
  if (ids.length === 0) return [];
  const profiles = await db
    .select({
      id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      avatar: users.avatar,
      leaderboardPrivate: users.leaderboardPrivate,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(profiles.map(({ id, ...profile }) => [id, profile]));
  // An account deleted a moment ago may still be mirrored: it is left out rather than shown blank.
  const row = (userId: number, rank: number, points: number) => {
    const profile = byId.get(userId);
    return profile ? [{ userId, rank, points, ...profile }] : [];
  };
  const rows = board.top.flatMap((entry, i) => row(entry.userId, i + 1, entry.points));
  if (board.mine && me !== null && !rows.some((r) => r.userId === me))
    rows.push(...row(me, board.mine.rank, board.mine.points));
  return rows;
}
