/** @jest-environment node */
import { eq } from "drizzle-orm";
import { balanceLedger, paymentNotifications, payments, users } from "../../db/schema";
import { createTestContext, createViewer, TEST_CONFIG, type TestContext } from "../../test-harness";
import { formatVnpDate, signedQuery, verifyParams } from "../payments";

// Some tests open a database of their own (a few seconds on PGlite).
jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const secret = () => ctx.deps.config.payment.hashSecret;

async function startTopUp(amount: number, language = "en") {
  const { user, token } = await createViewer(ctx);
  const response = await ctx.post(
    "/api/payments/top-up",
    { amount, method: "bank" },
    { token, headers: { "Accept-Language": language } },
  );
  expect(response.status).toBe(201);
  const order = (await response.json()) as { payment_id: number; order_ref: string; payment_url: string };
  const url = new URL(order.payment_url);
  return { user, token, order, pagePath: `${url.pathname}${url.search}` };
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The hidden fields the page's form carries, as a browser would submit them. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescape(match[1]!)] = unescape(match[2]!);
  }
  return fields;
}

function submit(fields: Record<string, string>) {
  return ctx.app.request("/sandbox/pay", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function openPage(pagePath: string) {
  const response = await ctx.get(pagePath, { headers: { Accept: "text/html" } });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

async function balance(userId: number) {
  const [row] = await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

async function paymentRow(id: number) {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe("the sandbox gateway, end to end", () => {
  it("renders the order, pays with the approved card, and credits once though notified twice", async () => {
    const { user, token, order, pagePath } = await startTopUp(50_000);

    const { response, html } = await openPage(pagePath);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(html).toContain("Sandbox payment gateway");
    expect(html).toContain(order.order_ref);
    expect(html).toContain("₫50,000");
    expect(html).toContain("9704 1985 2619 1432 198");
    expect(html).toContain("9704 1985 2619 1432 206");
    expect(html).toContain("9704 0000 0000 0018");
    expect(html).not.toMatch(/<script/i);

    const form = hiddenFields(html);
    expect(form.vnp_TxnRef).toBe(order.order_ref);
    const paid = await submit({
      ...form,
      card_number: "9704 1985 2619 1432 198",
      action: "pay",
      delivery: "twice",
    });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get("location")!);
    // Back to the result page in the language the payment started in.
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/en/topup/result");
    const result = Object.fromEntries(location.searchParams);
    expect(result).toMatchObject({
      vnp_Amount: "5000000",
      vnp_ResponseCode: "00",
      vnp_TransactionStatus: "00",
      vnp_TxnRef: order.order_ref,
      vnp_BankCode: "NCB",
    });
    expect(result.vnp_TransactionNo).toMatch(/^\d{8}$/);
    expect(result.vnp_PayDate).toBe(formatVnpDate(ctx.deps.now()));
    expect(verifyParams(result, secret())).toBe(true);

    await ctx.settle();
    expect(await balance(user.id)).toBe(50_000);
    expect((await paymentRow(order.payment_id)).status).toBe("succeeded");
    const ledger = await ctx.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.paymentId, order.payment_id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: 50_000, reason: "topup", userId: user.id });
    const delivered = await ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderRef, order.order_ref));
    expect(delivered.map((row) => row.rspCode).sort()).toEqual(["00", "02"]);

    // A replay of the same notification later changes nothing.
    const replay = await ctx.get(`/api/payments/vnpay-ipn?${location.search.slice(1)}`);
    expect(await replay.json()).toEqual({ RspCode: "02", Message: "Order already confirmed" });
    expect(await balance(user.id)).toBe(50_000);

    // The result page asks the API, which answers from the database.
    const verified = (await (
      await ctx.get(`/api/payments/verify-return${location.search}`, { token })
    ).json()) as Record<string, unknown>;
    expect(verified).toMatchObject({ valid: true, payment: { status: "succeeded" }, balance: 50_000 });
  });

  it("declines the insufficient-funds card: failed, balance unchanged", async () => {
    const { user, order, pagePath } = await startTopUp(20_000);
    const { html } = await openPage(pagePath);
    const response = await submit({
      ...hiddenFields(html),
      card_number: "9704198526191432206",
      delivery: "once",
    });
    expect(response.status).toBe(303);
    const result = new URL(response.headers.get("location")!).searchParams;
    expect(result.get("vnp_ResponseCode")).toBe("51");
    expect(result.get("vnp_TransactionStatus")).toBe("02");
    await ctx.settle();
    expect(await paymentRow(order.payment_id)).toMatchObject({ status: "failed", responseCode: "51" });
    expect(await balance(user.id)).toBe(0);
  });

  it("declines the locked card with 12 and records a cancel as 24", async () => {
    const locked = await startTopUp(20_000);
    const lockedPage = await openPage(locked.pagePath);
    const declined = await submit({ ...hiddenFields(lockedPage.html), card_number: "9704000000000018" });
    expect(new URL(declined.headers.get("location")!).searchParams.get("vnp_ResponseCode")).toBe("12");

    const cancelled = await startTopUp(20_000);
    const cancelPage = await openPage(cancelled.pagePath);
    const cancel = await submit({ ...hiddenFields(cancelPage.html), action: "cancel" });
    expect(cancel.status).toBe(303);
    expect(new URL(cancel.headers.get("location")!).searchParams.get("vnp_ResponseCode")).toBe("24");

    await ctx.settle();
    expect((await paymentRow(locked.order.payment_id)).status).toBe("failed");
    expect((await paymentRow(cancelled.order.payment_id)).status).toBe("cancelled");
    expect(await balance(locked.user.id)).toBe(0);
  });

  it("refuses an unknown card on the page itself, without notifying", async () => {
    const { order, pagePath } = await startTopUp(20_000);
    const { html } = await openPage(pagePath);
    const response = await submit({ ...hiddenFields(html), card_number: "4111111111111111" });
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain("not a sandbox test card");
    expect(page).toContain('value="4111111111111111"');
    await ctx.settle();
    expect((await paymentRow(order.payment_id)).status).toBe("pending");
  });

  it("expires a payment left open past vnp_ExpireDate", async () => {
    const { order, pagePath } = await startTopUp(20_000);
    const { html } = await openPage(pagePath);
    ctx.advance(16 * 60_000);
    const response = await submit({ ...hiddenFields(html), card_number: "9704198526191432198" });
    expect(new URL(response.headers.get("location")!).searchParams.get("vnp_ResponseCode")).toBe("11");
    await ctx.settle();
    expect((await paymentRow(order.payment_id)).status).toBe("failed");
  });

  it("speaks Vietnamese when vnp_Locale is vn", async () => {
    const { pagePath } = await startTopUp(1_250_000, "vi");
    const { html } = await openPage(pagePath);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain("Cổng thanh toán thử nghiệm");
    expect(html).toContain("1.250.000\u00a0₫");
    expect(html).toContain("Từ chối: không đủ số dư");
  });

  it("answers a tampered request with an error page (400) and charges nothing", async () => {
    const { user, order, pagePath } = await startTopUp(20_000);
    const tampered = pagePath.replace("vnp_Amount=2000000", "vnp_Amount=200");
    const page = await ctx.get(tampered);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Invalid payment request");

    const { html } = await openPage(pagePath);
    const response = await submit({
      ...hiddenFields(html),
      vnp_Amount: "200",
      card_number: "9704198526191432198",
    });
    expect(response.status).toBe(400);
    await ctx.settle();
    expect((await paymentRow(order.payment_id)).status).toBe("pending");
    expect(await balance(user.id)).toBe(0);
  });

  it("retries a notification the merchant does not accept, three times", async () => {
    // A request signed by the merchant for an order it does not know: the IPN answers 01.
    const now = ctx.deps.now();
    const request = {
      vnp_Version: "2.1.0",
      vnp_Command: "pay",
      vnp_TmnCode: ctx.deps.config.payment.tmnCode,
      vnp_Amount: "1000000",
      vnp_CurrCode: "VND",
      vnp_TxnRef: "CVGHOSTORDER1",
      vnp_OrderInfo: "Nap tien",
      vnp_OrderType: "topup",
      vnp_Locale: "en",
      vnp_ReturnUrl: "http://localhost:3000/topup/result",
      vnp_IpAddr: "127.0.0.1",
      vnp_CreateDate: formatVnpDate(now),
      vnp_ExpireDate: formatVnpDate(new Date(now.getTime() + 15 * 60_000)),
    };
    const { html } = await openPage(`/sandbox/pay?${signedQuery(request, secret())}`);
    const response = await submit({
      ...hiddenFields(html),
      card_number: "9704198526191432198",
      delivery: "once",
    });
    expect(response.status).toBe(303);
    await ctx.settle();
    const delivered = await ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderRef, "CVGHOSTORDER1"));
    expect(delivered.map((row) => row.rspCode)).toEqual(["01", "01", "01", "01"]);
  });
});

