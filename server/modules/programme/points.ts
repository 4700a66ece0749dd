/**
 * The points programme. Every change of a user's points is a point_transactions row written in the
 * same transaction as the users.points update, and points never go below zero (a check constraint
 * backs the guarded update). Days are calendar days in Asia/Ho_Chi_Minh (UTC+7 all year, no DST).
 *
 * Rules (also served by GET /api/rewards so the page shows the real numbers):
 * - Daily check-in: once per calendar day; 10 points on day 1 of a streak, +5 for each further
 *   consecutive day, at most 50 (day 9 onwards). A missed day starts the streak again at 1.
 * - Watching: 1 point per full minute watched, at most 60 points per day. Seconds are accumulated
 *   per day, so many short progress reports add up to whole minutes; reports past the cap add nothing.
 * - Inviting: 100 points once per friend who completes sign-up (referrals.ts).
 * - Redeeming a reward spends its cost; a redemption that would take points below zero is refused.
 */
import { and, eq, like, sql, type AnyColumn } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { dailyCheckins, pointReason, pointTransactions, users } from "../../db/schema";

export type PointReason = (typeof pointReason.enumValues)[number];

export const POINT_RULES = {
  timeZone: "Asia/Ho_Chi_Minh",
  checkin: { base: 10, step: 5, max: 50 },
  watch: { secondsPerPoint: 60, dailyCapPoints: 60 },
  invite: { points: 100 },
} as const;

/** One watch report counts for at most an hour; a day holds at most 24 hours. */
const MAX_SECONDS_PER_REPORT = 3600;
const MAX_SECONDS_PER_DAY = 86_400;
const DAY_MS = 86_400_000;
/** Asia/Ho_Chi_Minh is UTC+7 with no daylight saving time. */
export const VN_OFFSET_MS = 7 * 3_600_000;

// ── Pure rules ──────────────────────────────────────────────────────────────────────────────────

/** The calendar day ("YYYY-MM-DD") of an instant in Asia/Ho_Chi_Minh. */
export function vnDay(instant: Date): string {
  return new Date(instant.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * vnDay in SQL: an instant column's calendar day ("YYYY-MM-DD"), or month ("YYYY-MM"), in
 * Asia/Ho_Chi_Minh, whatever the database session's time zone.
 */
export function vnDaySql(column: AnyColumn, format: "YYYY-MM-DD" | "YYYY-MM" = "YYYY-MM-DD") {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '7 hours', ${sql.raw(`'${format}'`)})`;
}

/** The day n days after (or before, n < 0) a "YYYY-MM-DD" day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Vietnamese calendar day starts. */
export function vnDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - VN_OFFSET_MS);
}

/** Points for the check-in that makes a streak `streak` days long: 10, 15, 20, … capped at 50. */
export function checkinPoints(streak: number): number {
  const { base, step, max } = POINT_RULES.checkin;
  const days = Math.max(1, Math.floor(streak));
  return Math.min(max, base + step * (days - 1));
}

/** The streak a check-in on `today` makes, given the latest earlier check-in (or none). */
export function nextStreak(previous: { day: string; streak: number } | null, today: string): number {
  if (previous && previous.day === addDays(today, -1)) return previous.streak + 1;
  return 1;
}

/**
 * The streak as a viewer sees it on `today`: alive while they checked in today or yesterday,
 * else 0 (it will restart at 1).
 */
export function currentStreak(latest: { day: string; streak: number } | null, today: string): number {
  if (!latest) return 0;
  return latest.day === today || latest.day === addDays(today, -1) ? latest.streak : 0;
}

/** Watch points a day's accumulated seconds are worth. */
export function watchPointsFor(seconds: number): number {
  const { secondsPerPoint, dailyCapPoints } = POINT_RULES.watch;
  return Math.min(dailyCapPoints, Math.floor(Math.max(0, seconds) / secondsPerPoint));
}

// ── Writing points ──────────────────────────────────────────────────────────────────────────────

/** Spending more points than the user has. */
export class InsufficientPointsError extends Error {
  constructor() {
    super("Not enough points.");
    this.name = "InsufficientPointsError";
  }
}

export type PointChange = {
  userId: number;
  delta: number;
  reason: PointReason;
  /** What earned or spent them; a (user, reason, ref) happens at most once. Null: no such limit. */
  ref: string | null;
  now: Date;
};

/**
 * Applies one point change: the transaction row and the balance together. A change whose
 * (user, reason, ref) was already recorded is skipped (applied: false); one that would take the
 * points below zero throws InsufficientPointsError and writes nothing.
 */
export async function changePoints(
  db: Executor,
  change: PointChange,
): Promise<{ applied: boolean; points: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pointTransactions)
      .values({
        userId: change.userId,
        delta: change.delta,
        reason: change.reason,
        ref: change.ref,
        createdAt: change.now,
      })
      .onConflictDoNothing()
      .returning({ id: pointTransactions.id });
    if (inserted.length === 0) {
      const [row] = await tx.select({ points: users.points }).from(users).where(eq(users.id, change.userId));
      return { applied: false, points: row?.points ?? 0 };
    }
    const [updated] = await tx
      .update(users)
      .set({ points: sql`${users.points} + ${change.delta}` })
      .where(and(eq(users.id, change.userId), sql`${users.points} + ${change.delta} >= 0`))
      .returning({ points: users.points });
    if (!updated) throw new InsufficientPointsError();
    return { applied: true, points: updated.points };
  });
}

/** Locks a user's row for the rest of the transaction: their point changes happen one at a time. */
export async function lockUser(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ id: users.id, points: users.points, balance: users.balance })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ?? null;
}

// ── Check-in ────────────────────────────────────────────────────────────────────────────────────

export class AlreadyCheckedInError extends Error {
  constructor(readonly day: string) {
    super("Already checked in today.");
    this.name = "AlreadyCheckedInError";
  }
}

export type CheckinResult = { day: string; streak: number; awarded: number; points: number };

/** A user's latest check-in, or null. */
export async function latestCheckin(db: Executor, userId: number) {
  const [row] = await db
    .select({ day: dailyCheckins.day, streak: dailyCheckins.streak })
    .from(dailyCheckins)
    .where(eq(dailyCheckins.userId, userId))
    .orderBy(sql`${dailyCheckins.day} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Today's check-in: once per calendar day (AlreadyCheckedInError on a second one, also when two
 * arrive at once: the user row is locked and (user, day) is the table's key).
 */
export async function checkIn(db: Executor, userId: number, now: Date): Promise<CheckinResult> {
  const today = vnDay(now);
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw new Error(`No user ${userId}`);
    const latest = await latestCheckin(tx, userId);
    if (latest?.day === today) throw new AlreadyCheckedInError(today);
    const streak = nextStreak(latest, today);
    const inserted = await tx
      .insert(dailyCheckins)
      .values({ userId, day: today, streak })
      .onConflictDoNothing()
      .returning({ day: dailyCheckins.day });
    if (inserted.length === 0) throw new AlreadyCheckedInError(today);
    const awarded = checkinPoints(streak);
    const { points } = await changePoints(tx, { userId, delta: awarded, reason: "checkin", ref: today, now });
    return { day: today, streak, awarded, points };
  });
}

