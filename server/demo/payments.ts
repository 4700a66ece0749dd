import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { balanceLedger, distributorCommissions, paymentNotifications, payments, users } from "../db/schema";
import { PAYMENT_PROVIDER, commissionFor, formatVnpDate } from "../modules/payments";
import type { Rng } from "./random";
import { DAY_MS, HOUR_MS, insertChunks } from "./rows";
import type { SeededPeople } from "./users";

/**
 * The demo's money: succeeded, failed and cancelled top-ups over the past months (more for members
 * the distributor brought), their ledger rows, and the distributor's commissions for the chart.
 * Each settled payment has the gateway's notification that settled it, as the site logged it; one
 * crowd member's top-up failed at first and the gateway said later that it went through, so the
 * studio's reconciliation has a real mismatch to show and refund. Answers each user's balance, which
 * is the sum of their ledger deltas.
 */
export async function seedPayments(
  db: Database,
  rng: Rng,
  {
    people,
    now,
    invited,
    joinedOf,
  }: {
    people: SeededPeople;
    now: Date;
    /** Who invited whom (referred → referrer). */
    invited: ReadonlyMap<number, number>;
    joinedOf: (userId: number) => Date;
  },
): Promise<Map<number, number>> {
  const AMOUNTS = [20_000, 50_000, 100_000, 100_000, 200_000, 200_000, 500_000, 1_000_000];
  type PlannedPayment = typeof payments.$inferInsert & { userId: number; createdAt: Date; amount: number };
  const planned: PlannedPayment[] = [];
  const plan = (userId: number, at: Date, outcome: "succeeded" | "failed" | "cancelled", amount: number) => {
    const code =
      outcome === "succeeded" ? "00" : outcome === "cancelled" ? "24" : rng.pick(["51", "12", "11"]);
    const index = String(planned.length + 1).padStart(4, "0");
    planned.push({
      userId,
      orderRef: `CV${formatVnpDate(at).slice(2)}S${index}`,
      amount,
      status: outcome,
      method: rng.pick(["card", "bank", "bank", "wallet"]),
      provider: PAYMENT_PROVIDER,
      providerTxn: outcome === "succeeded" ? String(rng.int(10_000_000, 99_999_999)) : null,
      responseCode: code,
      createdAt: at,
      updatedAt: new Date(at.getTime() + 2 * 60_000),
      paidAt: outcome === "succeeded" ? new Date(at.getTime() + rng.int(30, 180) * 1000) : null,
    });
  };
  const outcome = () => (rng.chance(0.78) ? "succeeded" : rng.chance(0.7) ? "failed" : "cancelled");
  for (const userId of people.crowd) {
    const referredByDistributor = invited.get(userId) === people.distributor;
    const count = referredByDistributor ? rng.int(3, 6) : rng.int(0, 3);
    const since = Math.max(joinedOf(userId).getTime() + HOUR_MS, now.getTime() - 330 * DAY_MS);
    for (let i = 0; i < count; i++) {
      const at = new Date(rng.int(since, now.getTime() - HOUR_MS));
      plan(userId, at, outcome(), rng.pick(AMOUNTS));
    }
  }
  // The demo viewer: two top-ups that went through and one the bank declined.
  plan(people.viewer, new Date(now.getTime() - 40 * DAY_MS), "succeeded", 200_000);
  plan(people.viewer, new Date(now.getTime() - 12 * DAY_MS - 3 * HOUR_MS), "failed", 500_000);
  plan(people.viewer, new Date(now.getTime() - 12 * DAY_MS - 2 * HOUR_MS), "succeeded", 100_000);
  // The gateway's late word: failed for us, taken for the gateway (the reconciliation's "not credited").
  const lateOwner = people.crowd[0];
  if (lateOwner !== undefined) plan(lateOwner, new Date(now.getTime() - 3 * DAY_MS), "failed", 200_000);
  const late = planned.at(-1)?.orderRef;
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const paymentRows = await db.insert(payments).values(planned).returning();
  await insertChunks(gatewayNotifications(paymentRows, late), (chunk) =>
    db.insert(paymentNotifications).values(chunk),
  );
  const [distributorRow] = await db
    .select({ rate: users.commissionRateBp })
    .from(users)
    .where(eq(users.id, people.distributor));
  const distributorRate = distributorRow?.rate ?? 1000;

  type Credit = {
    userId: number;
    delta: number;
    reason: "topup" | "commission";
    paymentId: number;
    at: Date;
  };
  const credits: Credit[] = [];
  const commissionRows: (typeof distributorCommissions.$inferInsert)[] = [];
  for (const payment of paymentRows) {
    if (payment.status !== "succeeded" || payment.userId === null) continue;
    const at = payment.paidAt ?? payment.createdAt;
    credits.push({
      userId: payment.userId,
      delta: payment.amount,
      reason: "topup",
      paymentId: payment.id,
      at,
    });
    if (invited.get(payment.userId) === people.distributor) {
      const amount = commissionFor(payment.amount, distributorRate);
      commissionRows.push({
        distributorId: people.distributor,
        referredUserId: payment.userId,
        paymentId: payment.id,
        topupAmount: payment.amount,
        rateBp: distributorRate,
        amount,
        createdAt: at,
      });
      credits.push({
        userId: people.distributor,
        delta: amount,
        reason: "commission",
        paymentId: payment.id,
        at,
      });
    }
  }
  if (commissionRows.length) await db.insert(distributorCommissions).values(commissionRows);

  const balances = new Map<number, number>();
  const ledgerRows = credits
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((credit) => {
      const balanceAfter = (balances.get(credit.userId) ?? 0) + credit.delta;
      balances.set(credit.userId, balanceAfter);
      return {
        userId: credit.userId,
        delta: credit.delta,
        balanceAfter,
        reason: credit.reason,
        paymentId: credit.paymentId,
        createdAt: credit.at,
      };
    });
  await insertChunks(ledgerRows, (chunk) => db.insert(balanceLedger).values(chunk));
  return balances;
}

type PaymentRow = typeof payments.$inferSelect;

/** What the gateway sent for each settled payment, as the IPN logged it with our answer ("00" applied). */
function gatewayNotifications(rows: PaymentRow[], late: string | undefined) {
  const notice = (row: PaymentRow, code: string, answer: string, at: Date) => ({
    orderRef: row.orderRef,
    payload: {
      vnp_TxnRef: row.orderRef,
      vnp_Amount: String(row.amount * 100),
      vnp_ResponseCode: code,
      vnp_TransactionStatus: code === "00" ? "00" : "02",
      vnp_TransactionNo: row.providerTxn ?? "0",
      vnp_BankCode: "NCB",
      vnp_PayDate: formatVnpDate(at),
    },
    rspCode: answer,
    receivedAt: at,
  });
  return rows.flatMap((row) => {
    if (row.status === "pending") return [];
    const settled = notice(row, row.responseCode ?? "99", "00", row.paidAt ?? row.updatedAt);
    if (row.orderRef !== late) return [settled];
    const later = new Date(row.updatedAt.getTime() + 40 * 60_000);
    const taken = notice(row, "00", "02", later);
    return [settled, { ...taken, payload: { ...taken.payload, vnp_TransactionNo: "14250001" } }];
  });
}
