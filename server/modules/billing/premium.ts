/**
 * Premium (issue #38): the plans on sale at their dated prices, what each tier gives at a moment, a
 * viewer's Premium and buying more of it. The browser only names a plan: the price charged is the
 * plan's in force when it is bought.
 */
import { and, eq, lte } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { planPrices, plans, subscriptions, tierBenefits } from "../../db/schema";
import { purchase, PurchaseError, type Bought } from "./purchases";

export const DAY_MS = 86_400_000;

export type Benefits = { maxHeight: number; screens: number; earlyAccess: boolean };
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The dated row in force at `now`: the latest whose effective time has come; null before the first. */
export function inForce<T extends { effectiveFrom: Date }>(rows: readonly T[], now: Date): T | null {
  let best: T | null = null;
  for (const row of rows)
    if (row.effectiveFrom <= now && (!best || row.effectiveFrom > best.effectiveFrom)) best = row;
  return best;
}

/** Premium (or early access) got now for `days`: it follows what the viewer already has, or starts now. */
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

/** Whether the viewer has Premium at `now`. */
export const isPremium = (subscription: SubscriptionRow | null, now: Date) =>
  subscription?.premiumUntil != null && subscription.premiumUntil > now;

/**
 * Premium or early access given, not bought (a reward redeemed): `days` more after what the viewer
 * already has, in the caller's transaction. Renewal and its plan stay as they were.
 */
export async function grantDays(
  tx: Executor,
  userId: number,
  what: "premium" | "early_access",
  days: number,
  now: Date,
): Promise<SubscriptionRow> {
  const current = await subscriptionOf(tx, userId);
  const column = what === "premium" ? "premiumUntil" : "earlyAccessUntil";
  const { end } = premiumPeriod(current?.[column] ?? null, now, days);
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, [column]: end, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { [column]: end, updatedAt: now } })
    .returning();
  return row!;
}

export async function subscriptionOf(db: Executor, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/**
 * Buys `planId`'s period of Premium from the viewer's balance (purchases.ts), after any Premium
 * already paid for; or, when `key` already bought it, answers with that purchase.
 */
export function buyPremium(
  db: Database,
  input: {
    userId: number;
    planId: number;
    key: string;
    /** Not said: as it was (off for a first purchase). */
    autoRenew?: boolean;
    now: Date;
    /** A renewal of the period ending then: bought only if renewal is still on and that period still the last. */
    renewalOf?: Date;
  },
): Promise<Bought<SubscriptionRow>> {
  const { userId, planId, now } = input;
  return purchase(db, {
    ...input,
    isSame: (earlier) => earlier.kind === "premium" && earlier.planId === planId,
    given: async (tx) => (await subscriptionOf(tx, userId))!,
    async offer(tx) {
      // Locked: a renewal turned off meanwhile is seen here, or waits for this purchase to finish.
      const [current] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .for("update");
      const { renewalOf } = input;
      if (renewalOf && !(current?.autoRenew && current.premiumUntil?.getTime() === renewalOf.getTime()))
        throw new PurchaseError("not_due");
      const plan = (await plansOnSale(tx, now)).find((onSale) => onSale.id === planId);
      if (!plan) throw new PurchaseError("not_for_sale");
      const period = premiumPeriod(current?.premiumUntil ?? null, now, plan.days);
      return {
        kind: "premium",
        planId,
        amount: plan.price,
        days: plan.days,
        periodStart: period.start,
        periodEnd: period.end,
        renewal: renewalOf !== undefined,
      };
    },
    async give(tx, bought) {
      const values = {
        premiumUntil: bought.periodEnd!,
        planId,
        renewalFailedAt: null,
        renewalPrice: null,
        updatedAt: now,
      };
      // Renewal as asked, or as it was when not said (off for a first purchase: the column's default).
      const renewal = input.autoRenew === undefined ? {} : { autoRenew: input.autoRenew };
      const [subscription] = await tx
        .insert(subscriptions)
        .values({ userId, ...values, ...renewal })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, ...renewal } })
        .returning();
      return subscription!;
    },
  });
}

/** Turns renewal from the balance on or off; false when the viewer has never had Premium. */
export async function setAutoRenew(db: Executor, userId: number, autoRenew: boolean, now: Date) {
  // Turned on again: a renewal that failed before is no longer the news.
  const cleared = autoRenew ? { renewalFailedAt: null, renewalPrice: null } : {};
  const [row] = await db
    .update(subscriptions)
    .set({ autoRenew, ...cleared, updatedAt: now })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row ?? null;
}
