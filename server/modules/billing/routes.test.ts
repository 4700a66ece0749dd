/** @jest-environment node */
import { and, eq } from "drizzle-orm";
import { balanceLedger, planPrices, plans, users } from "../../db/schema";
import { createTestContext, createViewer, type TestContext } from "../../test-harness";

// Premium bought from the balance through the API (issue #38): the server's price, once per key,
// never past the balance, with a receipt; on PGlite and PostgreSQL.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: new Date("2026-11-28T03:00:00.000Z") });
});
afterAll(() => ctx.close());

type Plan = { id: number; days: number; price: number };
const planOf = async (days: number): Promise<Plan> => {
  const body = (await (await ctx.get("/api/plans")).json()) as { plans: Plan[] };
  return body.plans.find((plan) => plan.days === days)!;
};
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
const balanceOf = async (id: number) =>
  (await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, id)))[0]!.balance;
const purchaseRows = (id: number) =>
  ctx.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.userId, id), eq(balanceLedger.reason, "purchase")));

describe("the plans", () => {
  it("lists 7, 30 and 90 days at their prices, and what free and Premium give, to anyone", async () => {
    const response = await ctx.get("/api/plans");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(await response.json()).toEqual({
      plans: [
        { id: expect.any(Number), days: 7, price: 29_000 },
        { id: expect.any(Number), days: 30, price: 89_000 },
        { id: expect.any(Number), days: 90, price: 239_000 },
      ],
      benefits: {
        free: { max_height: 720, screens: 1, early_access: false },
        premium: { max_height: 1080, screens: 2, early_access: true },
      },
    });
  });

  it("charge a new price from the moment it takes effect, not before", async () => {
    const week = await planOf(7);
    await ctx.db.insert(planPrices).values({
      planId: week.id,
      price: 35_000,
      effectiveFrom: new Date("2026-12-01T00:00:00+07:00"),
      setBy: "test",
    });
    expect((await planOf(7)).price).toBe(29_000);
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    ctx.advance(3 * 86_400_000); // 1 December, 10:00 in Vietnam
    try {
      expect((await planOf(7)).price).toBe(35_000);
      const bought = await ctx.post("/api/premium", { plan_id: week.id, idempotency_key: key() }, { token });
      expect(bought.status).toBe(201);
      expect(await balanceOf(user.id)).toBe(65_000);
    } finally {
      await ctx.db.delete(planPrices).where(eq(planPrices.price, 35_000));
      ctx.advance(-3 * 86_400_000);
    }
  });
});

