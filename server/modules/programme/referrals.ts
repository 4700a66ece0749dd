/**
 * Invites: a user who signs up through someone's referral code becomes that person's referral once
 * the sign-up is complete (phone verified, or a social registration). The referrer earns the invite
 * points once per referred user, whatever is replayed.
 */
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { referrals, users } from "../../db/schema";
import { POINT_RULES, changePoints } from "./points";

export type ReferralOutcome = { recorded: boolean; pointsAwarded: number };

/**
 * Records that `referredId` joined through `referrerId` and awards the referrer the invite points
 * (POINT_RULES.invite.points). Idempotent: a referred user has at most one referral (unique index),
 * and the points row is keyed by the referred user, so a second call changes nothing. A
 * self-referral or an unknown user records nothing. Also sets users.referred_by of the referred
 * user when it is still empty, which is what links a distributor's commissions to their top-ups.
 */
export async function onReferralCompleted(
  db: Executor,
  referrerId: number,
  referredId: number,
  now: Date,
): Promise<ReferralOutcome> {
  if (referrerId === referredId) return { recorded: false, pointsAwarded: 0 };
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, referrerId))
      .union(tx.select({ id: users.id }).from(users).where(eq(users.id, referredId)));
    if (found.length < 2) return { recorded: false, pointsAwarded: 0 };

    const points = POINT_RULES.invite.points;
    const inserted = await tx
      .insert(referrals)
      .values({ referrerId, referredId, pointsAwarded: points, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (inserted.length === 0) return { recorded: false, pointsAwarded: 0 };

    await tx
      .update(users)
      .set({ referredBy: referrerId })
      .where(and(eq(users.id, referredId), isNull(users.referredBy)));
    const change = await changePoints(tx, {
      userId: referrerId,
      delta: points,
      reason: "invite",
      ref: `referral:${referredId}`,
      now,
    });
    return { recorded: true, pointsAwarded: change.applied ? points : 0 };
  });
}

/** The people a user invited, newest first, with the points each earned them. */
export async function invitedBy(db: Executor, referrerId: number) {
  const rows = await db
    .select({
      name: users.name,
      phoneNumber: users.phoneNumber,
      joinedAt: users.createdAt,
      pointsEarned: referrals.pointsAwarded,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredId))
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(INVITES_LISTED);
  const [total] = await db
    .select({ points: sql<number>`coalesce(sum(${referrals.pointsAwarded}), 0)`.mapWith(Number), n: count() })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return { rows, totalPoints: total?.points ?? 0, count: total?.n ?? 0 };
}

/** At most this many invited people are listed (the totals count everyone). */
export const INVITES_LISTED = 500;

/** How many friends a viewer has brought in. */
export async function inviteCount(db: Executor, referrerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, referrerId));
  return row?.n ?? 0;
}

/** The address a viewer shares: the home page, carrying their code. */
export const referralLink = (siteUrl: string, code: string) => `${siteUrl}/?ref=${encodeURIComponent(code)}`;
