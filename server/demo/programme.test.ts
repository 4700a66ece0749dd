/** @jest-environment node */
import { eq, sql } from "drizzle-orm";
import {
  balanceLedger,
  dailyCheckins,
  distributorApplications,
  distributorCommissions,
  payments,
  pointTransactions,
  rewards,
  users,
} from "../db/schema";
import { createTestContext, tokenFor, type TestContext } from "../test-harness";
import { reconciliation } from "../modules/studio";
import { seedApplications } from "./applications";
import { seedProgramme } from "./programme";
import { createRng } from "./random";
import { seedUsers, type SeededPeople } from "./users";

jest.setTimeout(60_000);

let ctx: TestContext;
let people: SeededPeople;
beforeAll(async () => {
  ctx = await createTestContext();
  const rng = createRng(20_261_122);
  people = await seedUsers(ctx.db, rng, ctx.deps.now());
  await seedProgramme(ctx.db, rng, { people, now: ctx.deps.now() });
  await seedApplications(ctx.db, people, ctx.deps.now());
});
afterAll(() => ctx.close());

describe("the programme's demo data", () => {
  it("keeps every account's points and balance equal to its transactions and ledger", async () => {
    const rows = await ctx.db
      .select({
        id: users.id,
        points: users.points,
        balance: users.balance,
        pointSum:
          sql<number>`(select coalesce(sum(delta), 0) from point_transactions t where t.user_id = "users"."id")`.mapWith(
            Number,
          ),
        ledgerSum:
          sql<number>`(select coalesce(sum(delta), 0) from balance_ledger l where l.user_id = "users"."id")`.mapWith(
            Number,
          ),
      })
      .from(users);
    for (const row of rows) {
      expect(row.points).toBe(row.pointSum);
      expect(row.balance).toBe(row.ledgerSum);
      expect(row.points).toBeGreaterThanOrEqual(0);
    }
    const succeeded = await ctx.db.select().from(payments).where(eq(payments.status, "succeeded"));
    const failed = await ctx.db.select().from(payments).where(eq(payments.status, "failed"));
    expect(succeeded.length).toBeGreaterThan(20);
    expect(failed.length).toBeGreaterThan(0);
    const topups = await ctx.db.select().from(balanceLedger).where(eq(balanceLedger.reason, "topup"));
    expect(topups).toHaveLength(succeeded.length);
  });

  it("gives the studio's reconciliation one real mismatch to refund, and books that balance", async () => {
    const report = await reconciliation(ctx.db, { page: 1, perPage: 100 }, ctx.deps.now());
    expect(report.mismatches).toBe(1);
    expect(report.data[0]).toMatchObject({
      problem: "not_credited",
      gateway: "succeeded",
      gateway_amount: 200_000,
      payment: { status: "failed", account: { id: people.crowd[0] } },
    });
    expect(report.data.slice(1).every((row) => row.problem === null)).toBe(true);
    expect(report.unbalanced).toEqual([]);
  });

  it("has a rewards catalogue of at least six bilingual items", async () => {
    const catalogue = await ctx.db.select().from(rewards);
    expect(catalogue.length).toBeGreaterThanOrEqual(6);
    for (const reward of catalogue) expect(reward.nameEn).not.toBe(reward.nameVi);
  });

  it("makes the week, month and all-time leaderboards differ", async () => {
    const boards = await Promise.all(
      ["week", "month", "all"].map(async (period) => {
        const body = (await (await ctx.get(`/api/leaderboard?period=${period}`)).json()) as {
          entries: { name: string; points: number }[];
        };
        return body.entries;
      }),
    );
    for (const entries of boards) expect(entries.length).toBeGreaterThanOrEqual(20);
    const tops = boards.map((entries) =>
      entries
        .slice(0, 5)
        .map((e) => `${e.name}:${e.points}`)
        .join(),
    );
    expect(new Set(tops).size).toBe(3);
  });

  it("gives the demo viewer a streak alive until yesterday, points and invites", async () => {
    const token = await tokenFor(ctx, people.viewer);
    const body = (await (await ctx.get("/api/rewards", { token })).json()) as {
      me: { points: number; streak: number; checked_in_today: boolean; invites: number };
    };
    expect(body.me).toMatchObject({ streak: 4, checked_in_today: false, invites: 3 });
    expect(body.me.points).toBeGreaterThan(300);
    const checkin = await ctx.post("/api/rewards/check-in", {}, { token });
    expect(await checkin.json()).toMatchObject({ streak: 5, points_awarded: 30 });
    const invites = (await (await ctx.get("/api/invites", { token })).json()) as { invited: unknown[] };
    expect(invites.invited).toHaveLength(3);
  });

  it("gives the distributor commissions across several months", async () => {
    const rows = await ctx.db
      .select()
      .from(distributorCommissions)
      .where(eq(distributorCommissions.distributorId, people.distributor));
    expect(rows.length).toBeGreaterThan(10);
    const token = await tokenFor(ctx, people.distributor);
    const body = (await (await ctx.get("/api/distributor", { token })).json()) as {
      is_distributor: boolean;
      earnings_by_month: { commission: number }[];
      totals: { referred_users: number };
    };
    expect(body.is_distributor).toBe(true);
    expect(body.earnings_by_month.filter((month) => month.commission > 0).length).toBeGreaterThanOrEqual(4);
    expect(body.totals.referred_users).toBe(8);
  });

  it("writes check-ins and watch rows in the services' own formats", async () => {
    const checkins = await ctx.db.select().from(dailyCheckins).limit(5);
    expect(checkins.length).toBeGreaterThan(0);
    const watch = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.reason, "watch"))
      .limit(50);
    for (const row of watch) expect(row.ref).toMatch(/^\d{4}-\d{2}-\d{2}:(seconds|points)=\d+$/);
  });

  it("gives the studio two applications to answer, oldest first, and one declined with its reply", async () => {
    const moderatorView = await ctx.db
      .select()
      .from(distributorApplications)
      .orderBy(distributorApplications.createdAt);
    expect(moderatorView.map((row) => row.status)).toEqual(["rejected", "pending", "pending"]);
    const declined = moderatorView[0]!;
    expect(declined.reply).toMatch(/gửi lại đơn/);
    const token = await tokenFor(ctx, declined.userId);
    const seen = (await (await ctx.get("/api/distributor", { token })).json()) as {
      application: { status: string; reply: string };
    };
    expect(seen.application).toMatchObject({ status: "rejected", reply: declined.reply });
  });
});
