/** @jest-environment node */
import { eq } from "drizzle-orm";
import { balanceLedger } from "../../db/schema";
import { PAYMENT_EXPIRY_MINUTES, paymentDeadline, statusAt } from "./status";
import { signedQuery } from "./vnpay";
import {
  balance,
  ctx,
  ipn,
  ledgerSum,
  notification,
  secret,
  setUpPaymentsContext,
  topUp,
  viewer,
} from "./test-kit";

setUpPaymentsContext();

const MINUTE = 60_000;
const DEADLINE_MS = PAYMENT_EXPIRY_MINUTES * MINUTE;

describe("statusAt: an order abandoned at the gateway expires with the gateway's deadline", () => {
  const createdAt = new Date("2026-11-22T03:00:00.000Z");
  const at = (ms: number) => new Date(createdAt.getTime() + ms);

  it("is pending until the deadline and expired from it on", () => {
    expect(PAYMENT_EXPIRY_MINUTES).toBe(15);
    expect(paymentDeadline(createdAt)).toEqual(at(DEADLINE_MS));
    const pending = { status: "pending" as const, responseCode: null, createdAt };
    expect(statusAt(pending, at(0))).toBe("pending");
    expect(statusAt(pending, at(DEADLINE_MS - 1))).toBe("pending");
    expect(statusAt(pending, at(DEADLINE_MS))).toBe("expired");
    expect(statusAt(pending, at(30 * 24 * 60 * MINUTE))).toBe("expired");
  });

  it("calls the gateway's own 'window expired' (11) expired, and leaves every settled status alone", () => {
    const late = at(DEADLINE_MS * 10);
    expect(statusAt({ status: "failed", responseCode: "11", createdAt }, at(0))).toBe("expired");
    expect(statusAt({ status: "failed", responseCode: "51", createdAt }, late)).toBe("failed");
    expect(statusAt({ status: "cancelled", responseCode: "24", createdAt }, late)).toBe("cancelled");
    expect(statusAt({ status: "succeeded", responseCode: "00", createdAt }, late)).toBe("succeeded");
  });
});

async function shownStatus(token: string, paymentId: number) {
  const one = (await (await ctx.get(`/api/payments/${paymentId}`, { token })).json()) as {
    payment: { status: string };
  };
  const list = (await (await ctx.get("/api/payments", { token })).json()) as {
    data: { id: number; status: string }[];
  };
  expect(list.data.find((row) => row.id === paymentId)?.status).toBe(one.payment.status);
  return one.payment.status;
}

async function verifyReturn(query: string, token: string, language = "en") {
  const response = await ctx.get(`/api/payments/verify-return?${query}`, {
    token,
    headers: { "Accept-Language": language },
  });
  return (await response.json()) as { payment: { status: string }; message: string; balance: number };
}

describe("an order nobody paid", () => {
  it("shows as expired in the history and on the result page once the deadline passes, and moves no money", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 60_000);
    expect(await shownStatus(token, order.payment_id)).toBe("pending");

    ctx.advance(DEADLINE_MS - 1000);
    expect(await shownStatus(token, order.payment_id)).toBe("pending");
    ctx.advance(1000);
    expect(await shownStatus(token, order.payment_id)).toBe("expired");

    // The payer comes back from the gateway's page without paying: expired, in their language.
    const cameBack = signedQuery(
      notification(order.order_ref, 60_000, { vnp_ResponseCode: "24", vnp_TransactionStatus: "02" }),
      secret(),
    );
    const en = await verifyReturn(cameBack, token);
    expect(en.payment.status).toBe("expired");
    expect(en.message).toBe(
      "The time to pay ran out before the payment was made. Your balance has not changed; you can start a new top-up.",
    );
    expect((await verifyReturn(cameBack, token, "vi")).message).toMatch(/^Đã hết thời gian thanh toán/);
    expect(en.balance).toBe(0);
    expect(await balance(user.id)).toBe(0);
    expect(await ctx.db.select().from(balanceLedger).where(eq(balanceLedger.userId, user.id))).toEqual([]);
  });

  it("expires when the gateway itself reports its window ran out (11)", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 70_000);
    ctx.advance(DEADLINE_MS + MINUTE);
    const expired = signedQuery(
      notification(order.order_ref, 70_000, { vnp_ResponseCode: "11", vnp_TransactionStatus: "02" }),
      secret(),
    );
    expect((await ipn(expired)).RspCode).toBe("00");
    expect(await shownStatus(token, order.payment_id)).toBe("expired");
    expect(await balance(user.id)).toBe(0);
  });
});

describe("a payment the gateway reports late", () => {
  it("still settles an order it took before the deadline, crediting exactly once", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 90_000);
    const paid = signedQuery(notification(order.order_ref, 90_000), secret());
    ctx.advance(DEADLINE_MS + 5 * MINUTE);

    // The browser's signed return says the gateway took the money: "being confirmed", not expired.
    expect((await verifyReturn(paid, token)).payment.status).toBe("pending");
    expect(await shownStatus(token, order.payment_id)).toBe("expired");

    // The notification arrives late, twice at once, then again: one credit.
    const answers = await Promise.all([ipn(paid), ipn(paid)]);
    expect(answers.map((answer) => answer.RspCode).sort()).toEqual(["00", "02"]);
    expect((await ipn(paid)).RspCode).toBe("02");
    expect(await shownStatus(token, order.payment_id)).toBe("succeeded");
    expect(await balance(user.id)).toBe(90_000);
    expect(await ledgerSum(user.id)).toBe(90_000);
    const rows = await ctx.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.paymentId, order.payment_id));
    expect(rows).toHaveLength(1);
  });
});
