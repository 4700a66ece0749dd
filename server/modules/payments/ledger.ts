/**
 * The one way a balance moves (architecture: money moves exactly once, as ledger rows): a ledger row
 * and the balance beside it, in the caller's transaction, on an account the caller has locked. The
 * row's unique keys (a payment's top-up or commission once; an adjustment, a purchase or a voucher
 * once) make a replay write nothing.
 */
import { sql, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { balanceLedger, users } from "../../db/schema";

export type LedgerEntry = {
  userId: number;
  /** The account's balance as the caller read it under its lock. */
  balance: number;
  delta: number;
  reason: (typeof balanceLedger.$inferInsert)["reason"];
  paymentId?: number | null;
  adjustmentId?: number | null;
  purchaseId?: number | null;
  redemptionId?: number | null;
  now: Date;
};

/** Writes the row and moves the balance; false when this entry was already written (nothing moves). */
export async function writeLedgerEntry(tx: Executor, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(balanceLedger)
    .values({
      userId: entry.userId,
      delta: entry.delta,
      balanceAfter: entry.balance + entry.delta,
      reason: entry.reason,
      paymentId: entry.paymentId ?? null,
      adjustmentId: entry.adjustmentId ?? null,
      purchaseId: entry.purchaseId ?? null,
      redemptionId: entry.redemptionId ?? null,
      createdAt: entry.now,
    })
    .onConflictDoNothing()
    .returning({ id: balanceLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${entry.delta}`, updatedAt: entry.now })
    .where(eq(users.id, entry.userId));
  return true;
}
