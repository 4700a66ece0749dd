/** Money: payments, the balance ledger, distributor commissions, gateway notifications. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, vnd } from "./columns";
import { users } from "./accounts";
import { purchases } from "./billing";
import { rewardRedemptions } from "./programme";

export const paymentStatus = pgEnum("payment_status", ["pending", "succeeded", "failed", "cancelled"]);
/** "refund": a payment the gateway took and the site did not credit, put on the balance by finance. */
/** "purchase": Premium or a rental bought from the balance; "reward": a balance voucher redeemed (issue #38). */
export const ledgerReason = pgEnum("ledger_reason", [
  "topup",
  "commission",
  "adjust",
  "refund",
  "purchase",
  "reward",
]);
export const adjustmentStatus = pgEnum("adjustment_status", ["pending", "applied", "declined"]);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    /** Kept after account deletion for the accounts; the link to the person is dropped. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Our order reference sent to the gateway (vnp_TxnRef). */
    orderRef: text("order_ref").notNull(),
    amount: vnd("amount").notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    method: text("method").notNull(),
    provider: text("provider").notNull(),
    /** The gateway's transaction number and response code, once it answered. */
    providerTxn: text("provider_txn"),
    responseCode: text("response_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_order_ref").on(t.orderRef),
    index("payments_user").on(t.userId, t.createdAt),
    check("payments_amount_positive", sql`${t.amount} > 0`),
  ],
);

export const balanceLedger = pgTable(
  "balance_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    delta: vnd("delta").notNull(),
    balanceAfter: vnd("balance_after").notNull(),
    reason: ledgerReason("reason").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    /** The studio's adjustment or refund this row applied (reasons "adjust" and "refund"). */
    adjustmentId: integer("adjustment_id").references(() => balanceAdjustments.id, { onDelete: "restrict" }),
    /** The purchase this row paid for (reason "purchase"). */
    purchaseId: integer("purchase_id").references(() => purchases.id, { onDelete: "restrict" }),
    /** The balance voucher this row paid out (reason "reward"); unlinked when its account is deleted. */
    redemptionId: integer("redemption_id").references(() => rewardRedemptions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("balance_ledger_user").on(t.userId, t.createdAt),
    // A payment credits a balance at most once, whatever the gateway replays.
    uniqueIndex("balance_ledger_payment_once").on(t.paymentId, t.reason),
    // An adjustment moves money once, however often it is approved.
    uniqueIndex("balance_ledger_adjustment_once").on(t.adjustmentId),
    // A purchase is paid once, whatever is sent twice.
    uniqueIndex("balance_ledger_purchase_once").on(t.purchaseId),
    // A voucher pays out once.
    uniqueIndex("balance_ledger_redemption_once").on(t.redemptionId),
  ],
);

/**
 * A change to a balance asked for in the studio (issue #36): finance writes it with a reason; at or
 * above the approval threshold it waits for a second staff member. Applying it writes the ledger row;
 * nothing edits a balance. With a payment it is a refund of that payment, at most one open or applied.
 */
export const balanceAdjustments = pgTable(
  "balance_adjustments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    delta: vnd("delta").notNull(),
    reason: text("reason").notNull(),
    status: adjustmentStatus("status").notNull().default("pending"),
    requestedById: integer("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    requestedBy: text("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why a second person declined it. */
    decisionNote: text("decision_note"),
  },
  (t) => [
    index("balance_adjustments_queue").on(t.status, t.requestedAt),
    index("balance_adjustments_user").on(t.userId, t.requestedAt),
    uniqueIndex("balance_adjustments_refund_once")
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null and ${t.status} <> 'declined'`),
    check("balance_adjustments_delta_nonzero", sql`${t.delta} <> 0`),
  ],
);

export const distributorCommissions = pgTable(
  "distributor_commissions",
  {
    id: serial("id").primaryKey(),
    distributorId: integer("distributor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredUserId: integer("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    topupAmount: vnd("topup_amount").notNull(),
    rateBp: integer("rate_bp").notNull(),
    amount: vnd("amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("distributor_commissions_payment").on(t.paymentId),
    index("distributor_commissions_distributor").on(t.distributorId, t.createdAt),
  ],
);

/** Every notification the gateway sent, with our answer: replays and disputes can be traced. */
export const paymentNotifications = pgTable("payment_notifications", {
  id: serial("id").primaryKey(),
  orderRef: text("order_ref"),
  payload: jsonb("payload").$type<Record<string, string>>().notNull(),
  rspCode: text("rsp_code").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
