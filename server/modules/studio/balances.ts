/**
 * Refunds and adjustments (issue #36). A balance is never edited: finance asks for a change with a
 * reason, and applying it writes one balance_ledger row (unique per adjustment, so it moves money once
 * however often it is approved) and adds the same delta to users.balance in the same transaction.
 * From APPROVAL_THRESHOLD_VND up, either way, a second staff member approves it; below, it applies at
 * once. A refund credits a payment the gateway's signed notification says it took and the site never
 * credited, at the amount the gateway took; no balance goes below zero.
 */
import { and, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  APPROVAL_THRESHOLD_VND,
  type StudioAdjustment,
  type StudioBalance,
} from "@/lib/contract/studio-money";
import type { Executor } from "../../db/client";
import { balanceAdjustments, balanceLedger, paymentNotifications, payments, users } from "../../db/schema";
import { writeLedgerEntry } from "../payments";
import { phoneOf } from "./accounts";
import { amountTaken, saysTaken, signedByGateway } from "./gateway-word";
import { recordAudit, type Actor } from "./audit";
import { staffName } from "./staff";

type UserRow = typeof users.$inferSelect;
type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

export const accountRef = (user: UserRow) => ({ id: user.id, name: staffName(user), phone: phoneOf(user) });

export const needsSecondPerson = (delta: number) => Math.abs(delta) >= APPROVAL_THRESHOLD_VND;

/** Ledger rows matching `where`, newest first, each with its account. */
export async function ledgerRowsWhere(db: Executor, where: SQL, limit: number) {
  const rows = await db
    .select({ row: balanceLedger, user: users })
    .from(balanceLedger)
    .leftJoin(users, eq(users.id, balanceLedger.userId))
    .where(where)
    .orderBy(desc(balanceLedger.id))
    .limit(limit);
  return rows.map(({ row, user }) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    delta: row.delta,
    balance_after: row.balanceAfter,
    reason: row.reason,
    account: user ? accountRef(user) : null,
  }));
}

/** Adjustments matching `where`, those waiting first, then newest first, with their account and payment. */
export async function adjustmentsWhere(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; perPage: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ adjustment: balanceAdjustments, user: users, orderRef: payments.orderRef })
      .from(balanceAdjustments)
      .leftJoin(users, eq(users.id, balanceAdjustments.userId))
      .leftJoin(payments, eq(payments.id, balanceAdjustments.paymentId))
      .where(where)
      // Those waiting for a decision first, then the newest.
      .orderBy(
        sql`${balanceAdjustments.status} = 'pending' desc`,
        desc(balanceAdjustments.requestedAt),
        desc(balanceAdjustments.id),
      )
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ value: count() }).from(balanceAdjustments).where(where),
  ]);
  const data: StudioAdjustment[] = rows.map(({ adjustment: a, user, orderRef }) => ({
    id: a.id,
    account: user ? accountRef(user) : null,
    payment: a.paymentId !== null && orderRef !== null ? { id: a.paymentId, order_ref: orderRef } : null,
    delta: a.delta,
    reason: a.reason,
    status: a.status,
    needs_second_person: needsSecondPerson(a.delta),
    requested_by: a.requestedBy,
    requested_at: a.requestedAt.toISOString(),
    decided_by: a.decidedBy,
    decided_at: a.decidedAt?.toISOString() ?? null,
    decision_note: a.decisionNote,
  }));
  return { data, total: total?.value ?? 0 };
}

/** Refunds and adjustments newest first, of one status or all. */
export function adjustmentList(
  db: Executor,
  status: AdjustmentRow["status"] | undefined,
  page: { page: number; perPage: number },
) {
  return adjustmentsWhere(db, status ? eq(balanceAdjustments.status, status) : undefined, page);
}

export async function adjustmentById(db: Executor, id: number) {
  const { data } = await adjustmentsWhere(db, eq(balanceAdjustments.id, id), { page: 1, perPage: 1 });
  return data[0] ?? null;
}

