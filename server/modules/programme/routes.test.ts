/** @jest-environment node */
import { eq } from "drizzle-orm";
import {
  distributorApplications,
  pointTransactions,
  rewardRedemptions,
  rewards,
  users,
} from "../../db/schema";
import { processIpn } from "../payments";
import { changePoints } from "./points";
import { onReferralCompleted } from "./referrals";
import { signedQuery } from "../payments";
import { createTestContext, createUser, tokenFor, type TestContext } from "../../test/harness";

// Some tests open a database of their own (a few seconds on PGlite).
jest.setTimeout(30_000);

const DAY = 86_400_000;

// Rewards, invites and the distributor section share one database (opening one takes seconds).
let shared: Promise<TestContext> | undefined;
const sharedContext = () => (shared ??= createTestContext());
afterAll(async () => {
  if (shared) await (await shared).close();
});

async function viewer(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(ctx, overrides);
  return { user, token: await tokenFor(ctx, user.id) };
}

async function give(ctx: TestContext, userId: number, delta: number, at: Date, ref: string | null = null) {
  await changePoints(ctx.db, { userId, delta, reason: "adjust", ref, now: at });
}

async function pointsOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

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
    expect(await first.json()).toMatchObject({
      day: "2026-11-22",
      streak: 1,
      points_awarded: 10,
      points: 10,
      next_checkin_points: 15,
    });

    const again = await ctx.post("/api/rewards/check-in", {}, { token });
    expect(again.status).toBe(409);
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

