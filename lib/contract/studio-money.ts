/**
 * The studio's money (issue #36), for finance and admins: payments found by viewer, state, day or
 * reference, each with the gateway's notifications; a reconciliation of our state against the
 * gateway's, mismatches first; and refunds and adjustments, which move a balance only as new ledger
 * rows, with a reason, and with a second person's approval from APPROVAL_THRESHOLD_VND up.
 */
import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { PAYMENT_STATUSES } from "./payments";
import { LEDGER_REASONS } from "./studio-accounts";
import { freeText } from "./text";

/** A refund or adjustment of this many đồng or more (either way) waits for a second staff member. */
export const APPROVAL_THRESHOLD_VND = 500_000;
/** The largest single adjustment, either way: a bigger correction is several, each with its reason. */
export const MAX_ADJUSTMENT_VND = 50_000_000;

/** A calendar day in Vietnam, "2026-11-27". */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "fields.day")
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "fields.day");

const idParam = z.coerce
  .number("fields.number")
  .int("fields.wholeNumber")
  .positive("fields.number")
  .max(2_147_483_647);
export const StudioMoneyParamsSchema = z.object({ id: idParam });

const reasonText = freeText({ multiline: true, typeMessage: "fields.text" })
  .trim()
  .min(3, "fields.reasonRequired")
  .max(500, "fields.tooLong");

const AccountRefSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });

export const StudioPaymentsQuerySchema = pageQuery(100).extend({
  /** Our order reference, the gateway's transaction number, or the viewer's phone, e-mail or name. */
  q: freeText({ typeMessage: "fields.text" }).trim().max(100, "fields.tooLong").optional(),
  status: z.enum(PAYMENT_STATUSES, "fields.oneOf").optional(),
  /** Made on or after this day, in Vietnam. */
  from: day.optional(),
  /** Made on or before this day, in Vietnam. */
  to: day.optional(),
});
export type StudioPaymentsQuery = z.input<typeof StudioPaymentsQuerySchema>;

export const StudioPaymentRowSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  /** Whole đồng. */
  amount: z.number().int(),
  /** As the viewer is told it: a pending order past the gateway's deadline is "expired". */
  status: z.enum(PAYMENT_STATUSES),
  method: z.string(),
  provider: z.string(),
  provider_txn: z.string().nullable(),
  response_code: z.string().nullable(),
  /** Null once the account was deleted: the payment stays for the accounts. */
  account: AccountRefSchema.nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type StudioPaymentRow = z.infer<typeof StudioPaymentRowSchema>;
export const StudioPaymentPageSchema = paginated(StudioPaymentRowSchema);
export type StudioPaymentPage = z.infer<typeof StudioPaymentPageSchema>;

export const ADJUSTMENT_STATUSES = ["pending", "applied", "declined"] as const;

export const StudioAdjustmentSchema = z.object({
  id: z.number().int(),
  account: AccountRefSchema.nullable(),
  /** Set for a refund of that payment. */
  payment: z.object({ id: z.number().int(), order_ref: z.string() }).nullable(),
  /** Whole đồng: positive credits the balance, negative takes from it. */
  delta: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** Whether a second staff member must approve it (|delta| ≥ the threshold). */
  needs_second_person: z.boolean(),
  requested_by: z.string(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
});
export type StudioAdjustment = z.infer<typeof StudioAdjustmentSchema>;
export const StudioAdjustmentPageSchema = paginated(StudioAdjustmentSchema);
export type StudioAdjustmentPage = z.infer<typeof StudioAdjustmentPageSchema>;

export const StudioAdjustmentsQuerySchema = pageQuery(100).extend({
  status: z.enum(ADJUSTMENT_STATUSES, "fields.oneOf").optional(),
});

const LedgerRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  account: AccountRefSchema.nullable(),
});

/** One notification from the gateway, as it arrived, with what we answered. */
export const GatewayNotificationSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  /** False when its signature did not verify (our answer 97): it proves nothing. */
  signed: z.boolean(),
  response_code: z.string().nullable(),
  transaction_status: z.string().nullable(),
  /** Whole đồng, as the gateway wrote it. */
  amount: z.number().int().nullable(),
  transaction_no: z.string().nullable(),
  bank_code: z.string().nullable(),
  /** Our answer's RspCode: 00 applied, 02 already settled, 01 unknown order, 04 amount differs, 97 bad signature, 99 failure. */
  our_answer: z.string(),
});

