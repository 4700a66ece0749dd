/** @jest-environment node */
import { eq } from "drizzle-orm";
import { payments } from "../../db/schema";
import { createTestContext, createUser, TEST_CONFIG, tokenFor } from "../../test-harness";
import { signedQuery, verifyParams } from "./vnpay";
import { balance, ctx, ipn, notification, secret, setUpPaymentsContext, topUp, viewer } from "./test-kit";

setUpPaymentsContext();

describe("POST /api/payments/top-up", () => {
  it("refuses amounts outside 10,000–50,000,000 đồng, fractions and strings", async () => {
    const { token } = await viewer();
    for (const amount of [9_999, 50_000_001, 0, -10_000, 10_000.5, "10000", null]) {
      const response = await ctx.post("/api/payments/top-up", { amount, method: "card" }, { token });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.amount?.[0]).toBeTruthy();
    }
    const noMethod = await ctx.post("/api/payments/top-up", { amount: 10_000 }, { token });
    expect(noMethod.status).toBe(422);
    const badMethod = await ctx.post("/api/payments/top-up", { amount: 10_000, method: "cash" }, { token });
    expect(badMethod.status).toBe(422);
    const vi = await ctx.post(
      "/api/payments/top-up",
      { amount: 9_999, method: "card" },
      { token, headers: { "Accept-Language": "vi" } },
    );
    expect(((await vi.json()) as { errors: { amount: string[] } }).errors.amount[0]).toMatch(/10\.000/);
  });

  it("says what is wrong with an amount, in the caller's language", async () => {
    const { token } = await viewer();
    const amountError = async (amount: unknown, language = "en") => {
      const body = amount === undefined ? { method: "card" } : { amount, method: "card" };
      const response = await ctx.post("/api/payments/top-up", body, {
        token,
        headers: { "Accept-Language": language },
      });
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string[]> }).errors.amount;
    };
    expect(await amountError(0.5)).toEqual(["Enter a whole number of đồng."]);
    expect(await amountError(0.5, "vi")).toEqual(["Số tiền phải là số nguyên."]);
    expect(await amountError("100000")).toEqual(["Enter the amount as a number."]);
    expect(await amountError(null, "vi")).toEqual(["Số tiền phải là một số."]);
    expect(await amountError(undefined)).toEqual(["This field is required."]);
  });

  it("requires a signed-in caller", async () => {
    const response = await ctx.post("/api/payments/top-up", { amount: 10_000, method: "card" });
    expect(response.status).toBe(401);
  });

  it("answers 503 in the caller's language, and records nothing, when no card gateway is configured", async () => {
    const bare = await createTestContext({
      config: { sandbox: false, payment: { ...TEST_CONFIG.payment, available: false, testGateway: false } },
    });
    try {
      const { user } = await createUser(bare);
      const response = await bare.post(
        "/api/payments/top-up",
        { amount: 10_000, method: "card" },
        { token: await tokenFor(bare, user.id), headers: { "Accept-Language": "vi-VN" } },
      );
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBe(
        "Chức năng nạp tiền tạm thời không khả dụng. Vui lòng thử lại sau.",
      );
      expect(await bare.db.select().from(payments)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  it("creates a pending payment and a signed VNPay URL with the right parameters", async () => {
    const { user, token } = await viewer();
    const response = await ctx.post(
      "/api/payments/top-up",
      { amount: 10_000, method: "bank" },
      { token, headers: { "Accept-Language": "vi-VN" } },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { payment_id: number; order_ref: string; payment_url: string };
    expect(body.payment_url.startsWith(`${ctx.deps.config.payment.gatewayUrl}?`)).toBe(true);
    const url = new URL(body.payment_url);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: "2.1.0",
      vnp_Command: "pay",
      vnp_TmnCode: "CINEVA01",
      vnp_Amount: "1000000",
      vnp_CurrCode: "VND",
      vnp_TxnRef: body.order_ref,
      vnp_OrderType: "topup",
      vnp_Locale: "vn",
      vnp_ReturnUrl: "http://localhost:3000/vi/topup/result",
      vnp_BankCode: "VNBANK",
    });
    // The test clock is 03:00 UTC: 10:00 in Vietnam; the page expires 15 minutes later.
    expect(params.vnp_CreateDate).toBe("20261122100000");
    expect(params.vnp_ExpireDate).toBe("20261122101500");
    expect(params.vnp_OrderInfo).toMatch(/^[A-Za-z0-9 ]+$/);
    expect(verifyParams(params, secret())).toBe(true);
    // Sorted keys, spaces as "+", the hash last.
    const keys = url.search
      .slice(1)
      .split("&")
      .map((pair) => pair.split("=")[0]!);
    expect(keys.at(-1)).toBe("vnp_SecureHash");
    expect(keys.slice(0, -1)).toEqual([...keys.slice(0, -1)].sort());
    expect(url.search).toContain("vnp_OrderInfo=Nap+tien");

    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, body.payment_id));
    expect(row).toMatchObject({
      userId: user.id,
      amount: 10_000,
      status: "pending",
      orderRef: body.order_ref,
    });
  });

  it("accepts the largest amount and English pages", async () => {
    const { token } = await viewer();
    const body = await topUp(token, 50_000_000, { locale: "en", method: "wallet" });
    const params = Object.fromEntries(new URL(body.payment_url).searchParams);
    expect(params.vnp_Amount).toBe("5000000000");
    expect(params.vnp_Locale).toBe("en");
    expect(params.vnp_BankCode).toBe("VNPAYQR");
  });

  it("only returns to this site (no open redirect)", async () => {
    const { token } = await viewer();
    for (const return_url of [
      "https://evil.example/topup/result",
      "//evil.example/x",
      "javascript:alert(1)",
    ]) {
      const response = await ctx.post(
        "/api/payments/top-up",
        { amount: 10_000, method: "card", return_url },
        { token },
      );
      expect(response.status).toBe(422);
    }
    const ok = await topUp(token, 10_000, { return_url: "/topup/result?x=1" });
    expect(new URL(ok.payment_url).searchParams.get("vnp_ReturnUrl")).toBe(
      "http://localhost:3000/en/topup/result",
    );
  });

  it("is rate-limited per user", async () => {
    const { token } = await viewer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await ctx.post("/api/payments/top-up", { amount: 10_000, method: "card" }, { token })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("reading payments", () => {
  it("shows a caller their own payment and balance, and nobody else's", async () => {
    const owner = await viewer();
    const other = await viewer();
    const order = await topUp(owner.token, 30_000);
    await ipn(signedQuery(notification(order.order_ref, 30_000), secret()));

    const mine = await ctx.get(`/api/payments/${order.payment_id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as { payment: Record<string, unknown>; balance: number };
    expect(body.payment).toMatchObject({ id: order.payment_id, amount: 30_000, status: "succeeded" });
    expect(body.payment.paid_at).toEqual(expect.any(String));
    expect(body.balance).toBe(30_000);

    expect((await ctx.get(`/api/payments/${order.payment_id}`, { token: other.token })).status).toBe(404);
    expect((await ctx.get(`/api/payments/abc`, { token: owner.token })).status).toBe(404);
    expect((await ctx.get(`/api/payments/99999999999`, { token: owner.token })).status).toBe(404);
    expect((await ctx.get(`/api/payments/${order.payment_id}`)).status).toBe(401);
  });

  it("lists the caller's payments newest first, paginated", async () => {
    const { token } = await viewer();
    const first = await topUp(token, 10_000);
    ctx.advance(60_000);
    const second = await topUp(token, 20_000);
    ctx.advance(60_000);
    const third = await topUp(token, 30_000);
    const page1 = await ctx.get("/api/payments?per_page=2", { token });
    expect(page1.status).toBe(200);
    const body1 = (await page1.json()) as { data: { id: number }[]; meta: Record<string, number> };
    expect(body1.data.map((p) => p.id)).toEqual([third.payment_id, second.payment_id]);
    expect(body1.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    const body2 = (await (await ctx.get("/api/payments?per_page=2&page=2", { token })).json()) as {
      data: { id: number }[];
    };
    expect(body2.data.map((p) => p.id)).toEqual([first.payment_id]);
    expect((await ctx.get("/api/payments?per_page=500", { token })).status).toBe(422);
    expect((await ctx.get("/api/payments?page=x", { token })).status).toBe(422);
  });
});

describe("GET /api/payments/verify-return", () => {
  it("answers the payment's real status for a genuine return, and invalid for a tampered one", async () => {
    const { user, token } = await viewer();
    const order = await topUp(token, 40_000);
    const returned = signedQuery(notification(order.order_ref, 40_000), secret());

    // The browser may come back before the notification: still pending, nothing credited.
    const early = (await (
      await ctx.get(`/api/payments/verify-return?${returned}`, { token })
    ).json()) as Record<string, unknown>;
    expect(early).toMatchObject({
      valid: true,
      response_code: "00",
      payment: { status: "pending", amount: 40_000 },
    });
    expect(early.payment_id).toBe(order.payment_id);
    expect(await balance(user.id)).toBe(0);

    await ipn(returned);
    const after = (await (
      await ctx.get(`/api/payments/verify-return?${returned}`, { token })
    ).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ valid: true, payment: { status: "succeeded" }, balance: 40_000 });

    const tampered = returned.replace("vnp_Amount=4000000", "vnp_Amount=400000000");
    const response = await ctx.get(`/api/payments/verify-return?${tampered}`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: false, message: expect.any(String) });
    const repeated = await ctx.get(`/api/payments/verify-return?${returned}&vnp_TxnRef=X`, { token });
    expect(await repeated.json()).toMatchObject({ valid: false });
    expect(await balance(user.id)).toBe(40_000);

    // Someone else holding the link sees the status but not the payer's id or balance.
    const other = await viewer();
    const foreign = (await (
      await ctx.get(`/api/payments/verify-return?${returned}`, { token: other.token })
    ).json()) as Record<string, unknown>;
    expect(foreign).toMatchObject({ valid: true, payment_id: null, balance: null });
  });

  it("does not act on a failed return: only the notification settles", async () => {
    const { token } = await viewer();
    const order = await topUp(token, 40_000);
    const failed = signedQuery(
      notification(order.order_ref, 40_000, { vnp_ResponseCode: "24", vnp_TransactionStatus: "02" }),
      secret(),
    );
    const body = (await (await ctx.get(`/api/payments/verify-return?${failed}`, { token })).json()) as {
      payment: { status: string };
    };
    expect(body.payment.status).toBe("pending");
  });
});