describe("GET /api/leaderboard", () => {
  let ctx: TestContext;
  // Sunday 22 November 2026, 10:00 in Vietnam: the week began on Monday the 16th, the month on the 1st.
  const now = new Date("2026-11-22T03:00:00.000Z");
  beforeAll(async () => {
    ctx = await createTestContext({ now });
  });
  afterAll(() => ctx.close());

  type Board = {
    period: string;
    from: string | null;
    entries: { rank: number; name: string; avatar: string | null; points: number; is_me: boolean }[];
    me: { rank: number; points: number } | null;
  };
  const board = async (query: string, token?: string) => {
    const response = await ctx.get(`/api/leaderboard${query}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as Board;
  };

  it("ranks points earned in the week, the month and all time, with masked names", async () => {
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const { user: weekly } = await createUser(ctx, { name: "Nguyễn Văn Tuần", avatar: "weekly.webp" });
    const { user: monthly } = await createUser(ctx, { name: "Trần Thị Tháng" });
    const { user: veteran } = await createUser(ctx, { name: null, phoneNumber: "84912345678" });
    await give(ctx, weekly.id, 300, ago(1));
    await give(ctx, monthly.id, 500, ago(10));
    await give(ctx, monthly.id, 50, ago(2));
    await give(ctx, veteran.id, 1000, ago(45));
    // Spending does not lower a place on the board.
    await changePoints(ctx.db, { userId: veteran.id, delta: -900, reason: "redeem", ref: "x", now: ago(1) });

    const week = await board("?period=week");
    expect(week.from).toBe("2026-11-15T17:00:00.000Z");
    expect(week.entries.map((e) => [e.name, e.points])).toEqual([
      ["Ng******ần", 300],
      ["Tr******ng", 50],
    ]);
    expect(week.entries[0]).toMatchObject({ rank: 1, avatar: "weekly.webp", is_me: false });

    const month = await board("?period=month");
    expect(month.from).toBe("2026-10-31T17:00:00.000Z");
    expect(month.entries.map((e) => [e.rank, e.name, e.points])).toEqual([
      [1, "Tr******ng", 550],
      [2, "Ng******ần", 300],
    ]);

    const all = await board("?period=all");
    expect(all.from).toBeNull();
    // No name: the local phone number, masked.
    expect(all.entries[0]).toMatchObject({ rank: 1, name: "09******78", points: 1000 });
    const text = JSON.stringify(all);
    expect(text).not.toContain("912345678");
    expect(text).not.toContain(`"id"`);

    expect((await board("")).period).toBe("week");
    expect((await ctx.get("/api/leaderboard?period=year")).status).toBe(422);
  });

  it("orders ties by who reached the total first, and leaves out blocked accounts", async () => {
    const fresh = await createTestContext({ now });
    try {
      const { user: late } = await createUser(fresh, { name: "Late Comer" });
      const { user: early } = await createUser(fresh, { name: "Early Bird" });
      const { user: blocked } = await createUser(fresh, { status: "blocked", name: "Blocked One" });
      await give(fresh, late.id, 100, new Date(now.getTime() - 1 * 3_600_000));
      await give(fresh, early.id, 60, new Date(now.getTime() - 5 * 3_600_000));
      await give(fresh, early.id, 40, new Date(now.getTime() - 3 * 3_600_000));
      await give(fresh, blocked.id, 500, new Date(now.getTime() - 3 * 3_600_000));
      const body = (await (await fresh.get("/api/leaderboard?period=week")).json()) as Board;
      expect(body.entries.map((e) => [e.rank, e.name, e.points])).toEqual([
        [1, "Ea******rd", 100],
        [2, "La******er", 100],
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("shows the top 100 and the caller's own place, also outside it", async () => {
    const fresh = await createTestContext({ now });
    try {
      const crowd = await fresh.db
        .insert(users)
        .values(
          Array.from({ length: 105 }, (_, i) => ({
            phoneNumber: `849777${String(i).padStart(5, "0")}`,
            name: `Crowd Member ${i}`,
            referralCode: `CROWD${i}`,
          })),
        )
        .returning({ id: users.id });
      for (const [i, { id }] of crowd.entries())
        await give(fresh, id, 1000 + i, new Date(now.getTime() - DAY));
      const me = await viewer(fresh);
      await give(fresh, me.user.id, 5, new Date(now.getTime() - DAY));
      const nobody = await viewer(fresh);

      const mine = (await (
        await fresh.get("/api/leaderboard?period=week", { token: me.token })
      ).json()) as Board;
      expect(mine.entries).toHaveLength(100);
      expect(mine.entries[0]).toMatchObject({ rank: 1, points: 1104 });
      expect(mine.entries.at(-1)!.rank).toBe(100);
      expect(mine.entries.some((e) => e.is_me)).toBe(false);
      expect(mine.me).toEqual({ rank: 106, points: 5 });

      const top = (await (
        await fresh.get("/api/leaderboard?period=week", { token: await tokenFor(fresh, crowd[104]!.id) })
      ).json()) as Board;
      expect(top.me).toEqual({ rank: 1, points: 1104 });
      expect(top.entries[0]!.is_me).toBe(true);

      const none = (await (
        await fresh.get("/api/leaderboard?period=week", { token: nobody.token })
      ).json()) as Board;
      expect(none.me).toBeNull();
      expect((await (await fresh.get("/api/leaderboard?period=week")).json()) as Board).toMatchObject({
        me: null,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe("GET /api/invites", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await sharedContext();
  });

  it("lists the people the caller invited, masked, with the points they earned", async () => {
    const { user, token } = await viewer(ctx);
    const { user: named } = await createUser(ctx, { name: "Phạm Minh Châu", phoneNumber: "84981112233" });
    const { user: unnamed } = await createUser(ctx, { name: null, phoneNumber: "84985556677" });
    await onReferralCompleted(ctx.db, user.id, named.id, ctx.deps.now());
    ctx.advance(60_000);
    await onReferralCompleted(ctx.db, user.id, unnamed.id, ctx.deps.now());

    const response = await ctx.get("/api/invites", { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & { invited: Record<string, unknown>[] };
    expect(body).toMatchObject({
      referral_code: user.referralCode,
      referral_link: `http://localhost:3000/?ref=${user.referralCode}`,
      invite_points: 100,
      total_points: 200,
    });
    expect(body.invited).toEqual([
      { name: "09******77", phone: "09******77", joined_at: expect.any(String), points_earned: 100 },
      { name: "Ph******âu", phone: "09******33", joined_at: expect.any(String), points_earned: 100 },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/981112233|985556677/);
    expect(await pointsOf(ctx, user.id)).toBe(200);

    const other = await viewer(ctx);
    const empty = (await (await ctx.get("/api/invites", { token: other.token })).json()) as {
      invited: unknown[];
      total_points: number;
    };
    expect(empty).toMatchObject({ invited: [], total_points: 0 });
    expect((await ctx.get("/api/invites")).status).toBe(401);
  });
});