/** A viewer's balance as finance opens it. */
export async function balanceForFinance(db: Executor, userId: number): Promise<StudioBalance | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [ledger, adjustments] = await Promise.all([
    ledgerRowsWhere(db, eq(balanceLedger.userId, userId), 50),
    adjustmentsWhere(db, eq(balanceAdjustments.userId, userId), { page: 1, perPage: 50 }),
  ]);
  return { account: accountRef(user), balance: user.balance, ledger, adjustments: adjustments.data };
}

export type AdjustOutcome =
  | { outcome: "applied" | "pending" | "declined"; id: number }
  | { outcome: "missing" | "overdraw" | "decided" | "same_person" }
  | { outcome: "no_account" | "credited" | "unproven" | "refund_exists" };

/** Writes the ledger row and moves the balance, under the account's lock; overdraw leaves it pending. */
async function apply(
  tx: Executor,
  adjustment: AdjustmentRow,
  decider: Actor,
  now: Date,
): Promise<AdjustOutcome> {
  if (adjustment.userId === null) return { outcome: "no_account" };
  const [user] = await tx.select().from(users).where(eq(users.id, adjustment.userId)).for("update");
  if (!user) return { outcome: "no_account" };
  if (user.balance + adjustment.delta < 0) return { outcome: "overdraw" };
  const written = await writeLedgerEntry(tx, {
    userId: user.id,
    balance: user.balance,
    delta: adjustment.delta,
    reason: adjustment.paymentId === null ? "adjust" : "refund",
    paymentId: adjustment.paymentId,
    adjustmentId: adjustment.id,
    now,
  });
  if (!written) return { outcome: "decided" };
  await tx
    .update(balanceAdjustments)
    .set({ status: "applied", decidedById: decider.id, decidedBy: decider.name, decidedAt: now })
    .where(eq(balanceAdjustments.id, adjustment.id));
  return { outcome: "applied", id: adjustment.id };
}

/** Records the request, audited, and applies it at once when it is below the threshold. */
async function request(
  tx: Executor,
  actor: Actor,
  values: { userId: number; paymentId: number | null; delta: number; reason: string; balance: number },
  now: Date,
): Promise<AdjustOutcome> {
  if (values.balance + values.delta < 0) return { outcome: "overdraw" };
  const [adjustment] = await tx
    .insert(balanceAdjustments)
    .values({
      userId: values.userId,
      paymentId: values.paymentId,
      delta: values.delta,
      reason: values.reason,
      requestedById: actor.id,
      requestedBy: actor.name,
      requestedAt: now,
    })
    .returning();
  const outcome = needsSecondPerson(values.delta)
    ? ({ outcome: "pending", id: adjustment!.id } as const)
    : await apply(tx, adjustment!, actor, now);
  await recordAudit(
    tx,
    actor,
    {
      action: values.paymentId === null ? "balance.adjust" : "payment.refund",
      target: { type: "account", id: values.userId },
      before: { balance: values.balance },
      after: {
        adjustment: adjustment!.id,
        delta: values.delta,
        reason: values.reason,
        status: outcome.outcome,
        ...(values.paymentId === null ? {} : { payment: values.paymentId }),
      },
    },
    now,
  );
  return outcome;
}

/** A manual credit (delta > 0) or debit of a viewer's balance, with a reason. */
export async function requestAdjustment(
  db: Executor,
  actor: Actor,
  userId: number,
  change: { delta: number; reason: string },
  now: Date,
): Promise<AdjustOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) return { outcome: "missing" };
    return request(tx, actor, { userId, paymentId: null, ...change, balance: user.balance }, now);
  });
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Whether a payment can be refunded to its payer's balance, and how much: the gateway's signed
 * notification says it took the money, the site never credited it, and no refund is open or done.
 */
