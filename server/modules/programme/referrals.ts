/**
 * Invites: a user who signs up through someone's referral code becomes that person's referral once
 * the sign-up is complete (phone verified, or a social registration). A phone number is referred at
 * most once, for ever: the referral row outlives both accounts, so deleting an account and
 * registering the number again earns nobody anything.
 */
import { createHash } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { referrals, users } from "../../db/schema";
import { POINT_RULES, changePoints } from "./points";

export type ReferralOutcome = { recorded: boolean; pointsAwarded: number };

/**
 * What a referral keeps of the referred number: its SHA-256 (migration 0013 computes the same), so
 * the number is not in plain sight once the account is gone. Not anonymous: phone numbers are few
 * enough to be tried one by one.
 */
export function referredPhoneHash(phoneNumber: string): string {
  return createHash("sha256").update(`referred|${phoneNumber}`).digest("hex");
}

/**
 * Records that `referredId` joined through `referrerId` and awards the referrer the invite points
 * (POINT_RULES.invite.points), and links the referred user to the referrer (users.referred_by, which
 * is what pays a distributor commission on their top-ups). Nothing when the referred user's phone
 * number was ever referred before (unique index, whatever is replayed or deleted), for a
 * self-referral or an unknown user.
 */
export async function onReferralCompleted(
  db: Executor,
  referrerId: number,
  referredId: number,
  now: Date,
): Promise<ReferralOutcome> {
  const nothing = { recorded: false, pointsAwarded: 0 };
  if (referrerId === referredId) return nothing;
  return db.transaction(async (tx) => {
    const [referred] = await tx
      .select({ phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, referredId));
    const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId));
    if (!referred || !referrer) return nothing;

    const points = POINT_RULES.invite.points;
    const inserted = await tx
      .insert(referrals)
      .values({
        referrerId,
        referredId,
        referredPhoneHash: referredPhoneHash(referred.phoneNumber),
        pointsAwarded: points,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (inserted.length === 0) return nothing;

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

/**
 * The people a user invited, newest first, with the points each earned them. An account deleted
 * since is still listed (name and phone null, joined when the referral completed), so the list adds
 * up to the invite points credited.
 */
export async function invitedBy(db: Executor, referrerId: number) {
  const rows = await db
    .select({
      name: users.name,
      phoneNumber: users.phoneNumber,
      joinedAt: users.createdAt,
      referredAt: referrals.createdAt,
      pointsEarned: referrals.pointsAwarded,
    })
    .from(referrals)
    .leftJoin(users, eq(users.id, referrals.referredId))
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