describe("the distributor section", () => {
  let ctx: TestContext;
  // 10:00 on 22 November 2026 in Vietnam.
  beforeAll(async () => {
    ctx = await sharedContext();
  });

  it("lets a viewer apply once at a time, with a 20–1000 character message", async () => {
    const { user, token } = await viewer(ctx);
    const before = (await (await ctx.get("/api/distributor", { token })).json()) as Record<string, unknown>;
    expect(before).toMatchObject({
      is_distributor: false,
      application: null,
      programme: { commission_rate: 10, description: expect.stringContaining("10%") },
    });

    const short = await ctx.post("/api/distributor/apply", { message: "too short" }, { token });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: Record<string, string[]> }).errors.message![0]).toBe(
      "Write at least 20 characters.",
    );
    expect((await ctx.post("/api/distributor/apply", { message: "x".repeat(1001) }, { token })).status).toBe(
      422,
    );
    expect((await ctx.post("/api/distributor/apply", { message: 42 }, { token })).status).toBe(422);

    const message = "I run a film club of 300 students in Hà Nội and would share Cineva with them.";
    const applied = await ctx.post("/api/distributor/apply", { message, contact: "0901234567" }, { token });
    expect(applied.status).toBe(201);
    expect(await applied.json()).toMatchObject({ application: { status: "pending" } });
    const again = await ctx.post("/api/distributor/apply", { message }, { token });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "You already have an application under review.",
    );

    const after = (await (await ctx.get("/api/distributor", { token })).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ is_distributor: false, application: { status: "pending" } });
    const rows = await ctx.db
      .select()
      .from(distributorApplications)
      .where(eq(distributorApplications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toContain("0901234567");

    // Once reviewed, a new application is possible.
    await ctx.db
      .update(distributorApplications)
      .set({ status: "rejected" })
      .where(eq(distributorApplications.userId, user.id));
    expect((await ctx.post("/api/distributor/apply", { message }, { token })).status).toBe(201);
    expect((await ctx.post("/api/distributor/apply", { message })).status).toBe(401);
  });

  it("lets only one of simultaneous applications through", async () => {
    const { token } = await viewer(ctx);
    const message = "Simultaneous application from a double click on the button.";
    const statuses = (
      await Promise.all([1, 2, 3].map(() => ctx.post("/api/distributor/apply", { message }, { token })))
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it("shows a distributor their commissions, a zero-filled 12-month chart and totals", async () => {
    const { user: distributor, token } = await viewer(ctx, {
      role: "distributor",
      commissionRateBp: 1500,
      referralCode: "DISTRO1",
    });
    const { user: payer } = await createUser(ctx, { name: "Lê Hoàng Nam", referredBy: distributor.id });
    await createUser(ctx, { referredBy: distributor.id });
    const { config } = ctx.deps;

    // Two paid top-ups: one in September, one now (November).
    const pay = async (amount: number, at: Date, ref: string) => {
      const { payments } = await import("../../db/schema");
      await ctx.db.insert(payments).values({
        userId: payer.id,
        orderRef: ref,
        amount,
        method: "bank",
        provider: "vnpay",
        createdAt: at,
      });
      const query = new URLSearchParams(
        signedQuery(
          {
            vnp_Amount: String(amount * 100),
            vnp_ResponseCode: "00",
            vnp_TransactionStatus: "00",
            vnp_TxnRef: ref,
            vnp_TransactionNo: "1",
          },
          config.payment.hashSecret,
        ),
      );
      expect(await processIpn(ctx.db, config, Object.fromEntries(query), at)).toMatchObject({
        RspCode: "00",
      });
    };
    await pay(200_000, new Date("2026-09-10T05:00:00Z"), "CVSEPT");
    await pay(1_000_000, new Date("2026-11-20T05:00:00Z"), "CVNOV");

    const response = await ctx.get("/api/distributor", { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      is_distributor: boolean;
      commission_rate: number;
      referral_link: string;
      topups: { user: string; amount: number; commission: number }[];
      earnings_by_month: { month: string; topups: number; commission: number }[];
      totals: Record<string, number>;
    };
    expect(body).toMatchObject({
      is_distributor: true,
      commission_rate: 15,
      referral_link: "http://localhost:3000/?ref=DISTRO1",
    });
    expect(body.topups).toEqual([
      expect.objectContaining({ user: "Lê******am", amount: 1_000_000, commission: 150_000 }),
      expect.objectContaining({ user: "Lê******am", amount: 200_000, commission: 30_000 }),
    ]);
    expect(body.earnings_by_month).toHaveLength(12);
    expect(body.earnings_by_month[0]!.month).toBe("2025-12");
    expect(body.earnings_by_month.at(-1)).toEqual({
      month: "2026-11",
      topups: 1_000_000,
      commission: 150_000,
    });
    expect(body.earnings_by_month.find((m) => m.month === "2026-09")).toEqual({
      month: "2026-09",
      topups: 200_000,
      commission: 30_000,
    });
    expect(body.earnings_by_month.find((m) => m.month === "2026-10")).toEqual({
      month: "2026-10",
      topups: 0,
      commission: 0,
    });
    expect(body.totals).toEqual({
      referred_users: 2,
      topups: 1_200_000,
      commission: 180_000,
      this_month: 150_000,
    });

    const [row] = await ctx.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, distributor.id));
    expect(row!.balance).toBe(180_000);
    expect(
      (
        await ctx.post(
          "/api/distributor/apply",
          { message: "I am already a distributor, really." },
          { token },
        )
      ).status,
    ).toBe(409);
  });

  it("requires a signed-in caller", async () => {
    expect((await ctx.get("/api/distributor")).status).toBe(401);
  });
});