export async function refundability(
  db: Executor,
  payment: PaymentRow,
): Promise<
  | { outcome: "refundable"; amount: number }
  | { outcome: "no_account" | "credited" | "refund_exists" | "unproven" }
> {
  if (payment.userId === null) return { outcome: "no_account" };
  const n = paymentNotifications;
  const [[credited], [open], [took]] = await Promise.all([
    db
      .select({ value: count() })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.paymentId, payment.id), eq(balanceLedger.reason, "topup"))),
    db
      .select({ value: count() })
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.paymentId, payment.id), ne(balanceAdjustments.status, "declined"))),
    db
      .select({ amount: sql<string | null>`max(${amountTaken})` })
      .from(n)
      .where(and(eq(n.orderRef, payment.orderRef), signedByGateway, saysTaken)),
  ]);
  if ((credited?.value ?? 0) > 0) return { outcome: "credited" };
  if ((open?.value ?? 0) > 0) return { outcome: "refund_exists" };
  const amount = took?.amount === null || took?.amount === undefined ? 0 : Number(took.amount);
  return amount > 0 ? { outcome: "refundable", amount } : { outcome: "unproven" };
}

/** Credits a payment the gateway took and the site did not, at what the gateway says it took. */
export async function requestRefund(
  db: Executor,
  actor: Actor,
  paymentId: number,
  reason: string,
  now: Date,
): Promise<AdjustOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment) return { outcome: "missing" };
    const refund = await refundability(tx, payment);
    if (refund.outcome !== "refundable") return refund;
    const amount = refund.amount;
    const [user] = await tx.select().from(users).where(eq(users.id, payment.userId!)).for("update");
    if (!user) return { outcome: "no_account" };
    return request(
      tx,
      actor,
      { userId: user.id, paymentId, delta: amount, reason, balance: user.balance },
      now,
    );
  });
}

async function lockedPending(
  tx: Executor,
  id: number,
): Promise<{ outcome: "missing" | "decided" } | { outcome: "found"; adjustment: AdjustmentRow }> {
  const [adjustment] = await tx
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id))
    .for("update");
  if (!adjustment) return { outcome: "missing" };
  if (adjustment.status !== "pending") return { outcome: "decided" };
  return { outcome: "found", adjustment };
}

/** A second staff member approves a pending change: not the one who asked for it. */
export async function approveAdjustment(db: Executor, actor: Actor, id: number, now: Date) {
  return db.transaction(async (tx): Promise<AdjustOutcome> => {
    const found = await lockedPending(tx, id);
    if (found.outcome !== "found") return found;
    if (found.adjustment.requestedById === actor.id) return { outcome: "same_person" };
    const outcome = await apply(tx, found.adjustment, actor, now);
    if (outcome.outcome === "applied")
      await recordAudit(
        tx,
        actor,
        {
          action: "adjustment.approve",
          target: { type: "account", id: found.adjustment.userId ?? "deleted" },
          before: { adjustment: id, status: "pending", requested_by: found.adjustment.requestedBy },
          after: { adjustment: id, status: "applied", delta: found.adjustment.delta },
        },
        now,
      );
    return outcome;
  });
}

/** Declines a pending change with a note; the one who asked may withdraw it so too. */
export async function declineAdjustment(db: Executor, actor: Actor, id: number, note: string, now: Date) {
  return db.transaction(async (tx): Promise<AdjustOutcome> => {
    const found = await lockedPending(tx, id);
    if (found.outcome !== "found") return found;
    await tx
      .update(balanceAdjustments)
      .set({
        status: "declined",
        decidedById: actor.id,
        decidedBy: actor.name,
        decidedAt: now,
        decisionNote: note,
      })
      .where(eq(balanceAdjustments.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: "adjustment.decline",
        target: { type: "account", id: found.adjustment.userId ?? "deleted" },
        before: { adjustment: id, status: "pending" },
        after: { adjustment: id, status: "declined", note },
      },
      now,
    );
    return { outcome: "declined", id };
  });
}
