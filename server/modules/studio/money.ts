/**
 * The studio's payments (issue #36): finance finds a payment, reads what the gateway told us about it,
 * and reconciles our state against the gateway's. The gateway's word is its signed notifications:
 * every one is kept in payment_notifications with our answer, and only those not answered 97 (bad
 * signature) passed verifyParams, so they are what the reconciliation believes.
 */
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PaymentStatus } from "@/lib/contract/payments";
import type {
  ReconciliationRow,
  StudioPayment,
  StudioPaymentRow,
  StudioReconciliation,
} from "@/lib/contract/studio-money";
import type { Executor } from "../../db/client";
import { escapeLike } from "../../db/search-text";
import {
  balanceAdjustments,
  balanceLedger,
  distributorCommissions,
  paymentNotifications,
  payments,
  users,
} from "../../db/schema";
import { statusAt, statusCondition } from "../payments";
import { accountMatch } from "./accounts";
import { accountRef, adjustmentsWhere, ledgerRowsWhere, refundability } from "./balances";
import { amountTaken, saysTaken, signedByGateway } from "./gateway-word";

type Range = { from?: string; to?: string };
type Page = { page: number; perPage: number };

/** The instants a range of Vietnam's days covers: from its first midnight to the midnight after its last day. */
export function instantsOf(range: Range): { start?: Date; end?: Date } {
  const midnight = (day: string) => new Date(`${day}T00:00:00+07:00`);
  return {
    start: range.from ? midnight(range.from) : undefined,
    end: range.to ? new Date(midnight(range.to).getTime() + 24 * 3600_000) : undefined,
  };
}

function madeWithin(range: Range): SQL | undefined {
  const { start, end } = instantsOf(range);
  return and(
    start ? gte(payments.createdAt, start) : undefined,
    end ? lt(payments.createdAt, end) : undefined,
  );
}

/** What finance types: our order reference (its start), the gateway's transaction number, or the viewer. */
function paymentMatch(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  return or(
    ilike(payments.orderRef, `${escapeLike(text)}%`),
    eq(payments.providerTxn, text),
    accountMatch(text),
  );
}

type Joined = { payment: typeof payments.$inferSelect; user: typeof users.$inferSelect | null };

function paymentRowOf({ payment, user }: Joined, now: Date): StudioPaymentRow {
  return {
    id: payment.id,
    order_ref: payment.orderRef,
    amount: payment.amount,
    status: statusAt(payment, now),
    method: payment.method,
    provider: payment.provider,
    provider_txn: payment.providerTxn,
    response_code: payment.responseCode,
    account: user ? accountRef(user) : null,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  };
}

export type PaymentFilter = Range & Page & { q?: string; status?: PaymentStatus };

/** Payments newest first, by what finance typed, status (as the viewer is told it) and day. */
export async function paymentList(db: Executor, filter: PaymentFilter, now: Date) {
  const where = and(
    paymentMatch(filter.q ?? ""),
    filter.status ? statusCondition(filter.status, now) : undefined,
    madeWithin(filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, user: users })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(payments).leftJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return { data: rows.map((row) => paymentRowOf(row, now)), total: total?.value ?? 0 };
}

const text = (value: string | undefined) => (value ? value : null);

/** Whole đồng from the gateway's vnp_Amount (×100), when it is one. */
function gatewayAmount(value: string | undefined): number | null {
  return value && /^\d{1,17}$/.test(value) ? Math.floor(Number(value) / 100) : null;
}

/** One payment with the gateway's notifications, the ledger rows it wrote, its commission and refunds. */
export async function paymentForFinance(db: Executor, id: number, now: Date): Promise<StudioPayment | null> {
  const [found] = await db
    .select({ payment: payments, user: users })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, id))
    .limit(1);
  if (!found) return null;
  const [notifications, ledger, commission, adjustments, refund] = await Promise.all([
    db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderRef, found.payment.orderRef))
      .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id))
      .limit(100),
    ledgerRowsWhere(db, eq(balanceLedger.paymentId, id), 50),
    db
      .select({ commission: distributorCommissions, distributor: users })
      .from(distributorCommissions)
      .innerJoin(users, eq(users.id, distributorCommissions.distributorId))
      .where(eq(distributorCommissions.paymentId, id))
      .limit(1),
    adjustmentsWhere(db, eq(balanceAdjustments.paymentId, id), { page: 1, perPage: 50 }),
    refundability(db, found.payment),
  ]);
  const paid = commission[0];
  return {
    ...paymentRowOf(found, now),
    notifications: notifications.map((row) => ({
      id: row.id,
      received_at: row.receivedAt.toISOString(),
      signed: row.rspCode !== "97",
      response_code: text(row.payload.vnp_ResponseCode),
      transaction_status: text(row.payload.vnp_TransactionStatus),
      amount: gatewayAmount(row.payload.vnp_Amount),
      transaction_no: text(row.payload.vnp_TransactionNo),
      bank_code: text(row.payload.vnp_BankCode),
      our_answer: row.rspCode,
    })),
    ledger,
    commission: paid
      ? {
          distributor: accountRef(paid.distributor),
          rate_bp: paid.commission.rateBp,
          amount: paid.commission.amount,
        }
      : null,
    adjustments: adjustments.data,
    refund: refund.outcome === "refundable" ? { amount: refund.amount } : null,
  };
}

// ── Reconciliation ──────────────────────────────────────────────────────────────────────────────

