/**
 * A payment's status as people are told it. The stored status is what the gateway's notification set;
 * an order still pending past the deadline we signed into it was abandoned there and reads "expired",
 * computed when read (payments.ts says why), here in JavaScript and, for the studio's filter, in SQL.
 */
import { and, eq, gt, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { PaymentStatus } from "@/lib/contract/payments";
import { payments } from "../../db/schema";

type Stored = Pick<typeof payments.$inferSelect, "status" | "responseCode" | "createdAt">;

/** The gateway page stays open this long. */
export const PAYMENT_EXPIRY_MINUTES = 15;
const EXPIRY_MS = PAYMENT_EXPIRY_MINUTES * 60_000;

/** The gateway's own "the payment window expired" (vnp_ResponseCode 11). */
const EXPIRED_CODE = "11";

/** The gateway's deadline for an order: after it, the gateway no longer takes the payment. */
export function paymentDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EXPIRY_MS);
}

/**
 * A payment's status as the viewer is told it at `now`: the stored one, except that an order still
 * pending past the gateway's deadline, or failed because that deadline passed, is "expired".
 */
export function statusAt(payment: Stored, now: Date): PaymentStatus {
  if (payment.status === "pending" && now.getTime() >= paymentDeadline(payment.createdAt).getTime())
    return "expired";
  if (payment.status === "failed" && payment.responseCode === EXPIRED_CODE) return "expired";
  return payment.status;
}

/** The payments statusAt(…, now) calls `status`, as a WHERE condition (status.test.ts holds them equal). */
export function statusCondition(status: PaymentStatus, now: Date): SQL {
  // created_at + expiry <= now, written as created_at <= now - expiry so the index on it can serve.
  const abandonedBy = new Date(now.getTime() - EXPIRY_MS);
  const failedForTime = and(eq(payments.status, "failed"), eq(payments.responseCode, EXPIRED_CODE))!;
  switch (status) {
    case "pending":
      return and(eq(payments.status, "pending"), gt(payments.createdAt, abandonedBy))!;
    case "expired":
      return or(and(eq(payments.status, "pending"), lte(payments.createdAt, abandonedBy)), failedForTime)!;
    case "failed":
      return and(
        eq(payments.status, "failed"),
        or(ne(payments.responseCode, EXPIRED_CODE), isNull(payments.responseCode)),
      )!;
    default:
      return eq(payments.status, status);
  }
}