// ── Watching ────────────────────────────────────────────────────────────────────────────────────

/** The per-day accumulator's ref: a zero-point "watch" row whose ref carries the day's seconds. */
const secondsRefPrefix = (day: string) => `${day}:seconds=`;

export type WatchProgressResult = {
  /** Points this report earned (0 once the day's cap is reached). */
  awarded: number;
  secondsToday: number;
  pointsToday: number;
};

/** Seconds watched (as counted for points) on a day. */
export async function watchSecondsOn(db: Executor, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ ref: pointTransactions.ref })
    .from(pointTransactions)
    .where(
      and(
        eq(pointTransactions.userId, userId),
        eq(pointTransactions.reason, "watch"),
        like(pointTransactions.ref, `${secondsRefPrefix(day)}%`),
      ),
    )
    .limit(1);
  return row?.ref ? Number(row.ref.slice(secondsRefPrefix(day).length)) || 0 : 0;
}

/**
 * Called by the watch-history endpoint with the seconds NEWLY watched since the viewer's previous
 * report (not the playback position). The caller should not count more than the wall-clock time
 * since that report; here a single report counts for at most an hour, and non-positive or
 * non-finite values are ignored.
 *
 * The seconds add up per Vietnamese calendar day in a zero-point "watch" row
 * (ref "YYYY-MM-DD:seconds=N"), and each whole minute reached earns 1 point, up to 60 points a day,
 * written as its own "watch" row (ref "YYYY-MM-DD:points=N", N the day's total after it: the same
 * award can never be written twice). Reports for one user are serialised by a lock on their row.
 */
export async function onWatchProgress(
  db: Executor,
  userId: number,
  seconds: number,
  now: Date,
): Promise<WatchProgressResult> {
  const day = vnDay(now);
  const added = Number.isFinite(seconds) ? Math.min(MAX_SECONDS_PER_REPORT, Math.floor(seconds)) : 0;
  if (added <= 0) {
    const secondsToday = await watchSecondsOn(db, userId, day);
    return { awarded: 0, secondsToday, pointsToday: watchPointsFor(secondsToday) };
  }
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) return { awarded: 0, secondsToday: 0, pointsToday: 0 };
    const before = await watchSecondsOn(tx, userId, day);
    const after = Math.min(MAX_SECONDS_PER_DAY, before + added);
    const ref = `${secondsRefPrefix(day)}${after}`;
    if (before === 0) {
      await tx.insert(pointTransactions).values({ userId, delta: 0, reason: "watch", ref, createdAt: now });
    } else {
      await tx
        .update(pointTransactions)
        .set({ ref })
        .where(
          and(
            eq(pointTransactions.userId, userId),
            eq(pointTransactions.reason, "watch"),
            like(pointTransactions.ref, `${secondsRefPrefix(day)}%`),
          ),
        );
    }
    const pointsBefore = watchPointsFor(before);
    const pointsAfter = watchPointsFor(after);
    let awarded = 0;
    if (pointsAfter > pointsBefore) {
      const change = await changePoints(tx, {
        userId,
        delta: pointsAfter - pointsBefore,
        reason: "watch",
        ref: `${day}:points=${pointsAfter}`,
        now,
      });
      if (change.applied) awarded = pointsAfter - pointsBefore;
    }
    return { awarded, secondsToday: after, pointsToday: pointsAfter };
  });
}
