/** @jest-environment node */
import { inArray, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { changePoints } from "./points";
import { onReferralCompleted } from "./referrals";
import { createTestContext, createUser, queryRows, tokenFor, type TestContext } from "../../test-harness";
import { DAY, give, pointsOf, setUpSharedContext, sharedContext, viewer } from "./test-kit";

setUpSharedContext();

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
    entries: {
      rank: number;
      name: string;
      masked: boolean;
      avatar: string | null;
      points: number;
      is_me: boolean;
    }[];
    me: { rank: number; points: number } | null;
  };
  const board = async (query: string, token?: string) => {
    const response = await ctx.get(`/api/leaderboard${query}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as Board;
  };

  it("ranks points earned in the week, the month and all time, by the names viewers chose", async () => {
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const { user: weekly } = await createUser(ctx, { name: " Nguyễn Văn Tuần ", avatar: "weekly.webp" });
    const { user: monthly } = await createUser(ctx, { name: "Trần Thị Tháng", leaderboardPrivate: true });
    const { user: veteran } = await createUser(ctx, { name: null, phoneNumber: "84912345678" });
    await give(ctx, weekly.id, 300, ago(1));
    await give(ctx, monthly.id, 500, ago(10));
    await give(ctx, monthly.id, 50, ago(2));
    await give(ctx, veteran.id, 1000, ago(45));
    // Spending does not lower a place on the board.
    await changePoints(ctx.db, { userId: veteran.id, delta: -900, reason: "redeem", ref: "x", now: ago(1) });

    const week = await board("?period=week");
    expect(week.from).toBe("2026-11-15T17:00:00.000Z");
    // The name as chosen; a viewer who keeps it private is masked, without their picture.
    expect(week.entries.map((e) => [e.name, e.masked, e.points])).toEqual([
      ["Nguyễn Văn Tuần", false, 300],
      ["Tr******ng", true, 50],
    ]);
    expect(week.entries[0]).toMatchObject({ rank: 1, avatar: "weekly.webp", is_me: false });

    const month = await board("?period=month");
    expect(month.from).toBe("2026-10-31T17:00:00.000Z");
    expect(month.entries.map((e) => [e.rank, e.name, e.points])).toEqual([
      [1, "Tr******ng", 550],
      [2, "Nguyễn Văn Tuần", 300],
    ]);

    const all = await board("?period=all");
    expect(all.from).toBeNull();
    // No name: the local phone number, masked.
    expect(all.entries[0]).toMatchObject({ rank: 1, name: "09******78", masked: true, points: 1000 });
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
        [1, "Early Bird", 100],
        [2, "Late Comer", 100],
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

      // Accounts that are no longer active leave the board, and the places behind them move up.
      await fresh.db
        .update(users)
        .set({ status: "blocked" })
        .where(inArray(users.id, [crowd[0]!.id, crowd[50]!.id, crowd[104]!.id]));
      const after = (await (
        await fresh.get("/api/leaderboard?period=week", { token: me.token })
      ).json()) as Board;
      expect(after.me).toEqual({ rank: 103, points: 5 });
      expect(after.entries[0]).toMatchObject({ rank: 1, points: 1103 });

      // Two totals reached within one millisecond, outside the top 100: the earlier by 400 µs is ahead.
      const [first, second] = [await viewer(fresh), await viewer(fresh)];
      for (const [who, at] of [
        [second, "2026-11-21 10:00:00.000900+00"],
        [first, "2026-11-21 10:00:00.000500+00"],
      ] as const)
        await fresh.db.execute(
          sql`insert into point_transactions (user_id, delta, reason, ref, created_at) values (${who.user.id}, 3, 'adjust', null, ${at}::timestamptz)`,
        );
      const place = async (token: string) =>
        ((await (await fresh.get("/api/leaderboard?period=week", { token })).json()) as Board).me;
      expect(await place(first.token)).toEqual({ rank: 104, points: 3 });
      expect(await place(second.token)).toEqual({ rank: 105, points: 3 });
    } finally {
      await fresh.close();
    }
  });
});

describe("leaderboard totals", () => {
  it("count an earning in the Vietnamese week and month it falls in", async () => {
    // Sunday 22 November 2026 in Vietnam; the week began Monday the 16th at 00:00 (15th 17:00 UTC).
    const fresh = await createTestContext({ now: new Date("2026-11-22T03:00:00.000Z") });
    try {
      const [sunday, monday, october, november] = [
        await viewer(fresh),
        await viewer(fresh),
        await viewer(fresh),
        await viewer(fresh),
      ];
      await give(fresh, sunday.user.id, 70, new Date("2026-11-15T16:59:59.000Z")); // Sun 23:59:59
      await give(fresh, monday.user.id, 20, new Date("2026-11-15T17:00:00.000Z")); // Mon 00:00
      await give(fresh, october.user.id, 90, new Date("2026-10-31T16:59:59.000Z")); // 31 Oct 23:59:59
      await give(fresh, november.user.id, 10, new Date("2026-10-31T17:00:00.000Z")); // 1 Nov 00:00
      const points = async (period: string) => {
        const body = (await (await fresh.get(`/api/leaderboard?period=${period}`)).json()) as {
          entries: { points: number }[];
        };
        return body.entries.map((entry) => entry.points);
      };
      expect(await points("week")).toEqual([20]);
      expect(await points("month")).toEqual([70, 20, 10]);
      expect(await points("all")).toEqual([90, 70, 20, 10]);
    } finally {
      await fresh.close();
    }
  });

  it("are what a rebuild from the point transactions gives", async () => {
    const fresh = await createTestContext({ now: new Date("2026-11-22T03:00:00.000Z") });
    try {
      const people = [await viewer(fresh), await viewer(fresh), await viewer(fresh), await viewer(fresh)];
      let seed = 11;
      const next = (n: number) => (seed = (seed * 48_271) % 2_147_483_647) % n;
      for (let step = 0; step < 60; step++) {
        const { user } = people[next(people.length)]!;
        const at = new Date(Date.parse("2026-11-22T03:00:00.000Z") - next(70 * 24) * 3_600_000);
        // Earnings, and now and then a spend (it must not change the board).
        const delta = next(5) === 0 ? -1 : 1 + next(80);
        await changePoints(fresh.db, { userId: user.id, delta, reason: "adjust", ref: null, now: at }).catch(
          () => undefined, // a spend beyond the balance is refused
        );
      }
      const snapshot = async () => {
        return queryRows<Record<string, unknown>>(
          fresh,
          sql`
          select period::text, starts_on::text, user_id, points, reached_at::text from leaderboard_totals
          order by 1, 2, 3`,
        );
      };
      const kept = await snapshot();
      expect(kept.length).toBeGreaterThan(people.length * 3);
      await fresh.db.execute(sql`select rebuild_leaderboard()`);
      expect(await snapshot()).toEqual(kept);
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
