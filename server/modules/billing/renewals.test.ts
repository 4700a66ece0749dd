/** @jest-environment node */
import { and, eq } from "drizzle-orm";
import { mailOutbox, purchases, users } from "../../db/schema";
import { createTestContext, createViewer, type TestContext } from "../../test-harness";
import { buyPremium } from "./premium";
import { renewalKey, runRenewals } from "./renewals";

// Premium renewing from the balance (issue #38): an hour before the end, once per period, and a
// clear failure when the balance is short.

const HOUR = 3_600_000;
let ctx: TestContext;
let week = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date("2026-11-28T03:00:00.000Z") });
  const body = (await (await ctx.get("/api/plans")).json()) as { plans: { id: number; days: number }[] };
  week = body.plans.find((plan) => plan.days === 7)!.id;
});
afterAll(() => ctx.close());

const run = () => runRenewals(ctx.jobDeps());
const status = async (token: string) =>
  (await (await ctx.get("/api/premium", { token })).json()) as {
    premium: boolean;
    premium_until: string | null;
    auto_renew: boolean;
    renewal_failed: { at: string; price: number | null } | null;
    balance: number;
  };
const buy = (token: string, autoRenew: boolean | undefined) =>
  ctx.post(
    "/api/premium",
    {
      plan_id: week,
      idempotency_key: `renewal-test-${Math.random().toString(36).slice(2)}`,
      auto_renew: autoRenew,
    },
    { token },
  );

it("renews in the last hour, after what is paid, once however often the job runs", async () => {
  const start = ctx.deps.now();
  const { user, token } = await createViewer(ctx, { balance: 60_000 });
  const other = await createViewer(ctx, { balance: 60_000 });
  await buy(token, true);
  await buy(other.token, false);
  // Not yet: more than an hour is left.
  ctx.advance(7 * 24 * HOUR - 2 * HOUR);
  expect(await run()).toEqual({ reminded: 0, renewed: 0, short: 0, notForSale: 0 });
  ctx.advance(90 * 60_000);
  expect(await run()).toEqual({ reminded: 0, renewed: 1, short: 0, notForSale: 0 });
  expect(await run()).toEqual({ reminded: 0, renewed: 0, short: 0, notForSale: 0 });
  expect(await status(token)).toMatchObject({
    premium: true,
    premium_until: new Date(start.getTime() + 14 * 24 * HOUR).toISOString(),
    auto_renew: true,
    balance: 2_000,
  });
  const bought = await ctx.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, user.id), eq(purchases.renewal, true)));
  expect(bought).toHaveLength(1);
  // The viewer who did not choose renewal keeps their balance, and their Premium ends.
  ctx.advance(HOUR);
  expect(await status(other.token)).toMatchObject({ premium: false, balance: 31_000 });
  ctx.advance(-(7 * 24 * HOUR + 30 * 60_000));
});

it("turns renewal off with a clear reason when the balance is short, and Premium ends when paid to", async () => {
  const { user, token } = await createViewer(ctx, { balance: 40_000 });
  await buy(token, true);
  ctx.advance(7 * 24 * HOUR - 30 * 60_000);
  try {
    expect(await run()).toEqual({ reminded: 0, renewed: 0, short: 1, notForSale: 0 });
    expect(await status(token)).toMatchObject({
      premium: true,
      auto_renew: false,
      renewal_failed: { at: ctx.deps.now().toISOString(), price: 29_000 },
      balance: 11_000,
    });
    ctx.advance(HOUR);
    expect((await status(token)).premium).toBe(false);
    // Turning renewal on again clears the failure.
    await ctx.db.update(users).set({ balance: 50_000 }).where(eq(users.id, user.id));
    await ctx.put("/api/premium/renewal", { auto_renew: true }, { token });
    expect(await status(token)).toMatchObject({ premium: false, auto_renew: true, renewal_failed: null });
  } finally {
    ctx.advance(-(7 * 24 * HOUR + 30 * 60_000));
  }
});

it("reminds three days ahead by e-mail, once per period, and says what to top up when short", async () => {
  const mailsTo = (address: string) =>
    ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const verified = { emailVerifiedAt: ctx.deps.now() };
  const rich = await createViewer(ctx, { balance: 100_000, email: "rich@example.com", ...verified });
  const poor = await createViewer(ctx, { balance: 35_000, email: "poor@example.com", ...verified });
  const unverified = await createViewer(ctx, { balance: 100_000, email: "unsure@example.com" });
  for (const viewer of [rich, poor, unverified]) await buy(viewer.token, true);
  ctx.advance(4 * 24 * HOUR - HOUR); // 3 days and an hour before the end
  try {
    expect((await run()).reminded).toBe(0);
    ctx.advance(2 * HOUR);
    expect((await run()).reminded).toBe(2);
    expect((await run()).reminded).toBe(0);
    const [mail] = await mailsTo("rich@example.com");
    expect(mail!.subject).toBe(
      "Gói Premium Cineva của bạn sẽ gia hạn vào 05/12/2026 / Your Cineva Premium renews on 05/12/2026",
    );
    expect(mail!.body).toContain("Your Premium renews by itself on 05/12/2026: ₫29,000 will be paid");
    expect(mail!.body).toContain("which is ₫71,000 today");
    expect(mail!.body).not.toContain("top up");
    const [short] = await mailsTo("poor@example.com");
    expect(short!.body).toContain("Your balance is short of the price: top up ₫23,000 before then");
    expect(short!.body).toContain("hãy nạp thêm 23.000");
    expect(await mailsTo("unsure@example.com")).toHaveLength(0);
  } finally {
    ctx.advance(-(4 * 24 * HOUR + HOUR));
  }
});

it("renews nothing a viewer bought by hand or turned off after the job read them, and one period once", async () => {
  const { user, token } = await createViewer(ctx, { balance: 200_000 });
  const first = (await (await buy(token, true)).json()) as { premium: { premium_until: string } };
  const paidUntil = new Date(first.premium.premium_until);
  ctx.advance(7 * 24 * HOUR - 30 * 60_000);
  const renew = (until: Date) =>
    buyPremium(ctx.db, {
      userId: user.id,
      planId: week,
      key: renewalKey(user.id, until),
      renewalOf: until,
      now: ctx.deps.now(),
    });
  const charged = async () =>
    (await ctx.db.select().from(purchases).where(eq(purchases.userId, user.id))).length;
  try {
    // Another week bought by hand (renewal left as it was), then the job's renewal of the old period.
    await buy(token, undefined);
    expect((await status(token)).auto_renew).toBe(true);
    await expect(renew(paidUntil)).rejects.toMatchObject({ reason: "not_due" });
    expect(await charged()).toBe(2);
    // The new period: renewal turned off first, then the job.
    const latest = new Date((await status(token)).premium_until!);
    await ctx.put("/api/premium/renewal", { auto_renew: false }, { token });
    await expect(renew(latest)).rejects.toMatchObject({ reason: "not_due" });
    // Turned on again: two runs at once renew that period once.
    await ctx.put("/api/premium/renewal", { auto_renew: true }, { token });
    const runs = await Promise.all([renew(latest), renew(latest)].map((p) => p.catch((e: unknown) => e)));
    expect(runs.filter((run) => (run as { replayed?: boolean }).replayed === false)).toHaveLength(1);
    expect(await charged()).toBe(3);
  } finally {
    ctx.advance(-(7 * 24 * HOUR - 30 * 60_000));
  }
});
