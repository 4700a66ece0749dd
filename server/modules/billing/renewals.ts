/**
 * Renewing Premium from the balance (issue #38), for viewers who chose it: an hour before their
 * Premium ends, the plan they bought last is bought again, after what is paid, so no hour is lost.
 * Each period renews once however often the job runs (its idempotency key names the period). A
 * balance short of the price turns renewal off and keeps why, for the profile to say; Premium then
 * ends when it was paid to.
 */
import { and, eq, gt, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema";
import type { JobDefinition } from "../../providers/queue";
import { buyPremium } from "./premium";
import { PurchaseError } from "./purchases";

/** How long before its end a period is renewed. */
export const RENEW_AHEAD_MS = 3_600_000;
/** A period that ended this long ago without being renewed (the site was down) is still renewed. */
export const RENEW_LATE_MS = 3 * 86_400_000;

/** The key of one period's renewal: the same period never renews twice. */
export const renewalKey = (userId: number, paidUntil: Date) => `renewal-${userId}-${paidUntil.getTime()}`;

export async function renewDue(db: Database, now: Date) {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.autoRenew, true),
        isNotNull(subscriptions.planId),
        lte(subscriptions.premiumUntil, new Date(now.getTime() + RENEW_AHEAD_MS)),
        gt(subscriptions.premiumUntil, new Date(now.getTime() - RENEW_LATE_MS)),
      ),
    );
  const result = { renewed: 0, short: 0, notForSale: 0 };
  for (const subscription of due) {
    const { userId, planId, premiumUntil } = subscription;
    try {
      await buyPremium(db, {
        userId,
        planId: planId!,
        key: renewalKey(userId, premiumUntil!),
        autoRenew: true,
        renewal: true,
        now,
      });
      result.renewed += 1;
    } catch (cause) {
      if (!(cause instanceof PurchaseError)) throw cause;
      result[cause.reason === "short" ? "short" : "notForSale"] += 1;
      await db
        .update(subscriptions)
        .set({
          autoRenew: false,
          renewalFailedAt: now,
          renewalPrice: cause.reason === "short" ? cause.amounts.price : null,
          updatedAt: now,
        })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.premiumUntil, premiumUntil!)));
    }
  }
  return result;
}

export const renewPremiumJob: JobDefinition<Record<string, never>> = {
  name: "billing.renew-premium",
  policy: { retries: 3, retryDelaySec: 60, timeLimitSec: 600 },
  // Every quarter of an hour: a period is renewed within its last hour.
  schedule: "*/15 * * * *",
  run: (_data, _job, { db, now }) => renewDue(db, now()),
};
