/** @jest-environment node */
import { eq } from "drizzle-orm";
import { pointTransactions, rewardRedemptions, rewards } from "../../db/schema";
import { CHANGED_TAGS_HEADER } from "@/lib/catalogue/tags";
import { changePoints } from "./points";
import { createTestContext, type TestContext } from "../../test-harness";
import { DAY, give, pointsOf, setUpSharedContext, sharedContext, viewer } from "./test-kit";

setUpSharedContext();

describe("check-in and the rewards page", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // 23:00 in Vietnam on 22 November.
    ctx = await createTestContext({ now: new Date("2026-11-22T16:00:00.000Z") });
  });
  afterAll(() => ctx.close());

  it("checks in once per Vietnamese calendar day, growing the streak and resetting it after a missed day", async () => {
    const { user, token } = await viewer(ctx);
    const first = await ctx.post("/api/rewards/check-in", {}, { token });
    expect(first.status).toBe(200);
    // The site's leaderboards are told the board changed.
    expect(first.headers.get(CHANGED_TAGS_HEADER)).toBe("leaderboard");
    expect(await first.json()).toMatchObject({
      day: "2026-11-22",
      streak: 1,
      points_awarded: 10,
      points: 10,
      next_checkin_points: 15,
    });

    const again = await ctx.post("/api/rewards/check-in", {}, { token });
    expect(again.status).toBe(409);
    expect(again.headers.has(CHANGED_TAGS_HEADER)).toBe(false);
    expect(((await again.json()) as { message: string }).message).toBe(
      "You have already checked in today. Come back tomorrow.",
    );
    const vi = await ctx.post("/api/rewards/check-in", {}, { token, headers: { "Accept-Language": "vi" } });
    expect(((await vi.json()) as { message: string }).message).toMatch(/đã điểm danh/);

    // 01:00 in Vietnam: a new day there, though still the 22nd in UTC.
    ctx.advance(2 * 3_600_000);
    const second = await ctx.post("/api/rewards/check-in", {}, { token });
    expect(await second.json()).toMatchObject({
      day: "2026-11-23",
      streak: 2,
      points_awarded: 15,
      points: 25,
    });

    ctx.advance(DAY);
    expect(await (await ctx.post("/api/rewards/check-in", {}, { token })).json()).toMatchObject({
      streak: 3,
      points_awarded: 20,
    });

    // The 25th is missed: the 26th starts again at 1.
    ctx.advance(2 * DAY);
    expect(await (await ctx.post("/api/rewards/check-in", {}, { token })).json()).toMatchObject({
      day: "2026-11-26",
      streak: 1,
      points_awarded: 10,
      points: 55,
    });
    expect(await pointsOf(ctx, user.id)).toBe(55);
  });

  it("lets only one of simultaneous check-ins through", async () => {
    const { user, token } = await viewer(ctx);
    const statuses = (
      await Promise.all([1, 2, 3, 4].map(() => ctx.post("/api/rewards/check-in", {}, { token })))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await pointsOf(ctx, user.id)).toBe(10);
  });

  it("requires a signed-in caller to check in", async () => {
    expect((await ctx.post("/api/rewards/check-in", {})).status).toBe(401);
  });

  it("shows visitors the programme, and signed-in callers their standing", async () => {
    await ctx.db.insert(rewards).values([
      {
        nameEn: "1 week of Premium",
        nameVi: "1 tuần Premium",
        descriptionEn: "Ad-free",
        descriptionVi: "Không quảng cáo",
        costPoints: 300,
        stock: null,
      },
      {
        nameEn: "Retired",
        nameVi: "Ngừng",
        descriptionEn: "-",
        descriptionVi: "-",
        costPoints: 10,
        active: false,
      },
    ]);
    const visitor = await ctx.get("/api/rewards");
    expect(visitor.status).toBe(200);
    const body = (await visitor.json()) as {
      rules: Record<string, unknown>;
      tasks: { key: string; progress: unknown }[];
      rewards: { name: string; affordable: boolean | null; available: boolean }[];
      me: unknown;
    };
    expect(body.me).toBeNull();
    expect(body.rules).toMatchObject({
      time_zone: "Asia/Ho_Chi_Minh",
      checkin: { base: 10, step: 5, max: 50 },
      watch: { points_per_minute: 1, daily_cap: 60 },
      invite: { points: 100 },
    });
    expect(body.tasks.map((task) => task.key)).toEqual(["checkin", "watch", "invite"]);
    expect(body.tasks.every((task) => task.progress === null)).toBe(true);
    expect(body.rewards.map((reward) => reward.name)).toContain("1 week of Premium");
    expect(body.rewards.map((reward) => reward.name)).not.toContain("Retired");
    expect(body.rewards[0]!.affordable).toBeNull();

    const vi = (await (await ctx.get("/api/rewards", { headers: { "Accept-Language": "vi" } })).json()) as {
      rewards: { name: string }[];
    };
    expect(vi.rewards.map((reward) => reward.name)).toContain("1 tuần Premium");

    const { user, token } = await viewer(ctx);
    await ctx.post("/api/rewards/check-in", {}, { token });
    const mine = (await (await ctx.get("/api/rewards", { token })).json()) as {
      me: Record<string, unknown>;
      tasks: { key: string; progress: { current: number; done: boolean } }[];
    };
    expect(mine.me).toMatchObject({
      points: 10,
      streak: 1,
      checked_in_today: true,
      checkin_points: 10,
      invites: 0,
    });
    expect(mine.tasks.find((task) => task.key === "checkin")!.progress).toMatchObject({
      current: 1,
      done: true,
    });
    expect(await pointsOf(ctx, user.id)).toBe(10);
  });
});