const n = paymentNotifications;

/** Per order, what the gateway's signed notifications say: took the money (how much), or cancelled. */
const gateway = (db: Executor) =>
  db
    .select({
      orderRef: n.orderRef,
      took: sql<boolean>`bool_or(${saysTaken})`.as("took"),
      tookAmount: sql<string | null>`max(case when ${saysTaken} then ${amountTaken} end)`.as("took_amount"),
      cancelled: sql<boolean>`bool_or(${n.payload}->>'vnp_ResponseCode' = '24')`.as("cancelled"),
    })
    .from(n)
    .where(and(signedByGateway, isNotNull(n.orderRef)))
    .groupBy(n.orderRef)
    .as("gateway");

/** Per payment, what the ledger credited to the payer for it: its top-up and any refund. */
const credits = (db: Executor) =>
  db
    .select({
      paymentId: balanceLedger.paymentId,
      credited: sql<string>`sum(${balanceLedger.delta})`.as("credited"),
    })
    .from(balanceLedger)
    .where(and(isNotNull(balanceLedger.paymentId), sql`${balanceLedger.reason} in ('topup', 'refund')`))
    .groupBy(balanceLedger.paymentId)
    .as("credits");

export async function reconciliation(
  db: Executor,
  filter: Range & Page,
  now: Date,
): Promise<Omit<StudioReconciliation, "meta"> & { total: number }> {
  const g = gateway(db);
  const c = credits(db);
  const took = sql`coalesce(${g.took}, false)`;
  const credited = sql`coalesce(${c.credited}, 0)`;
  // Worst first; each case is one of RECONCILIATION_PROBLEMS (lib/contract/studio-money.ts).
  const problem = sql<ReconciliationRow["problem"]>`case
    when ${took} and ${credited} = 0 and ${g.tookAmount} <> ${payments.amount} then 'amount_differs'
    when ${took} and ${credited} = 0 then 'not_credited'
    when not ${took} and (${payments.status} = 'succeeded' or ${credited} <> 0) then 'unconfirmed_credit'
    when ${took} and ${credited} <> ${g.tookAmount} then 'ledger_differs'
  end`;
  const rank = sql`case ${problem} when 'amount_differs' then 1 when 'not_credited' then 2
    when 'unconfirmed_credit' then 3 when 'ledger_differs' then 4 else 5 end`;
  const within = madeWithin(filter);
  const [rows, [total], [mismatches], unknown, unbalanced] = await Promise.all([
    db
      .select({
        payment: payments,
        user: users,
        took: g.took,
        tookAmount: g.tookAmount,
        cancelled: g.cancelled,
        seen: g.orderRef,
        credited,
        problem,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(g, eq(g.orderRef, payments.orderRef))
      .leftJoin(c, eq(c.paymentId, payments.id))
      .where(within)
      .orderBy(rank, desc(payments.createdAt), desc(payments.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(payments).where(within),
    db
      .select({ value: count() })
      .from(payments)
      .leftJoin(g, eq(g.orderRef, payments.orderRef))
      .leftJoin(c, eq(c.paymentId, payments.id))
      .where(and(within, sql`${problem} is not null`)),
    unknownOrders(db, filter),
    unbalancedAccounts(db),
  ]);
  return {
    data: rows.map((row) => ({
      payment: paymentRowOf(row, now),
      gateway: row.took ? "succeeded" : row.cancelled ? "cancelled" : row.seen ? "failed" : "silent",
      gateway_amount: row.took && row.tookAmount !== null ? Number(row.tookAmount) : null,
      credited: Number(row.credited),
      problem: row.problem ?? null,
    })),
    total: total?.value ?? 0,
    mismatches: Number(mismatches?.value ?? 0),
    unknown_orders: unknown,
    unbalanced,
  };
}

/** Signed notifications for orders we never made (our answer 01), newest first. */
async function unknownOrders(db: Executor, range: Range) {
  const { start, end } = instantsOf(range);
  const rows = await db
    .select()
    .from(n)
    .where(
      and(
        eq(n.rspCode, "01"),
        isNotNull(n.orderRef),
        start ? gte(n.receivedAt, start) : undefined,
        end ? lt(n.receivedAt, end) : undefined,
      ),
    )
    .orderBy(desc(n.receivedAt), desc(n.id))
    .limit(20);
  return rows.map((row) => ({
    order_ref: row.orderRef ?? "",
    received_at: row.receivedAt.toISOString(),
    amount: gatewayAmount(row.payload.vnp_Amount),
    response_code: text(row.payload.vnp_ResponseCode),
  }));
}

/** Accounts whose balance is not the sum of their ledger rows: the books' own check. */
async function unbalancedAccounts(db: Executor) {
  const sums = db
    .select({ userId: balanceLedger.userId, total: sql<string>`sum(${balanceLedger.delta})`.as("total") })
    .from(balanceLedger)
    .where(isNotNull(balanceLedger.userId))
    .groupBy(balanceLedger.userId)
    .as("sums");
  const rows = await db
    .select({ user: users, total: sums.total })
    .from(users)
    .leftJoin(sums, eq(sums.userId, users.id))
    .where(sql`${users.balance} <> coalesce(${sums.total}, 0)`)
    .orderBy(asc(users.id))
    .limit(20);
  return rows.map((row) => ({
    account: accountRef(row.user),
    balance: row.user.balance,
    ledger_sum: Number(row.total ?? 0),
  }));
}
