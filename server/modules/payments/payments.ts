/**
 * Top-ups through a VNPay-style gateway. A top-up is a pending payments row with a unique order
 * reference; only the gateway's signed server-to-server notification (IPN) changes it. The browser's
 * return query is checked and shown, never acted on.
 *
 * Crediting happens once: the IPN locks the payment row (SELECT … FOR UPDATE), acts only while it
 * is still pending, and the ledger's unique (payment_id, reason) index backs that up. Replays and
 * concurrent duplicates answer 02 "Order already confirmed".
 *
 * Expiry: the gateway takes a payment only until the deadline we sign into it (vnp_ExpireDate,
 * PAYMENT_EXPIRY_MINUTES after the order). An order still pending after that was abandoned there, and
 * reads as "expired" (statusAt). That is computed when read, not written by a sweep: it holds at the
 * deadline to the second with no job to run, and the row stays pending, so a notification the gateway
 * sends late, for a payment it did take in time, still settles and credits it exactly once under the
 * same lock. No money moves for an expired order: nothing but a signed success credits.
 *
 * Distributor commission: when the payer was referred by a distributor, the same transaction
 * records a distributor_commissions row (amount × the distributor's rate, rounded down to whole
 * đồng, once per payment) and credits it to the distributor's balance with a balance_ledger row,
 * reason "commission", carrying the payer's payment_id. So users.balance is always the sum of the
 * user's ledger deltas, for viewers and distributors alike.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/config";
import type { ServerConfig } from "../../shared/config";
import type { Executor } from "../../db/client";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { writeLedgerEntry } from "./ledger";
import { distributorCommissions, paymentNotifications, payments, users } from "../../db/schema";
import {
  IPN_ANSWERS,
  PAYMENT_METHODS,
  type IpnAnswer,
  type PaymentMethod,
  VNP_VERSION,
  formatVnpDate,
  fromVnpAmount,
  plainOrderInfo,
  signedUrl,
  toVnpAmount,
  verifyParams,
} from "./vnpay";
import { paymentDeadline } from "./status";

export type PaymentRow = typeof payments.$inferSelect;
export const PAYMENT_PROVIDER = "vnpay";

/** Our vnp_TxnRef: "CV" + yyMMddHHmmss (GMT+7) + 6 random base-32 characters; unique by index. */
export function newOrderRef(now: Date): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const random = Array.from(randomBytes(6), (byte) => alphabet[byte % 32]).join("");
  return `CV${formatVnpDate(now).slice(2)}${random}`;
}

export type TopUpInput = {
  userId: number;
  amount: number;
  method: PaymentMethod;
  /** The gateway page's language. */
  language: Locale;
  ipAddr: string;
  /** Absolute URL on our site the gateway returns the browser to. */
  returnUrl: string;
  now: Date;
};

/** Creates the pending payment and the signed gateway URL. */
export async function createTopUp(db: Executor, config: ServerConfig, input: TopUpInput) {
  let payment: PaymentRow | undefined;
  for (let attempt = 0; !payment && attempt < 5; attempt++) {
    [payment] = await db
      .insert(payments)
      .values({
        userId: input.userId,
        orderRef: newOrderRef(input.now),
        amount: input.amount,
        method: input.method,
        provider: PAYMENT_PROVIDER,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
  }
  if (!payment) throw new Error("Could not allocate an order reference");

  const params: Record<string, string> = {
    vnp_Version: VNP_VERSION,
    vnp_Command: "pay",
    vnp_TmnCode: config.payment.tmnCode,
    vnp_Amount: toVnpAmount(input.amount),
    vnp_CurrCode: "VND",
    vnp_BankCode: PAYMENT_METHODS[input.method],
    vnp_TxnRef: payment.orderRef,
    vnp_OrderInfo: plainOrderInfo(`Nap tien tai khoan Cineva ${payment.orderRef}`),
    vnp_OrderType: "topup",
    vnp_Locale: input.language === "vi" ? "vn" : "en",
    vnp_ReturnUrl: input.returnUrl,
    vnp_IpAddr: input.ipAddr,
    vnp_CreateDate: formatVnpDate(input.now),
    vnp_ExpireDate: formatVnpDate(paymentDeadline(payment.createdAt)),
  };
  return { payment, paymentUrl: signedUrl(config.payment.gatewayUrl, params, config.payment.hashSecret) };
}

// ── The IPN ─────────────────────────────────────────────────────────────────────────────────────

/** What we keep of a notification: its vnp_* strings, bounded, so a flood cannot bloat the table. */
function notificationPayload(query: Record<string, string>): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(query).slice(0, 40)) {
    if (key.startsWith("vnp_") && key.length <= 40) payload[key] = String(value).slice(0, 512);
  }
  return payload;
}

/**
 * Handles one gateway notification and answers VNPay's { RspCode, Message }: 97 bad signature,
 * 01 unknown order, 04 amount differs from our order, 02 already settled, 00 applied, 99 failure.
 * vnp_ResponseCode 00 with vnp_TransactionStatus 00 settles the payment as succeeded and credits
 * the balance; any other result settles it as failed ("cancelled" for 24, the payer cancelled).
 * Every notification is logged in payment_notifications with our answer.
 */
