/** The rewards catalogue and redemptions. */
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { pointTransactions, rewardRedemptions, rewards } from "../../db/schema";
import { grantDays } from "../billing";
import { writeLedgerEntry } from "../payments";
import { changePoints, lockUser } from "./points";

export type RewardRow = typeof rewards.$inferSelect;

export type RedeemFailure = "not_found" | "unavailable" | "out_of_stock" | "insufficient_points";

export class RedeemError extends Error {
  constructor(readonly reason: RedeemFailure) {
    super(`Cannot redeem: ${reason}`);
    this.name = "RedeemError";
  }
}

/** Active rewards, cheapest first. */
export function activeRewards(db: Executor) {
  return db
    .select()
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.costPoints), asc(rewards.id));
}

export function isAvailable(reward: RewardRow): boolean {
  return reward.active && (reward.stock === null || reward.stock > 0);
}

/**
 * Spends a reward's cost and gives what it gives. Atomic: the reward row and then the user row are
 * locked, so concurrent redemptions queue; stock and points are checked under the locks, and the
 * points update itself is guarded (points never below zero). The redemption row is the voucher:
 * Premium, early access and balance rewards are given at once (`grant`), the rest operations fulfil.
 */
export async function redeemReward(db: Executor, userId: number, rewardId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId)).for("update");
    if (!reward) throw new RedeemError("not_found");
    if (!reward.active) throw new RedeemError("unavailable");
    if (reward.stock !== null && reward.stock <= 0) throw new RedeemError("out_of_stock");
    const user = await lockUser(tx, userId);
    if (!user || user.points < reward.costPoints) throw new RedeemError("insufficient_points");
    if (reward.stock !== null) {
      await tx
        .update(rewards)
        .set({ stock: sql`${rewards.stock} - 1` })
        .where(eq(rewards.id, reward.id));
    }
    const [redemption] = await tx
      .insert(rewardRedemptions)
      .values({ userId, rewardId: reward.id, points: reward.costPoints, createdAt: now })
      .returning();
    const { points } = await changePoints(tx, {
      userId,
      delta: -reward.costPoints,
      reason: "redeem",
      ref: `redemption:${redemption!.id}`,
      now,
    });
    const granted = await grant(tx, reward, {
      userId,
      balance: user.balance,
      redemptionId: redemption!.id,
      now,
    });
    return { reward, redemption: redemption!, points, granted };
  });
}

export type Granted =
  | { kind: "premium" | "early_access"; until: Date }
  | { kind: "balance"; amount: number; balance: number }
  | null;

/**
 * What a reward gives by itself (issue #38), in the redemption's transaction: days of Premium or
 * early access after what the viewer already has, or đồng on the balance as a ledger row paid once
 * per redemption. Null for a reward operations fulfil by hand.
 */
async function grant(
  tx: Executor,
  reward: RewardRow,
  to: { userId: number; balance: number; redemptionId: number; now: Date },
): Promise<Granted> {
  if (reward.grantKind === null || reward.grantAmount === null) return null;
  if (reward.grantKind === "balance") {
    await writeLedgerEntry(tx, {
      userId: to.userId,
      balance: to.balance,
      delta: reward.grantAmount,
      reason: "reward",
      redemptionId: to.redemptionId,
      now: to.now,
    });
    return { kind: "balance", amount: reward.grantAmount, balance: to.balance + reward.grantAmount };
  }
  const subscription = await grantDays(tx, to.userId, reward.grantKind, reward.grantAmount, to.now);
  const until = reward.grantKind === "premium" ? subscription.premiumUntil : subscription.earlyAccessUntil;
  return { kind: reward.grantKind, until: until! };
}

/** A page of a user's point transactions (the zero-point watch accumulators left out). */
export async function pointHistory(db: Executor, userId: number, page: PageRequest) {
  const where = and(eq(pointTransactions.userId, userId), ne(pointTransactions.delta, 0));
  const [total] = await db.select({ n: count() }).from(pointTransactions).where(where);
  const rows = await db
    .select()
    .from(pointTransactions)
    .where(where)
    .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id))
    .limit(page.perPage)
    .offset(page.offset);
  // The rewards behind "redeem" rows, for their description.
  const redemptionIds = rows
    .filter((row) => row.reason === "redeem" && row.ref?.startsWith("redemption:"))
    .map((row) => Number(row.ref!.slice("redemption:".length)))
    .filter((id) => Number.isSafeInteger(id));
  const redeemed = new Map<number, RewardRow>();
  if (redemptionIds.length) {
    const found = await db
      .select({ id: rewardRedemptions.id, reward: rewards })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(inArray(rewardRedemptions.id, redemptionIds));
    for (const row of found) redeemed.set(row.id, row.reward);
  }
  return {
    meta: pageMeta(page.page, page.perPage, total?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      reward: row.ref?.startsWith("redemption:")
        ? (redeemed.get(Number(row.ref.slice("redemption:".length))) ?? null)
        : null,
    })),
  };
}
