/**
 * The programme's demo data: a bilingual rewards catalogue; ~60 days of check-ins, watching and
 * redemptions for the crowd (so the week, month and all-time leaderboards differ); the demo viewer
 * with a live streak (checked in up to yesterday) and points; referrals (some of the crowd invited
 * by the distributor, some by the demo viewer); and the top-ups, ledger and commissions of
 * ./payments.ts.
 *
 * Invariants kept: users.points = the sum of the user's point transactions, users.balance = the
 * sum of the user's ledger deltas, and the same row formats the services write (check-in refs are
 * the day; watch rows use the per-day seconds accumulator and cumulative points refs).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dailyCheckins, pointTransactions, referrals, rewardRedemptions, rewards, users } from "../db/schema";
import {
  POINT_RULES,
  addDays,
  checkinPoints,
  referredPhoneHash,
  vnDay,
  vnDayStart,
  watchPointsFor,
} from "../modules/programme";
import { REWARDS } from "./content/rewards";
import { seedPayments } from "./payments";
import { DAY_MS, HOUR_MS, insertChunks } from "./rows";
import type { Rng } from "./random";
import type { SeededPeople } from "./users";

const ACTIVITY_DAYS = 60;

type PointRow = typeof pointTransactions.$inferInsert & { createdAt: Date };
type Checkin = typeof dailyCheckins.$inferInsert;

/** A moment on a Vietnamese calendar day between two local hours, never after `now`. */
function momentOn(rng: Rng, day: string, now: Date, fromHour = 7, toHour = 23): Date | null {
  const start = vnDayStart(day).getTime();
  const at = start + rng.int(fromHour * 60, toHour * 60 - 1) * 60_000 + rng.int(0, 59) * 1000;
  if (at <= now.getTime()) return new Date(at);
  const latest = now.getTime() - 60_000;
  return latest > start ? new Date(rng.int(start, latest)) : null;
}