export async function processIpn(
  db: Executor,
  config: ServerConfig,
  query: Record<string, string>,
  now: Date,
): Promise<IpnAnswer> {
  let answer: IpnAnswer;
  try {
    answer = await settle(db, config, query, now);
  } catch (error) {
    // Never the query or the secret: the error's name and message only.
    console.error("Payment notification failed:", error instanceof Error ? error.message : "unknown error");
    answer = IPN_ANSWERS.unknown;
  }
  try {
    await db.insert(paymentNotifications).values({
      orderRef: typeof query.vnp_TxnRef === "string" ? query.vnp_TxnRef.slice(0, 100) : null,
      payload: notificationPayload(query),
      rspCode: answer.RspCode,
      receivedAt: now,
    });
  } catch (error) {
    console.error("Could not log a payment notification:", error instanceof Error ? error.message : "");
  }
  return answer;
}

async function settle(
  db: Executor,
  config: ServerConfig,
  query: Record<string, string>,
  now: Date,
): Promise<IpnAnswer> {
  if (!verifyParams(query, config.payment.hashSecret)) return IPN_ANSWERS.invalidSignature;
  const orderRef = query.vnp_TxnRef;
  if (!orderRef) return IPN_ANSWERS.notFound;
  const [found] = await db.select().from(payments).where(eq(payments.orderRef, orderRef)).limit(1);
  if (!found) return IPN_ANSWERS.notFound;
  if (fromVnpAmount(query.vnp_Amount) !== found.amount) return IPN_ANSWERS.invalidAmount;

  const responseCode = (query.vnp_ResponseCode ?? "").slice(0, 8) || null;
  const providerTxn = (query.vnp_TransactionNo ?? "").slice(0, 64) || null;
  const succeeded = query.vnp_ResponseCode === "00" && query.vnp_TransactionStatus === "00";

  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for("update");
    if (!payment || payment.status !== "pending") return IPN_ANSWERS.alreadyConfirmed;
    if (!succeeded) {
      await tx
        .update(payments)
        .set({
          status: responseCode === "24" ? "cancelled" : "failed",
          responseCode,
          providerTxn,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
      return IPN_ANSWERS.confirmed;
    }
    await tx
      .update(payments)
      .set({ status: "succeeded", responseCode, providerTxn, paidAt: now, updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (payment.userId !== null) await creditTopUp(tx, payment, payment.userId, now);
    return IPN_ANSWERS.confirmed;
  });
}

/** The distributor's commission on a top-up: whole đồng, rounded down. */
export function commissionFor(amount: number, rateBp: number): number {
  return Math.floor((amount * rateBp) / 10_000);
}

async function creditTopUp(tx: Executor, payment: PaymentRow, payerId: number, now: Date) {
  const [payer] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, payerId));
  if (!payer) return;
  // Lock the payer and their referrer in id order, so two settlements never wait on each other.
  const ids =
    payer.referredBy !== null && payer.referredBy !== payerId ? [payerId, payer.referredBy] : [payerId];
  const locked = await tx
    .select({
      id: users.id,
      balance: users.balance,
      role: users.role,
      rateBp: users.commissionRateBp,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for("update");
  const payerRow = locked.find((row) => row.id === payerId);
  if (!payerRow) return;
  await writeLedgerEntry(tx, {
    userId: payerId,
    balance: payerRow.balance,
    delta: payment.amount,
    reason: "topup",
    paymentId: payment.id,
    now,
  });

  const distributor = locked.find((row) => row.id === payer.referredBy);
  if (!distributor || distributor.role !== "distributor" || !distributor.rateBp || distributor.rateBp <= 0)
    return;
  const amount = commissionFor(payment.amount, distributor.rateBp);
  const recorded = await tx
    .insert(distributorCommissions)
    .values({
      distributorId: distributor.id,
      referredUserId: payerId,
      paymentId: payment.id,
      topupAmount: payment.amount,
      rateBp: distributor.rateBp,
      amount,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: distributorCommissions.id });
  if (recorded.length === 0 || amount <= 0) return;
  await writeLedgerEntry(tx, {
    userId: distributor.id,
    balance: distributor.balance,
    delta: amount,
    reason: "commission",
    paymentId: payment.id,
    now,
  });
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

export async function paymentByOrderRef(db: Executor, orderRef: string) {
  const [row] = await db.select().from(payments).where(eq(payments.orderRef, orderRef)).limit(1);
  return row ?? null;
}

export async function ownPayment(db: Executor, userId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/** A page of a viewer's payments, newest first. */
export async function paymentPage(db: Executor, userId: number, page: PageRequest) {
  const mine = eq(payments.userId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(payments).where(mine),
    db
      .select()
      .from(payments)
      .where(mine)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.perPage)
      .offset(page.offset),
  ]);
  return { rows, meta: pageMeta(page.page, page.perPage, total?.n ?? 0) };
}