export const StudioPaymentSchema = StudioPaymentRowSchema.extend({
  notifications: z.array(GatewayNotificationSchema),
  /** The ledger rows this payment wrote: the top-up, a distributor's commission, a refund. */
  ledger: z.array(LedgerRowSchema),
  commission: z
    .object({ distributor: AccountRefSchema, rate_bp: z.number().int(), amount: z.number().int() })
    .nullable(),
  adjustments: z.array(StudioAdjustmentSchema),
  /** What a refund to the balance would credit, when one applies (the gateway took it, nothing credited it). */
  refund: z.object({ amount: z.number().int() }).nullable(),
});
export type StudioPayment = z.infer<typeof StudioPaymentSchema>;

export const GATEWAY_STATES = ["succeeded", "failed", "cancelled", "silent"] as const;
/**
 * What is wrong with a payment, worst first: the gateway took a different amount; the gateway took it
 * and the balance has not been credited nor refunded; we credited without the gateway's signed
 * success; the ledger credited a different sum than the payment.
 */
export const RECONCILIATION_PROBLEMS = [
  "amount_differs",
  "not_credited",
  "unconfirmed_credit",
  "ledger_differs",
] as const;

export const StudioReconciliationQuerySchema = pageQuery(100).extend({
  from: day.optional(),
  to: day.optional(),
});
export type StudioReconciliationQuery = z.input<typeof StudioReconciliationQuerySchema>;

export const ReconciliationRowSchema = z.object({
  payment: StudioPaymentRowSchema,
  /** What the gateway's signed notifications say happened. */
  gateway: z.enum(GATEWAY_STATES),
  /** Whole đồng the gateway says it took; null when it took nothing. */
  gateway_amount: z.number().int().nullable(),
  /** Whole đồng the ledger credited for it: the top-up and any refund. */
  credited: z.number().int(),
  problem: z.enum(RECONCILIATION_PROBLEMS).nullable(),
});
export type ReconciliationRow = z.infer<typeof ReconciliationRowSchema>;

export const StudioReconciliationSchema = paginated(ReconciliationRowSchema).extend({
  /** Payments in the range with a problem (all pages). */
  mismatches: z.number().int(),
  /** Signed notifications for an order we never made, newest first. */
  unknown_orders: z.array(
    z.object({
      order_ref: z.string(),
      received_at: z.string(),
      amount: z.number().int().nullable(),
      response_code: z.string().nullable(),
    }),
  ),
  /** Accounts whose balance is not the sum of their ledger (there should be none). */
  unbalanced: z.array(
    z.object({ account: AccountRefSchema, balance: z.number().int(), ledger_sum: z.number().int() }),
  ),
});
export type StudioReconciliation = z.infer<typeof StudioReconciliationSchema>;

/** A viewer's balance as finance opens it: the ledger and the adjustments asked for. */
export const StudioBalanceSchema = z.object({
  account: AccountRefSchema,
  balance: z.number().int(),
  ledger: z.array(LedgerRowSchema),
  adjustments: z.array(StudioAdjustmentSchema),
});
export type StudioBalance = z.infer<typeof StudioBalanceSchema>;

export const StudioAdjustRequestSchema = z.object({
  delta: z.coerce
    .number("fields.amountNumber")
    .int("fields.amountWhole")
    .min(-MAX_ADJUSTMENT_VND, "fields.adjustmentRange")
    .max(MAX_ADJUSTMENT_VND, "fields.adjustmentRange")
    .refine((value) => value !== 0, "fields.adjustmentRange"),
  reason: reasonText,
});
export type StudioAdjustRequest = z.input<typeof StudioAdjustRequestSchema>;

/** A refund credits what the gateway's signed notification says it took: only the reason is asked. */
export const StudioRefundRequestSchema = z.object({ reason: reasonText });
export type StudioRefundRequest = z.input<typeof StudioRefundRequestSchema>;

export const StudioDeclineAdjustmentSchema = z.object({ note: reasonText });
export type StudioDeclineAdjustment = z.input<typeof StudioDeclineAdjustmentSchema>;
