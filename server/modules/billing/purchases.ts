/**
 * How anything is bought from the balance (issue #38): Premium (premium.ts) and rentals (rentals.ts)
 * both go through `purchase`. It locks the viewer's account first, as every balance change does
 * (payments/ledger.ts), so one account's purchases queue and none overdraws; under that lock it looks
 * the idempotency key up, so a replay or a double tap answers with the first purchase instead of
 * buying again; the price is the caller's (the server's, read in the same transaction), never the
 * browser's; the charge is a `purchase` ledger row in the same transaction as what it buys.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { purchases, users } from "../../db/schema";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { writeLedgerEntry } from "../payments";

export type PurchaseRow = typeof purchases.$inferSelect;
type PurchaseValues = Omit<typeof purchases.$inferInsert, "userId" | "idempotencyKey" | "createdAt">;

/** "not_due": a renewal no longer wanted or already made (nothing is wrong, nothing is bought). */
export type PurchaseFailure = "not_for_sale" | "short" | "key_reused" | "already_rented" | "not_due";

export class PurchaseError extends Error {
  constructor(
    readonly reason: PurchaseFailure,
    readonly amounts: { price: number; balance: number } = { price: 0, balance: 0 },
  ) {
    super(`Cannot buy: ${reason}`);
    this.name = "PurchaseError";
  }
}

export type Bought<T> = {
  purchase: PurchaseRow;
  /** What the purchase gave (a period of Premium, a rental), as it stands now. */
  gave: T;
  balance: number;
  /** The key named an earlier purchase: nothing was bought now. */
  replayed: boolean;
};

export type Sale<T> = {
  userId: number;
  key: string;
  now: Date;
  /** Whether an earlier purchase with this key is this same one (else the key is refused). */
  isSame: (earlier: PurchaseRow) => boolean;
  /** What the earlier purchase gave, read again for the answer. */
  given: (tx: Executor, earlier: PurchaseRow) => Promise<T>;
  /** What is bought at what price, read under the lock; throws PurchaseError when it cannot be. */
  offer: (tx: Executor) => Promise<PurchaseValues & { amount: number }>;
  /** Gives what was paid for, in the same transaction. */
  give: (tx: Executor, purchase: PurchaseRow) => Promise<T>;
};

export function purchase<T>(db: Database, sale: Sale<T>): Promise<Bought<T>> {
  const { userId, key, now } = sale;
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
      if (!sale.isSame(earlier)) throw new PurchaseError("key_reused");
      return {
        purchase: earlier,
        gave: await sale.given(tx, earlier),
        balance: user.balance,
        replayed: true,
      };
    }
    const offer = await sale.offer(tx);
    if (user.balance < offer.amount)
      throw new PurchaseError("short", { price: offer.amount, balance: user.balance });
    const [row] = await tx
      .insert(purchases)
      .values({ ...offer, userId, idempotencyKey: key, createdAt: now })
      .returning();
    await writeLedgerEntry(tx, {
      userId,
      balance: user.balance,
      delta: -offer.amount,
      reason: "purchase",
      purchaseId: row!.id,
      now,
    });
    const gave = await sale.give(tx, row!);
    return { purchase: row!, gave, balance: user.balance - offer.amount, replayed: false };
  });
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
