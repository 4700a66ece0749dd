/**
 * Premium bought from the balance (issue #38). The server's price is the one charged, read at the
 * moment of buying from the plan's dated prices; the browser only names a plan. A purchase locks the
 * viewer's account first, as every balance change does (payments/ledger.ts), so purchases of one
 * account queue and none overdraws; its idempotency key, looked up under that lock, makes a replay or
 * a double tap answer with the first purchase instead of buying again.
 */
import { and, count, desc, eq, lte } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { planPrices, plans, purchases, subscriptions, tierBenefits, users } from "../../db/schema";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { writeLedgerEntry } from "../payments";

export const DAY_MS = 86_400_000;

export type Benefits = { maxHeight: number; screens: number; earlyAccess: boolean };
export type PurchaseRow = typeof purchases.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The dated row in force at `now`: the latest whose effective time has come; null before the first. */
export function inForce<T extends { effectiveFrom: Date }>(rows: readonly T[], now: Date): T | null {
  let best: T | null = null;
  for (const row of rows)
    if (row.effectiveFrom <= now && (!best || row.effectiveFrom > best.effectiveFrom)) best = row;
  return best;
}

/** Premium bought now for `days`: it follows what is already paid for, or starts now. */
export function premiumPeriod(paidUntil: Date | null, now: Date, days: number) {
  const start = paidUntil && paidUntil > now ? paidUntil : now;
  return { start, end: new Date(start.getTime() + days * DAY_MS) };
}

/** The plans on sale, shortest first, each at its price in force (a plan with none yet is not sold). */
export async function plansOnSale(db: Executor, now: Date) {
  const rows = await db
    .select({
      id: plans.id,
      days: plans.days,
      price: planPrices.price,
      effectiveFrom: planPrices.effectiveFrom,
    })
    .from(plans)
    .innerJoin(planPrices, and(eq(planPrices.planId, plans.id), lte(planPrices.effectiveFrom, now)))
    .where(eq(plans.active, true))
    .orderBy(plans.days);
  const byPlan = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) byPlan.set(row.id, [...(byPlan.get(row.id) ?? []), row]);
  return [...byPlan.values()].map((dated) => {
    const { id, days, price } = inForce(dated, now)!;
    return { id, days, price };
  });
}

/** What each tier gives at `now`. */
export async function benefitsAt(db: Executor, now: Date): Promise<Record<"free" | "premium", Benefits>> {
  const rows = await db.select().from(tierBenefits).where(lte(tierBenefits.effectiveFrom, now));
  const of = (tier: "free" | "premium"): Benefits => {
    const row = inForce(
      rows.filter((r) => r.tier === tier),
      now,
    );
    if (!row) throw new Error(`No benefits in force for ${tier}`);
    return { maxHeight: row.maxHeight, screens: row.screens, earlyAccess: row.earlyAccess };
  };
  return { free: of("free"), premium: of("premium") };
}

export async function subscriptionOf(db: Executor, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export type PurchaseFailure = "plan_not_found" | "short" | "key_reused";

export class PurchaseError extends Error {
  constructor(
    readonly reason: PurchaseFailure,
    readonly amounts: { price: number; balance: number } = { price: 0, balance: 0 },
  ) {
    super(`Cannot buy: ${reason}`);
    this.name = "PurchaseError";
  }
}

export type PremiumPurchase = {
  purchase: PurchaseRow;
  subscription: SubscriptionRow;
  balance: number;
  /** The key named an earlier purchase: nothing was bought now. */
  replayed: boolean;
};

/**
 * Buys `planId`'s period of Premium from the viewer's balance, or, when `key` already bought
 * something, answers with that purchase. Throws PurchaseError: no such plan on sale, a balance short
 * of the price, or a key that bought something else.
 */
export function buyPremium(
  db: Database,
  input: { userId: number; planId: number; key: string; autoRenew: boolean; now: Date; renewal?: boolean },
): Promise<PremiumPurchase> {
  const { userId, planId, key, autoRenew, now } = input;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new Error(`No user ${userId}`);
    const [earlier] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.idempotencyKey, key)));
    if (earlier) {
      if (earlier.kind !== "premium" || earlier.planId !== planId) throw new PurchaseError("key_reused");
      const subscription = (await subscriptionOf(tx, userId))!;
      return { purchase: earlier, subscription, balance: user.balance, replayed: true };
    }
    const plan = (await plansOnSale(tx, now)).find((onSale) => onSale.id === planId);
    if (!plan) throw new PurchaseError("plan_not_found");
    if (user.balance < plan.price)
      throw new PurchaseError("short", { price: plan.price, balance: user.balance });

    const current = await subscriptionOf(tx, userId);
    const period = premiumPeriod(current?.premiumUntil ?? null, now, plan.days);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId,
        kind: "premium",
        planId,
        amount: plan.price,
        days: plan.days,
        periodStart: period.start,
        periodEnd: period.end,
        renewal: input.renewal ?? false,
        idempotencyKey: key,
        createdAt: now,
      })
      .returning();
    await writeLedgerEntry(tx, {
      userId,
      balance: user.balance,
      delta: -plan.price,
      reason: "purchase",
      purchaseId: purchase!.id,
      now,
    });
    const values = { premiumUntil: period.end, autoRenew, planId, updatedAt: now };
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values })
      .returning();
    return {
      purchase: purchase!,
      subscription: subscription!,
      balance: user.balance - plan.price,
      replayed: false,
    };
  });
}

/** Turns renewal from the balance on or off; false when the viewer has never had Premium. */
export async function setAutoRenew(db: Executor, userId: number, autoRenew: boolean, now: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({ autoRenew, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row ?? null;
}

/** A page of the viewer's purchases, newest first: their receipts. */
export async function receiptPage(db: Executor, userId: number, page: PageRequest) {
  const mine = eq(purchases.userId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(purchases).where(mine),
    db
      .select()
      .from(purchases)
      .where(mine)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(page.perPage)
      .offset(page.offset),
  ]);
  return { rows, meta: pageMeta(page.page, page.perPage, total?.n ?? 0) };
}
