/** @jest-environment node */
import { createTestContext, createViewer, TEST_CONFIG, type TestContext } from "../../test-harness";

/**
 * Issue #33: the outboxes and the test gateway on a server anyone can reach. Whoever reads the SMS
 * outbox takes over any account (forgot-password, then the code); whoever reads the mail outbox
 * confirms someone else's address; whoever reaches the gateway tops up for free. They answer callers
 * on this machine only. Every request to the server ends its X-Forwarded-For with the address its
 * socket saw (runtime/peer-address.mjs), so that is the address these requests name.
 */

jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const STRANGER = "203.0.113.9";
const from = (address: string, language = "en") => ({
  headers: { "X-Forwarded-For": address, "Accept-Language": language },
});

async function topUpPage(): Promise<string> {
  const { token } = await createViewer(ctx);
  const response = await ctx.post("/api/payments/top-up", { amount: 50_000, method: "bank" }, { token });
  const url = new URL(((await response.json()) as { payment_url: string }).payment_url);
  return `${url.pathname}${url.search}`;
}

describe("the sandbox from another machine", () => {
  it("refuses the SMS outbox, the mail outbox and the gateway with a translated 403", async () => {
    await ctx.deps.sms.send("84987654321", "Cineva: your code is 123456.");
    const page = await topUpPage();
    for (const path of ["/api/sandbox/sms?phone=0987654321", "/api/sandbox/mail?to=a@example.com", page]) {
      const english = await ctx.get(path, from(STRANGER));
      expect(english.status).toBe(403);
      const body = (await english.json()) as { message: string };
      expect(body.message).toBe("This works only on the machine that runs the sandbox.");
      expect(JSON.stringify(body)).not.toContain("123456");
      const vietnamese = await ctx.get(path, from(`10.0.0.1, ${STRANGER}`, "vi"));
      expect(vietnamese.status).toBe(403);
      expect(((await vietnamese.json()) as { message: string }).message).toBe(
        "Chức năng này chỉ dùng được trên chính máy chạy bản thử nghiệm.",
      );
    }
    const paid = await ctx.app.request("/sandbox/pay", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": STRANGER },
      body: new URLSearchParams({ card_number: "9704198526191432198" }).toString(),
    });
    expect(paid.status).toBe(403);
  });

  it("cannot pass for this machine by writing 127.0.0.1 first: the address the server saw is last", async () => {
    const response = await ctx.get("/api/sandbox/sms?phone=0987654321", from(`127.0.0.1, ${STRANGER}`));
    expect(response.status).toBe(403);
  });

  it("refuses a stranger behind the trusted proxy, whose address the proxy wrote", async () => {
    process.env.CINEVA_TRUST_PROXY = "1";
    try {
      const stranger = await ctx.get("/api/sandbox/sms?phone=0987654321", from(`${STRANGER}, 127.0.0.1`));
      expect(stranger.status).toBe(403);
      const local = await ctx.get("/api/sandbox/sms?phone=0987654321", from("127.0.0.1, 127.0.0.1"));
      expect(local.status).toBe(200);
    } finally {
      delete process.env.CINEVA_TRUST_PROXY;
    }
  });

  it("answers this machine, by IPv4 or IPv6 loopback", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await ctx.get("/api/sandbox/sms?phone=0987654321", from(address));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { messages: unknown[] }).messages.length).toBeGreaterThan(0);
    }
    expect((await ctx.get(await topUpPage(), from("127.0.0.1"))).status).toBe(200);
  });
});

describe("with a real payment gateway set", () => {
  it("has no test gateway, even with the outboxes on, so it never signs with the real secret", async () => {
    const real = await createTestContext({
      config: {
        payment: {
          ...TEST_CONFIG.payment,
          testGateway: false,
          gatewayUrl: "https://pay.example/vpcpay.html",
        },
      },
    });
    try {
      expect((await real.get("/sandbox/pay?vnp_TxnRef=x", from("127.0.0.1"))).status).toBe(404);
      expect((await real.get("/api/sandbox/sms?phone=0987654321", from("127.0.0.1"))).status).toBe(200);
    } finally {
      await real.close();
    }
  });
});