describe("redeeming rewards", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await sharedContext();
  });

  async function reward(values: Partial<typeof rewards.$inferInsert> = {}) {
    const [row] = await ctx.db
      .insert(rewards)
      .values({
        nameEn: "Voucher 50,000 ₫",
        nameVi: "Phiếu 50.000 ₫",
        descriptionEn: "Balance voucher",
        descriptionVi: "Phiếu nạp",
        costPoints: 100,
        ...values,
      })
      .returning();
    return row!;
  }

  it("spends points once, never overspending under concurrent redemptions", async () => {
    const { user, token } = await viewer(ctx);
    await give(ctx, user.id, 150, ctx.deps.now());
    const item = await reward();
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => ctx.post(`/api/rewards/${item.id}/redeem`, {}, { token })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    const created = await responses.find((response) => response.status === 201)!.json();
    expect(created).toMatchObject({ redemption: { reward_id: item.id, points_spent: 100 }, points: 50 });
    expect(await pointsOf(ctx, user.id)).toBe(50);
    expect(
      await ctx.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.userId, user.id)),
    ).toHaveLength(1);
  });

  it("never hands out more than the stock", async () => {
    const item = await reward({ stock: 2, costPoints: 10 });
    const people = await Promise.all([1, 2, 3, 4].map(() => viewer(ctx)));
    for (const { user } of people) await give(ctx, user.id, 10, ctx.deps.now());
    const statuses = (
      await Promise.all(people.map(({ token }) => ctx.post(`/api/rewards/${item.id}/redeem`, {}, { token })))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const [row] = await ctx.db.select().from(rewards).where(eq(rewards.id, item.id));
    expect(row!.stock).toBe(0);
  });

  it("refuses unknown, retired and unaffordable rewards", async () => {
    const { token } = await viewer(ctx);
    const retired = await reward({ active: false, costPoints: 1 });
    const pricey = await reward({ costPoints: 1_000_000 });
    expect((await ctx.post("/api/rewards/999999/redeem", {}, { token })).status).toBe(404);
    expect((await ctx.post("/api/rewards/abc/redeem", {}, { token })).status).toBe(404);
    expect((await ctx.post(`/api/rewards/${retired.id}/redeem`, {}, { token })).status).toBe(409);
    const poor = await ctx.post(`/api/rewards/${pricey.id}/redeem`, {}, { token });
    expect(poor.status).toBe(422);
    expect(((await poor.json()) as { message: string }).message).toBe(
      "You do not have enough points for this reward.",
    );
    expect((await ctx.post(`/api/rewards/${pricey.id}/redeem`, {})).status).toBe(401);
  });

  it("lists the caller's point history, newest first, paginated", async () => {
    const { user, token } = await viewer(ctx);
    const start = ctx.deps.now().getTime();
    await give(ctx, user.id, 200, new Date(start - 3 * DAY));
    await changePoints(ctx.db, {
      userId: user.id,
      delta: 10,
      reason: "checkin",
      ref: "d1",
      now: new Date(start - 2 * DAY),
    });
    const item = await reward({ costPoints: 100 });
    await ctx.post(`/api/rewards/${item.id}/redeem`, {}, { token });

    const page = await ctx.get("/api/rewards/history?per_page=2", { token });
    expect(page.status).toBe(200);
    const body = (await page.json()) as {
      data: { delta: number; reason: string; description: string }[];
      meta: Record<string, number>;
      points: number;
    };
    expect(body.data).toEqual([
      expect.objectContaining({ delta: -100, reason: "redeem", description: "Redeemed: Voucher 50,000 ₫" }),
      expect.objectContaining({ delta: 10, reason: "checkin", description: "Daily check-in" }),
    ]);
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(body.points).toBe(110);
    const vi = (await (
      await ctx.get("/api/rewards/history?page=2&per_page=2", { token, headers: { "Accept-Language": "vi" } })
    ).json()) as { data: { description: string }[] };
    expect(vi.data).toEqual([expect.objectContaining({ description: "Điều chỉnh" })]);
    expect((await ctx.get("/api/rewards/history?per_page=0", { token })).status).toBe(422);
    expect((await ctx.get("/api/rewards/history")).status).toBe(401);
  });

  it("keeps users.points equal to the sum of the user's transactions", async () => {
    const { user, token } = await viewer(ctx);
    await ctx.post("/api/rewards/check-in", {}, { token });
    await give(ctx, user.id, 500, ctx.deps.now());
    const item = await reward({ costPoints: 200 });
    await ctx.post(`/api/rewards/${item.id}/redeem`, {}, { token });
    const rows = await ctx.db.select().from(pointTransactions).where(eq(pointTransactions.userId, user.id));
    expect(await pointsOf(ctx, user.id)).toBe(rows.reduce((sum, row) => sum + row.delta, 0));
    expect(await pointsOf(ctx, user.id)).toBe(310);
  });
});
