/** @jest-environment node */
import { eq } from "drizzle-orm";
import { balanceLedger, distributorCommissions, paymentNotifications, payments } from "../../db/schema";
import { createUser } from "../../test-harness";
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

describe("GET /api/payments/vnpay-ipn", () => {
  it("credits a confirmed payment once and answers replays with 02", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 200_000);
    const query = signedQuery(notification(order.order_ref, 200_000), secret());

    expect(await ipn(query)).toEqual({ RspCode: "00", Message: "Confirm Success" });
    expect(await balance(user.id)).toBe(200_000);
    expect(await ipn(query)).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    expect(await balance(user.id)).toBe(200_000);

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, order.payment_id));
    expect(payment).toMatchObject({ status: "succeeded", responseCode: "00", providerTxn: "14123456" });
    expect(payment!.paidAt).not.toBeNull();
    const ledger = await ctx.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.paymentId, order.payment_id));
    expect(ledger).toEqual([
      expect.objectContaining({ userId: user.id, delta: 200_000, balanceAfter: 200_000, reason: "topup" }),
    ]);
    const logged = await ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderRef, order.order_ref));
    expect(logged.map((row) => row.rspCode).sort()).toEqual(["00", "02"]);
  });

  it("credits exactly once when identical notifications arrive together", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 75_000);
    const query = signedQuery(notification(order.order_ref, 75_000), secret());
    const answers = await Promise.all(Array.from({ length: 6 }, () => ipn(query)));
    expect(answers.filter((a) => a.RspCode === "00")).toHaveLength(1);
    expect(answers.filter((a) => a.RspCode === "02")).toHaveLength(5);
    expect(await balance(user.id)).toBe(75_000);
    expect(await ledgerSum(user.id)).toBe(75_000);
  });

  it("answers 97 to a bad signature and changes nothing", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 100_000);
    const params = notification(order.order_ref, 100_000);
    const tampered = signedQuery(params, secret()).replace("vnp_ResponseCode=00", "vnp_ResponseCode=01");
    expect((await ipn(tampered)).RspCode).toBe("97");
    const forged = signedQuery(params, "not-our-secret");
    expect((await ipn(forged)).RspCode).toBe("97");
    const unsigned = signedQuery(params, secret()).replace(/&vnp_SecureHash=.*/, "");
    expect((await ipn(unsigned)).RspCode).toBe("97");
    expect((await ipn(`${signedQuery(params, secret())}&vnp_Amount=1`)).RspCode).toBe("97");
    expect((await ipn("")).RspCode).toBe("97");
    expect(await balance(user.id)).toBe(0);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, order.payment_id));
    expect(payment!.status).toBe("pending");
  });

  it("answers 04 when the amount differs from our order, 01 for an unknown order", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 100_000);
    // Correctly signed, but for more money than the order: the order's own amount decides.
    expect((await ipn(signedQuery(notification(order.order_ref, 1_000_000), secret()))).RspCode).toBe("04");
    expect((await ipn(signedQuery(notification("CVNOSUCHORDER", 100_000), secret()))).RspCode).toBe("01");
    expect(await balance(user.id)).toBe(0);
    // The real notification still goes through afterwards.
    expect((await ipn(signedQuery(notification(order.order_ref, 100_000), secret()))).RspCode).toBe("00");
    expect(await balance(user.id)).toBe(100_000);
  });

  it("settles failures as failed (cancelled for 24) without crediting", async () => {
    const { user, token } = await viewer();
    const declined = await topUp(token, 100_000);
    const cancelled = await topUp(token, 100_000);
    const fail = { vnp_ResponseCode: "51", vnp_TransactionStatus: "02", vnp_TransactionNo: "0" };
    expect((await ipn(signedQuery(notification(declined.order_ref, 100_000, fail), secret()))).RspCode).toBe(
      "00",
    );
    const cancel = { vnp_ResponseCode: "24", vnp_TransactionStatus: "02", vnp_TransactionNo: "0" };
    expect(
      (await ipn(signedQuery(notification(cancelled.order_ref, 100_000, cancel), secret()))).RspCode,
    ).toBe("00");
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows.find((row) => row.id === declined.payment_id)).toMatchObject({
      status: "failed",
      responseCode: "51",
    });
    expect(rows.find((row) => row.id === cancelled.payment_id)).toMatchObject({ status: "cancelled" });
    expect(await balance(user.id)).toBe(0);
    // A later "success" for a settled order is a replay.
    expect((await ipn(signedQuery(notification(declined.order_ref, 100_000), secret()))).RspCode).toBe("02");
    expect(await balance(user.id)).toBe(0);
  });

  it("credits the referring distributor's commission once, with its ledger row", async () => {
    const { user: distributor } = await createUser(ctx, { role: "distributor", commissionRateBp: 1000 });
    const { user: payer, token } = await viewer({ referredBy: distributor.id });
    const order = await topUp(token, 123_456);
    const query = signedQuery(notification(order.order_ref, 123_456), secret());
    await Promise.all([ipn(query), ipn(query), ipn(query)]);

    expect(await balance(payer.id)).toBe(123_456);
    expect(await balance(distributor.id)).toBe(12_345);
    expect(await ledgerSum(distributor.id)).toBe(12_345);
    const commissions = await ctx.db
      .select()
      .from(distributorCommissions)
      .where(eq(distributorCommissions.distributorId, distributor.id));
    expect(commissions).toEqual([
      expect.objectContaining({
        paymentId: order.payment_id,
        topupAmount: 123_456,
        rateBp: 1000,
        amount: 12_345,
      }),
    ]);
  });

  it("pays no commission to a referrer who is not a distributor", async () => {
    const { user: friend } = await createUser(ctx);
    const { token } = await viewer({ referredBy: friend.id });
    const order = await topUp(token, 100_000);
    expect((await ipn(signedQuery(notification(order.order_ref, 100_000), secret()))).RspCode).toBe("00");
    expect(await balance(friend.id)).toBe(0);
  });
});
