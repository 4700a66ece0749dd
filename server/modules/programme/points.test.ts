/** @jest-environment node */
import { eq } from "drizzle-orm";
import { pointTransactions, referrals, users } from "../../db/schema";
import { createTestContext, createUser, type TestContext } from "../../test-harness";
import {
  InsufficientPointsError,
  addDays,
  changePoints,
  checkinPoints,
  currentStreak,
  nextStreak,
  onWatchProgress,
  vnDay,
  vnDayStart,
  watchPointsFor,
} from "./points";
import { onReferralCompleted, referredPhoneHash } from "./referrals";

describe("point rules", () => {
  it("counts days in Asia/Ho_Chi_Minh (UTC+7)", () => {
    expect(vnDay(new Date("2026-11-22T16:59:59Z"))).toBe("2026-11-22");
    expect(vnDay(new Date("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
    expect(vnDayStart("2026-11-23").toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("pays 10 points on a streak's first day, 5 more each day after, at most 50", () => {
    expect([1, 2, 3, 4, 5, 8, 9, 10, 30].map(checkinPoints)).toEqual([10, 15, 20, 25, 30, 45, 50, 50, 50]);
  });

  it("continues a streak only from yesterday", () => {
    expect(nextStreak(null, "2026-11-22")).toBe(1);
    expect(nextStreak({ day: "2026-11-21", streak: 4 }, "2026-11-22")).toBe(5);
    expect(nextStreak({ day: "2026-11-20", streak: 4 }, "2026-11-22")).toBe(1);
    expect(currentStreak({ day: "2026-11-22", streak: 3 }, "2026-11-22")).toBe(3);
    expect(currentStreak({ day: "2026-11-21", streak: 3 }, "2026-11-22")).toBe(3);
    expect(currentStreak({ day: "2026-11-20", streak: 3 }, "2026-11-22")).toBe(0);
    expect(currentStreak(null, "2026-11-22")).toBe(0);
  });

  it("pays 1 point per full minute watched, at most 60 a day", () => {
    expect([0, 59, 60, 119, 120, 3600, 7200, -5].map(watchPointsFor)).toEqual([0, 0, 1, 1, 2, 60, 60, 0]);
  });
});

describe("referred numbers", () => {
  it("are kept as the SHA-256 of 'referred|' and the number (migration 0013 computes the same)", () => {
    expect(referredPhoneHash("84901234567")).toBe(
      "7900f9d6aec5bda82dd8c09c743b0c46269ea9508d2b4ffb91223585614f06dc",
    );
    expect(referredPhoneHash("84901234568")).not.toBe(referredPhoneHash("84901234567"));
  });
});

describe("writing points", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function pointsOf(userId: number) {
    const [row] = await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
    const rows = await ctx.db.select().from(pointTransactions).where(eq(pointTransactions.userId, userId));
    return { points: row!.points, sum: rows.reduce((sum, tx) => sum + tx.delta, 0), rows };
  }

  it("records every change and never goes below zero", async () => {
    const { user } = await createUser(ctx);
    const now = ctx.deps.now();
    await changePoints(ctx.db, { userId: user.id, delta: 30, reason: "adjust", ref: null, now });
    await expect(
      changePoints(ctx.db, { userId: user.id, delta: -31, reason: "redeem", ref: "r1", now }),
    ).rejects.toThrow(InsufficientPointsError);
    const again = await changePoints(ctx.db, {
      userId: user.id,
      delta: 5,
      reason: "checkin",
      ref: "2026-11-22",
      now,
    });
    const twice = await changePoints(ctx.db, {
      userId: user.id,
      delta: 5,
      reason: "checkin",
      ref: "2026-11-22",
      now,
    });
    expect(again).toEqual({ applied: true, points: 35 });
    expect(twice).toEqual({ applied: false, points: 35 });
    const { points, sum, rows } = await pointsOf(user.id);
    expect(points).toBe(35);
    expect(sum).toBe(35);
    expect(rows).toHaveLength(2);
  });

  it("adds watched seconds up per day into whole-minute points, capped at 60 a day", async () => {
    const { user } = await createUser(ctx);
    const at = (iso: string) => new Date(iso);
    // 10:00 in Vietnam.
    expect(await onWatchProgress(ctx.db, user.id, 30, at("2026-11-22T03:00:00Z"))).toEqual({
      awarded: 0,
      secondsToday: 30,
      pointsToday: 0,
    });
    expect((await onWatchProgress(ctx.db, user.id, 45, at("2026-11-22T03:01:00Z"))).awarded).toBe(1);
    expect((await onWatchProgress(ctx.db, user.id, 600, at("2026-11-22T03:11:00Z"))).pointsToday).toBe(11);
    // Nonsense is ignored; one report counts for at most an hour.
    for (const bad of [-100, Number.NaN, Number.POSITIVE_INFINITY, 0]) {
      expect((await onWatchProgress(ctx.db, user.id, bad, at("2026-11-22T03:12:00Z"))).awarded).toBe(0);
    }
    const capped = await onWatchProgress(ctx.db, user.id, 10 * 3600, at("2026-11-22T04:00:00Z"));
    expect(capped).toEqual({ awarded: 49, secondsToday: 675 + 3600, pointsToday: 60 });
    expect((await onWatchProgress(ctx.db, user.id, 600, at("2026-11-22T05:00:00Z"))).awarded).toBe(0);
    // 00:30 the next day in Vietnam: a new day, a new allowance.
    expect((await onWatchProgress(ctx.db, user.id, 120, at("2026-11-22T17:30:00Z"))).awarded).toBe(2);

    const { points, sum } = await pointsOf(user.id);
    expect(points).toBe(62);
    expect(sum).toBe(62);
  });

  it("never over-awards when reports arrive together", async () => {
    const { user } = await createUser(ctx);
    const now = new Date("2026-11-22T03:00:00Z");
    await Promise.all(Array.from({ length: 8 }, () => onWatchProgress(ctx.db, user.id, 30, now)));
    const { points, sum } = await pointsOf(user.id);
    expect(points).toBe(4);
    expect(sum).toBe(4);
  });

  it("records a referral once and awards the referrer 100 points once", async () => {
    const { user: referrer } = await createUser(ctx);
    const { user: friend } = await createUser(ctx);
    const now = ctx.deps.now();
    expect(await onReferralCompleted(ctx.db, referrer.id, friend.id, now)).toEqual({
      recorded: true,
      pointsAwarded: 100,
    });
    expect(await onReferralCompleted(ctx.db, referrer.id, friend.id, now)).toEqual({
      recorded: false,
      pointsAwarded: 0,
    });
    const { user: someoneElse } = await createUser(ctx);
    expect((await onReferralCompleted(ctx.db, someoneElse.id, friend.id, now)).recorded).toBe(false);
    expect((await onReferralCompleted(ctx.db, referrer.id, referrer.id, now)).recorded).toBe(false);
    expect((await onReferralCompleted(ctx.db, referrer.id, 987_654, now)).recorded).toBe(false);

    expect((await pointsOf(referrer.id)).points).toBe(100);
    expect((await pointsOf(someoneElse.id)).points).toBe(0);
    const rows = await ctx.db.select().from(referrals).where(eq(referrals.referredId, friend.id));
    expect(rows).toEqual([expect.objectContaining({ referrerId: referrer.id, pointsAwarded: 100 })]);
    const [linked] = await ctx.db
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.id, friend.id));
    expect(linked!.referredBy).toBe(referrer.id);
  });

  it("refers a phone number once for ever: the referral outlives both accounts", async () => {
    const { user: referrer } = await createUser(ctx);
    const { user: friend } = await createUser(ctx);
    const now = ctx.deps.now();
    expect((await onReferralCompleted(ctx.db, referrer.id, friend.id, now)).recorded).toBe(true);

    await ctx.db.delete(users).where(eq(users.id, friend.id));
    const { user: again } = await createUser(ctx, { phoneNumber: friend.phoneNumber });
    expect(await onReferralCompleted(ctx.db, referrer.id, again.id, now)).toEqual({
      recorded: false,
      pointsAwarded: 0,
    });
    const { user: another } = await createUser(ctx);
    expect((await onReferralCompleted(ctx.db, another.id, again.id, now)).recorded).toBe(false);
    const [linked] = await ctx.db
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.id, again.id));
    expect(linked!.referredBy).toBeNull();
    expect((await pointsOf(referrer.id)).points).toBe(100);
    expect((await pointsOf(another.id)).points).toBe(0);

    await ctx.db.delete(users).where(eq(users.id, referrer.id));
    const kept = await ctx.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredPhoneHash, referredPhoneHash(friend.phoneNumber)));
    expect(kept).toEqual([
      expect.objectContaining({ referrerId: null, referredId: null, pointsAwarded: 100 }),
    ]);
  });

  it("awards once when the same referral completes twice at the same moment", async () => {
    const { user: referrer } = await createUser(ctx);
    const { user: friend } = await createUser(ctx);
    const now = ctx.deps.now();
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => onReferralCompleted(ctx.db, referrer.id, friend.id, now)),
    );
    expect(outcomes.filter((o) => o.recorded)).toHaveLength(1);
    expect((await pointsOf(referrer.id)).points).toBe(100);
  });
});
