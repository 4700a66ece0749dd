/**
 * Top-up and payment (VNPay-style). The browser's return query is never trusted on its own: the
 * result page shows what GET /payments/verify-return answers, i.e. the payment's status in our
 * database after the signature was checked.
 */
import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { IdParamSchema } from "./ids";
import { freeText } from "./text";
import { LOCALES } from "../i18n/config";

/** GET /payments: a page of the viewer's payments, 20 unless asked otherwise. */
export const PaymentsQuerySchema = pageQuery(100);
export const PAYMENTS_PER_PAGE = 20;

/** Whole đồng per top-up. */
export const TOP_UP_MIN = 10_000;
export const TOP_UP_MAX = 50_000_000;

/** card: international card (INTCARD); bank: domestic ATM card / bank account (VNBANK); wallet: VNPay QR. */
export const PAYMENT_METHOD_KEYS = ["card", "bank", "wallet"] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

/**
 * "expired": the order was abandoned at the gateway past its deadline (15 minutes), or the gateway
 * said its window ran out; no money moved. Told when read, not stored (server/modules/payments).
 */
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "cancelled", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const amountMessage = "fields.amountRange";

export const TopUpRequestSchema = z.object({
  /** Whole đồng, 10,000 to 50,000,000. */
  amount: z
    .number("fields.amountNumber")
    .int("fields.amountWhole")
    .min(TOP_UP_MIN, amountMessage)
    .max(TOP_UP_MAX, amountMessage),
  method: z.enum(PAYMENT_METHOD_KEYS, "fields.paymentMethod"),
  /**
   * Where the gateway sends the browser back: a path on this site (default "/topup/result").
   * Anything pointing elsewhere is refused (no open redirects).
   */
  return_url: freeText().max(500).optional(),
  /** The gateway page's language; defaults to the caller's Accept-Language. */
  locale: z.enum(LOCALES).optional(),
});
export type TopUpRequest = z.infer<typeof TopUpRequestSchema>;

export const TopUpResponseSchema = z.object({
  payment_id: z.number().int(),
  order_ref: z.string(),
  /** Send the browser here (the gateway's signed payment page). */
  payment_url: z.string(),
});
export type TopUpResponse = z.infer<typeof TopUpResponseSchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  amount: z.number().int(),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The gateway's vnp_ResponseCode once it answered, e.g. "00", "24", "51". */
  response_code: z.string().nullable(),
  /** What that code means, in the caller's language. */
  response_message: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentIdParamSchema = IdParamSchema;

export const PaymentResponseSchema = z.object({
  payment: PaymentSchema,
  /** The caller's balance now, in đồng. */
  balance: z.number().int(),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const PaymentListResponseSchema = paginated(PaymentSchema).extend({ balance: z.number().int() });
export type PaymentListResponse = z.infer<typeof PaymentListResponseSchema>;

/** The vnp_* parameters of a return or IPN query (all strings; any other vnp_* key is signed too). */
export const VnpQuerySchema = z.looseObject({
  vnp_Amount: z.string().optional(),
  vnp_BankCode: z.string().optional(),
  vnp_BankTranNo: z.string().optional(),
  vnp_CardType: z.string().optional(),
  vnp_OrderInfo: z.string().optional(),
  vnp_PayDate: z.string().optional(),
  vnp_ResponseCode: z.string().optional(),
  vnp_TmnCode: z.string().optional(),
  vnp_TransactionNo: z.string().optional(),
  vnp_TransactionStatus: z.string().optional(),
  vnp_TxnRef: z.string().optional(),
  vnp_SecureHash: z.string().optional(),
});

export const VerifyReturnResponseSchema = z.discriminatedUnion("valid", [
  /** The signature did not match (or the order is unknown): show an error, change nothing. */
  z.object({ valid: z.literal(false), message: z.string() }),
  z.object({
    valid: z.literal(true),
    /** What the gateway reported to the browser; the truth is payment.status. */
    response_code: z.string().nullable(),
    message: z.string(),
    payment: z.object({
      order_ref: z.string(),
      amount: z.number().int(),
      /** From our database: "pending" until the gateway's notification arrived, "expired" past its deadline. */
      status: z.enum(PAYMENT_STATUSES),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
    /** The payment id and the caller's balance, only when the caller is the payer. */
    payment_id: z.number().int().nullable(),
    balance: z.number().int().nullable(),
  }),
]);
export type VerifyReturnResponse = z.infer<typeof VerifyReturnResponseSchema>;

/** What the IPN endpoint answers the gateway. */
export const IpnResponseSchema = z.object({ RspCode: z.string(), Message: z.string() });
export type IpnResponse = z.infer<typeof IpnResponseSchema>;

/** GET /api/sandbox/sms?phone= (sandbox only). */
export const SandboxSmsQuerySchema = z.object({
  phone: freeText({ typeMessage: "fields.phoneRequired" }).trim().min(1, "fields.phoneRequired").max(30),
});

export const SandboxSmsResponseSchema = z.object({
  messages: z.array(
    z.object({
      body: z.string(),
      created_at: z.string(),
      /** The six digits of the message, when it carries a code. */
      code: z.string().nullable(),
    }),
  ),
});
export type SandboxSmsResponse = z.infer<typeof SandboxSmsResponseSchema>;

export const SandboxMailQuerySchema = z.object({
  to: freeText({ typeMessage: "fields.emailRequired" }).trim().min(1, "fields.emailRequired").max(254),
});

export const SandboxMailResponseSchema = z.object({
  messages: z.array(
    z.object({
      subject: z.string(),
      body: z.string(),
      created_at: z.string(),
      /** The confirmation link of the message, when it carries one. */
      link: z.string().nullable(),
    }),
  ),
});
export type SandboxMailResponse = z.infer<typeof SandboxMailResponseSchema>;
