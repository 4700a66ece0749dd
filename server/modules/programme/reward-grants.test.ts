/** @jest-environment node */
import { and, eq } from "drizzle-orm";
import { balanceLedger, rewards, users } from "../../db/schema";
import { createTestContext, type TestContext } from "../../test-harness";
import { give, pointsOf, viewer } from "./test-kit";

// Rewards that give something by themselves (issue #38): Premium and early access by days after what
// the viewer has, balance vouchers as a ledger row paid once per redemption.

let ctx: TestContext;
const ids = { week: 0, early: 0, voucher: 0, tshirt: 0 };

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date("2026-11-28T03:00:00.000Z") });
  const made = await ctx.db
    .insert(rewards)
    .values(
      (
        [
          ["1 week of Premium", "1 tuần Premium", "premium", 7],
          ["Early access", "Xem sớm", "early_access", 30],
          ["₫20,000 voucher", "Phiếu 20.000 ₫", "balance", 20_000],
          ["T-shirt", "Áo thun", null, null],
        ] as const
      ).map(([nameEn, nameVi, grantKind, grantAmount]) => ({
        nameEn,
        nameVi,
        grantKind,
        grantAmount,
        descriptionEn: "",
        descriptionVi: "",
        costPoints: 100,
      })),
    )
    .returning({ id: rewards.id });
  [ids.week, ids.early, ids.voucher, ids.tshirt] = made.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
});
afterAll(() => ctx.close());

const redeem = async (token: string, id: number, lang = "en") => {
  const response = await ctx.post(
    `/api/rewards/${id}/redeem`,
    {},
    { token, headers: { "Accept-Language": lang } },
  );
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
};
const premiumOf = async (token: string) =>
  (await (await ctx.get("/api/premium", { token })).json()) as {
    premium: boolean;
    premium_until: string | null;
    early_access_until: string | null;
    balance: number;
  };

describe("a Premium reward", () => {
  it("gives seven days of Premium, and seven more after those when redeemed again", async () => {
    const { user, token } = await viewer(ctx);
    await give(ctx, user.id, 300, ctx.deps.now());
    expect(await redeem(token, ids.week)).toEqual({
      status: 201,
      message: "You redeemed 1 week of Premium: you have Premium until 05/12/2026, 10:00.",
    });
    expect(await premiumOf(token)).toMatchObject({
      premium: true,
      premium_until: "2026-12-05T03:00:00.000Z",
    });
    expect((await redeem(token, ids.week, "vi")).message).toBe(
      "Bạn đã đổi 1 tuần Premium: bạn có Premium đến 10:00 12/12/2026.",
    );
    expect(await pointsOf(ctx, user.id)).toBe(100);
  });

  it("follows Premium already bought, and leaves its renewal as the viewer chose it", async () => {
    const { user, token } = await viewer(ctx, { balance: 100_000 });
    await give(ctx, user.id, 100, ctx.deps.now());
    const plans = (await (await ctx.get("/api/plans")).json()) as { plans: { id: number; days: number }[] };
    const month = plans.plans.find((plan) => plan.days === 30)!;
    await ctx.post(
      "/api/premium",
      { plan_id: month.id, idempotency_key: "reward-test-month-0001", auto_renew: true },
      { token },
    );
    await redeem(token, ids.week);
    expect(await premiumOf(token)).toMatchObject({
      premium_until: "2027-01-04T03:00:00.000Z",
      balance: 11_000,
    });
    expect(await (await ctx.get("/api/premium", { token })).json()).toMatchObject({
      auto_renew: true,
      plan_id: month.id,
    });
  });
});

describe("an early-access reward", () => {
  it("gives early access for 30 days without Premium", async () => {
    const { user, token } = await viewer(ctx);
    await give(ctx, user.id, 100, ctx.deps.now());
    expect((await redeem(token, ids.early)).message).toBe(
      "You redeemed Early access: new episodes reach you a day early until 28/12/2026, 10:00.",
    );
    expect(await premiumOf(token)).toMatchObject({
      premium: false,
      premium_until: null,
      early_access_until: "2026-12-28T03:00:00.000Z",
    });
  });
});

describe("a balance voucher", () => {
  it("adds its đồng to the balance as one ledger row per redemption, even redeemed at once", async () => {
    const { user, token } = await viewer(ctx, { balance: 5_000 });
    await give(ctx, user.id, 250, ctx.deps.now());
    const answers = await Promise.all([1, 2, 3, 4].map(() => redeem(token, ids.voucher)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422, 422]);
    expect(answers.find((answer) => answer.status === 201)!.message).toBe(
      "You redeemed ₫20,000 voucher: ₫20,000 was added to your balance.",
    );
    const rows = await ctx.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, user.id), eq(balanceLedger.reason, "reward")));
    expect(rows.map((row) => row.delta)).toEqual([20_000, 20_000]);
    expect(new Set(rows.map((row) => row.redemptionId)).size).toBe(2);
    const [{ balance }] = (await ctx.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, user.id))) as [{ balance: number }];
    expect(balance).toBe(45_000);
    expect(Math.max(...rows.map((row) => row.balanceAfter))).toBe(45_000);
  });
});

describe("a reward operations fulfil", () => {
  it("gives nothing by itself and says it was redeemed", async () => {
    const { user, token } = await viewer(ctx, { balance: 1_000 });
    await give(ctx, user.id, 100, ctx.deps.now());
    expect(await redeem(token, ids.tshirt)).toEqual({ status: 201, message: "You redeemed T-shirt." });
    expect(await premiumOf(token)).toMatchObject({ premium: false, premium_until: null, balance: 1_000 });
  });
});