describe("GET /api/sandbox/sms", () => {
  it("lists the outbox of a phone typed in any form, newest first, with the code", async () => {
    await ctx.deps.sms.send("84987654321", "Cineva: your code is 123456. It expires in 5 minutes.");
    ctx.advance(1000);
    await ctx.deps.sms.send("84987654321", "Cineva: your code is 654321.");
    await ctx.deps.sms.send("84911111111", "Someone else's code 111111");
    for (const phone of ["0987654321", "+84 987 654 321", "84987654321"]) {
      const response = await ctx.get(`/api/sandbox/sms?phone=${encodeURIComponent(phone)}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { messages: { body: string; code: string | null }[] };
      expect(body.messages.map((m) => m.code)).toEqual(["654321", "123456"]);
    }
    expect((await ctx.get("/api/sandbox/sms")).status).toBe(422);
  });
});

describe("outside sandbox mode", () => {
  it("has no sandbox routes", async () => {
    const off = await createTestContext({
      config: { sandbox: false, payment: { ...TEST_CONFIG.payment, available: false, testGateway: false } },
    });
    try {
      expect((await off.get("/sandbox/pay?vnp_TxnRef=x")).status).toBe(404);
      expect((await off.post("/sandbox/pay", {})).status).toBe(404);
      expect((await off.get("/api/sandbox/sms?phone=0987654321")).status).toBe(404);
      expect((await off.get("/api/sandbox/sms")).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