export async function seedProgramme(
  db: Database,
  rng: Rng,
  { people, now }: { people: SeededPeople; now: Date },
) {
  const today = vnDay(now);
  const points: PointRow[] = [];
  const checkins: Checkin[] = [];

  // ── Rewards ───────────────────────────────────────────────────────────────────────────────────
  const catalogue = await db.insert(rewards).values(REWARDS).returning();

  // ── Who joined when ───────────────────────────────────────────────────────────────────────────
  const crowdRows = await db
    .select({ id: users.id, createdAt: users.createdAt, phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, people.crowd));
  const joined = new Map(crowdRows.map((row) => [row.id, row.createdAt]));
  const phoneOf = new Map(crowdRows.map((row) => [row.id, row.phoneNumber]));
  const joinedOf = (id: number) => joined.get(id) ?? new Date(now.getTime() - 400 * DAY_MS);

  // ── Check-ins and watching over the last 60 days ─────────────────────────────────────────────
  /** One day of a user's activity, written the way modules/programme/points.ts writes it. */
  const activeDay = (
    userId: number,
    day: string,
    streak: number,
    minutesWatched: number,
    checkIn: boolean,
  ) => {
    if (checkIn) {
      const at = momentOn(rng, day, now, 7, 12);
      if (at) {
        checkins.push({ userId, day, streak });
        points.push({ userId, delta: checkinPoints(streak), reason: "checkin", ref: day, createdAt: at });
      }
    }
    if (minutesWatched > 0) {
      const at = momentOn(rng, day, now, 12, 23);
      if (!at) return;
      const seconds = minutesWatched * 60 + rng.int(0, 59);
      const earned = watchPointsFor(seconds);
      points.push({ userId, delta: 0, reason: "watch", ref: `${day}:seconds=${seconds}`, createdAt: at });
      if (earned > 0) {
        points.push({
          userId,
          delta: earned,
          reason: "watch",
          ref: `${day}:points=${earned}`,
          createdAt: at,
        });
      }
    }
  };

  const firstDay = addDays(today, -(ACTIVITY_DAYS - 1));
  for (const [index, userId] of people.crowd.entries()) {
    // Some were keen a month or two ago and drifted off, some just arrived, most are steady.
    const profile = index % 5 === 0 ? "faded" : index % 5 === 1 ? "newcomer" : "steady";
    const engagement = 0.25 + rng.next() * 0.65;
    const joinedDay = vnDay(joinedOf(userId));
    let streak = 0;
    let previous: string | null = null;
    for (let offset = 0; offset < ACTIVITY_DAYS; offset++) {
      const day = addDays(firstDay, offset);
      if (day < joinedDay) continue;
      const recent = offset >= ACTIVITY_DAYS - 21;
      const chance =
        profile === "faded"
          ? recent
            ? 0.05
            : engagement
          : profile === "newcomer"
            ? recent
              ? 0.9
              : 0.05
            : engagement;
      if (!rng.chance(chance)) continue;
      const checkIn = rng.chance(0.8);
      if (checkIn) {
        streak = previous === addDays(day, -1) ? streak + 1 : 1;
        previous = day;
      }
      activeDay(userId, day, streak, rng.chance(0.85) ? rng.int(5, 95) : 0, checkIn);
    }
  }

  // The demo viewer: sporadic weeks ago, then checked in every day up to yesterday (streak 4), so
  // today's check-in continues the streak.
  for (let offset = 45; offset >= 1; offset--) {
    const day = addDays(today, -offset);
    const streakDay = offset <= 4 ? 5 - offset : 0;
    if (streakDay > 0) activeDay(people.viewer, day, streakDay, rng.int(20, 70), true);
    else if (rng.chance(0.3)) activeDay(people.viewer, day, 1, rng.int(10, 40), rng.chance(0.5));
  }
  // …and has started watching today.
  activeDay(people.viewer, today, 0, 12, false);
  // The distributor checks in now and then too.
  for (let offset = 30; offset >= 1; offset -= rng.int(2, 5)) {
    activeDay(people.distributor, addDays(today, -offset), 1, rng.int(0, 30), true);
  }

  // ── Referrals ─────────────────────────────────────────────────────────────────────────────────
  // The distributor brought the eight longest-standing members (so commissions span months), the
  // demo viewer three recent ones, and two members invited a friend each.
  const byAge = [...people.crowd].sort((a, b) => joinedOf(a).getTime() - joinedOf(b).getTime());
  const invited = new Map<number, number>();
  for (const id of byAge.slice(0, 8)) invited.set(id, people.distributor);
  for (const id of byAge.slice(-3)) invited.set(id, people.viewer);
  invited.set(byAge[12]!, byAge[9]!);
  invited.set(byAge[14]!, byAge[10]!);
  const referralRows: (typeof referrals.$inferInsert)[] = [];
  for (const [referredId, referrerId] of invited) {
    const at = new Date(joinedOf(referredId).getTime() + rng.int(5, 120) * 60_000);
    referralRows.push({
      referrerId,
      referredId,
      referredPhoneHash: referredPhoneHash(phoneOf.get(referredId)!),
      pointsAwarded: POINT_RULES.invite.points,
      createdAt: at,
    });
    points.push({
      userId: referrerId,
      delta: POINT_RULES.invite.points,
      reason: "invite",
      ref: `referral:${referredId}`,
      createdAt: at,
    });
  }
  await db.insert(referrals).values(referralRows);
  for (const [referredId, referrerId] of invited) {
    await db.update(users).set({ referredBy: referrerId }).where(eq(users.id, referredId));
  }

  // ── Redemptions: a few members spent points a few days ago ───────────────────────────────────
  const earnedBefore = (userId: number, at: Date) =>
    points
      .filter((row) => row.userId === userId && row.createdAt.getTime() < at.getTime())
      .reduce((sum, row) => sum + row.delta, 0);
  const redemptionPlans: { userId: number; rewardIndex: number; at: Date }[] = [];
  for (const userId of [...rng.sample(people.crowd, 8), people.viewer]) {
    const at = new Date(now.getTime() - rng.int(2, 9) * DAY_MS - rng.int(0, 12) * HOUR_MS);
    const affordable = catalogue
      .map((reward, index) => ({ reward, index }))
      .filter(({ reward }) => reward.stock !== 0 && reward.costPoints <= earnedBefore(userId, at));
    if (!affordable.length) continue;
    const { index } = rng.pick(affordable);
    redemptionPlans.push({ userId, rewardIndex: index, at });
    // Spent before the next plan is checked, so nobody goes below zero.
    points.push({ userId, delta: -catalogue[index]!.costPoints, reason: "redeem", ref: null, createdAt: at });
  }
  const redemptionRows = redemptionPlans.length
    ? await db
        .insert(rewardRedemptions)
        .values(
          redemptionPlans.map((plan) => ({
            userId: plan.userId,
            rewardId: catalogue[plan.rewardIndex]!.id,
            points: catalogue[plan.rewardIndex]!.costPoints,
            createdAt: plan.at,
          })),
        )
        .returning({
          id: rewardRedemptions.id,
          userId: rewardRedemptions.userId,
          createdAt: rewardRedemptions.createdAt,
        })
    : [];
  // The spending rows get the redemption's id as their ref, as redeemReward writes it.
  for (const row of points) {
    if (row.reason !== "redeem" || row.ref !== null) continue;
    const match = redemptionRows.find(
      (redemption) =>
        redemption.userId === row.userId && redemption.createdAt.getTime() === row.createdAt.getTime(),
    );
    if (match) row.ref = `redemption:${match.id}`;
  }
  for (const plan of redemptionPlans) {
    const reward = catalogue[plan.rewardIndex]!;
    if (reward.stock !== null) {
      await db
        .update(rewards)
        .set({ stock: sql`${rewards.stock} - 1` })
        .where(eq(rewards.id, reward.id));
    }
  }

  await insertChunks(checkins, (chunk) => db.insert(dailyCheckins).values(chunk));
  await insertChunks(points, (chunk) => db.insert(pointTransactions).values(chunk));

  const balances = await seedPayments(db, rng, { people, now, invited, joinedOf });

  // ── Totals on the accounts ────────────────────────────────────────────────────────────────────
  const pointTotals = new Map<number, number>();
  for (const row of points) pointTotals.set(row.userId, (pointTotals.get(row.userId) ?? 0) + row.delta);
  const touched = new Set([...pointTotals.keys(), ...balances.keys()]);
  for (const userId of touched) {
    await db
      .update(users)
      .set({ points: pointTotals.get(userId) ?? 0, balance: balances.get(userId) ?? 0 })
      .where(eq(users.id, userId));
  }
}