describe("buying Premium", () => {
  it("charges the plan's price from the balance once, as a ledger row, and gives the period with a receipt", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    const month = await planOf(30);
    const response = await ctx.post(
      "/api/premium",
      { plan_id: month.id, idempotency_key: key(), auto_renew: true },
      { token },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      message: string;
      receipt: Record<string, unknown>;
      premium: Record<string, unknown>;
    };
    expect(body.message).toBe("Thank you! You have Premium until 28/12/2026, 10:00.");
    expect(body.receipt).toMatchObject({
      kind: "premium",
      description: "Premium, 30 days",
      amount: 89_000,
      period_start: "2026-11-28T03:00:00.000Z",
      period_end: "2026-12-28T03:00:00.000Z",
      renewal: false,
    });
    expect(body.premium).toEqual({
      premium: true,
      premium_until: "2026-12-28T03:00:00.000Z",
      early_access_until: null,
      auto_renew: true,
      plan_id: month.id,
      renewal_failed: null,
      balance: 11_000,
    });
    expect(await balanceOf(user.id)).toBe(11_000);
    const rows = await purchaseRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: -89_000, balanceAfter: 11_000 });

    // Its receipt, in both languages; and the status a later visit reads.
    const receipts = (await (await ctx.get("/api/purchases", { token })).json()) as {
      data: { description: string; amount: number }[];
    };
    expect(receipts.data).toEqual([
      expect.objectContaining({ description: "Premium, 30 days", amount: 89_000 }),
    ]);
    const vi = (await (
      await ctx.get("/api/purchases", { token, headers: { "Accept-Language": "vi" } })
    ).json()) as { data: { description: string }[] };
    expect(vi.data[0]!.description).toBe("Premium 30 ngày");
    expect(await (await ctx.get("/api/premium", { token })).json()).toMatchObject({
      premium: true,
      premium_until: "2026-12-28T03:00:00.000Z",
      balance: 11_000,
    });
  });

  it("adds a second period after the first, so no paid day is lost", async () => {
    const { token } = await createViewer(ctx, { balance: 100_000 });
    const week = await planOf(7);
    for (const expected of ["2026-12-05T03:00:00.000Z", "2026-12-12T03:00:00.000Z"]) {
      const body = (await (
        await ctx.post("/api/premium", { plan_id: week.id, idempotency_key: key() }, { token })
      ).json()) as { premium: { premium_until: string } };
      expect(body.premium.premium_until).toBe(expected);
    }
  });

  it("charges once for a key sent again, even twenty times at once, and answers with the same receipt", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    const week = await planOf(7);
    const same = { plan_id: week.id, idempotency_key: key() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.post("/api/premium", same, { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const receipts = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { receipt: { id: number } }).receipt.id),
    );
    expect(new Set(receipts).size).toBe(1);
    expect(await balanceOf(user.id)).toBe(71_000);
    expect(await purchaseRows(user.id)).toHaveLength(1);

    // The same key for another plan is refused, and charges nothing.
    const other = await ctx.post(
      "/api/premium",
      { plan_id: (await planOf(30)).id, idempotency_key: same.idempotency_key },
      { token },
    );
    expect(other.status).toBe(409);
    expect(await balanceOf(user.id)).toBe(71_000);
  });

  it("never overdraws: of twenty purchases at once with different keys, the balance pays for three", async () => {
    const { user, token } = await createViewer(ctx, { balance: 90_000 });
    const week = await planOf(7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.post("/api/premium", { plan_id: week.id, idempotency_key: key() }, { token }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    expect(await balanceOf(user.id)).toBe(3_000);
    expect(await purchaseRows(user.id)).toHaveLength(3);
  });

  it("refuses a short balance with what is missing, in the caller's language, and changes nothing", async () => {
    const { user, token } = await createViewer(ctx, { balance: 20_000 });
    const week = await planOf(7);
    const body = { plan_id: week.id, idempotency_key: key() };
    const en = await ctx.post("/api/premium", body, { token });
    expect(en.status).toBe(402);
    expect(((await en.json()) as { message: string }).message).toBe(
      "This costs ₫29,000 and your balance is ₫20,000: top up ₫9,000 to buy it.",
    );
    const vi = await ctx.post("/api/premium", body, { token, headers: { "Accept-Language": "vi" } });
    expect(((await vi.json()) as { message: string }).message).toMatch(/^Giá 29\.000/);
    expect(await balanceOf(user.id)).toBe(20_000);
    expect(await (await ctx.get("/api/premium", { token })).json()).toMatchObject({
      premium: false,
      premium_until: null,
    });
  });

  it("charges the server's price whatever the browser sends, and refuses plans not on sale", async () => {
    const { user, token } = await createViewer(ctx, { balance: 100_000 });
    const week = await planOf(7);
    const tampered = await ctx.post(
      "/api/premium",
      { plan_id: week.id, idempotency_key: key(), price: 1, amount: 1, days: 3650 },
      { token },
    );
    expect(tampered.status).toBe(201);
    expect(
      ((await tampered.json()) as { receipt: { amount: number; period_end: string } }).receipt,
    ).toMatchObject({
      amount: 29_000,
      period_end: "2026-12-05T03:00:00.000Z",
    });
    expect(await balanceOf(user.id)).toBe(71_000);

    const [retired] = await ctx.db.insert(plans).values({ days: 365, active: false }).returning();
    for (const planId of [retired!.id, 999_999]) {
      const refused = await ctx.post("/api/premium", { plan_id: planId, idempotency_key: key() }, { token });
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe("This plan is not on sale.");
    }
    expect(await balanceOf(user.id)).toBe(71_000);
  });

  it("refuses bad input with a reason per field, and a caller who is not signed in", async () => {
    const { token } = await createViewer(ctx, { balance: 100_000 });
    const bad = await ctx.post("/api/premium", { plan_id: "seven", idempotency_key: "short" }, { token });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      plan_id: ["Choose a plan."],
      idempotency_key: ["This purchase has no valid key. Reload the page and try again."],
    });
    const week = await planOf(7);
    expect((await ctx.post("/api/premium", { plan_id: week.id, idempotency_key: key() })).status).toBe(401);
    expect((await ctx.get("/api/premium")).status).toBe(401);
    expect((await ctx.get("/api/purchases")).status).toBe(401);
  });
});

describe("renewal", () => {
  it("is turned off and on again; Premium paid for runs on either way", async () => {
    const { token } = await createViewer(ctx, { balance: 100_000 });
    const week = await planOf(7);
    await ctx.post("/api/premium", { plan_id: week.id, idempotency_key: key(), auto_renew: true }, { token });
    const off = await ctx.put("/api/premium/renewal", { auto_renew: false }, { token });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({
      premium: true,
      auto_renew: false,
      premium_until: "2026-12-05T03:00:00.000Z",
    });
    const on = await ctx.put("/api/premium/renewal", { auto_renew: true }, { token });
    expect(await on.json()).toMatchObject({ auto_renew: true, plan_id: week.id });
  });

  it("has nothing to renew before a first plan", async () => {
    const { token } = await createViewer(ctx, { balance: 100_000 });
    const refused = await ctx.put("/api/premium/renewal", { auto_renew: true }, { token });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "There is no Premium plan to renew. Buy a plan first.",
    );
  });
});
