/** @jest-environment node */
import { eq } from "drizzle-orm";
import { distributorApplications, users } from "../../db/schema";
import { processIpn } from "../payments";
import { signedQuery } from "../payments";
import { createUser, type TestContext } from "../../test-harness";
import { setUpSharedContext, sharedContext, viewer } from "./test-kit";

setUpSharedContext();

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
