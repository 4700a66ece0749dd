/** @jest-environment node */
import { desc, eq } from "drizzle-orm";
import { AuditPageSchema } from "@/lib/contract/studio";
import { balanceLedger, payments, smsOutbox, users } from "../../db/schema";
import { createViewer } from "../../test-harness";
import { api, bodyOf, ctx, setUpStudioContext, signedInStaff, staffMember } from "./test-kit";

setUpStudioContext();

let moderator: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  moderator = await signedInStaff("moderator");
});

const lastSms = async (phone: string) =>
  (
    await ctx.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phoneNumber, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1)
  )[0];

describe("support in the studio", () => {
  it("sends a password-reset code the viewer can use, and may sign them out everywhere", async () => {
    const viewer = await createViewer(ctx);
    const sent = await api.post(
      `/api/studio/accounts/${viewer.user.id}/password-reset`,
      { sign_out: true },
      moderator.token,
    );
    expect(sent.status).toBe(200);
    expect((await bodyOf(sent)).message).toMatch(/signed out everywhere/);
    // Their token no longer works; the code in the SMS resets the password.
    expect((await ctx.get("/api/user-info", { token: viewer.token })).status).toBe(401);
    const code = /\b(\d{6})\b/.exec((await lastSms(viewer.user.phoneNumber))!.body)![1]!;
    const phone = `0${viewer.user.phoneNumber.slice(2)}`;
    const reset = await ctx.post("/api/verify-otp", {
      phone_number: phone,
      code,
      purpose: "reset_password",
      password: "NewPassword2026",
    });
    expect(reset.status).toBe(200);
    expect((await ctx.post("/api/login", { phone_number: phone, password: "NewPassword2026" })).status).toBe(
      200,
    );

    // Support may send again at once, but not a sixth code in the hour: the phone is never flooded.
    const again = () =>
      api.post(`/api/studio/accounts/${viewer.user.id}/password-reset`, {}, moderator.token);
    for (let sent = 1; sent < 5; sent++) expect((await again()).status).toBe(200);
    expect((await again()).status).toBe(429);
  });

  it("erases an account on request: the books keep its payments and ledger, unlinked; the reason is audited", async () => {
    const viewer = await createViewer(ctx, { name: "Người Xin Xóa", balance: 30_000 });
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        userId: viewer.user.id,
        orderRef: `ERASE${viewer.user.id}`,
        amount: 30_000,
        status: "succeeded",
        method: "card",
        provider: "vnpay",
      })
      .returning();
    await ctx.db.insert(balanceLedger).values({
      userId: viewer.user.id,
      delta: 30_000,
      balanceAfter: 30_000,
      reason: "topup",
      paymentId: payment!.id,
    });

    const noReason = await api.post(
      `/api/studio/accounts/${viewer.user.id}/erase`,
      { reason: "" },
      moderator.token,
    );
    expect(noReason.status).toBe(422);
    const erased = await api.post(
      `/api/studio/accounts/${viewer.user.id}/erase`,
      { reason: "Yêu cầu xóa qua tổng đài ngày 27/11" },
      moderator.token,
    );
    expect(erased.status).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.id, viewer.user.id))).toEqual([]);
    const [kept] = await ctx.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ userId: null, amount: 30_000 });
    const ledger = await ctx.db.select().from(balanceLedger).where(eq(balanceLedger.paymentId, payment!.id));
    expect(ledger).toEqual([expect.objectContaining({ userId: null, delta: 30_000 })]);
    expect((await ctx.get("/api/user-info", { token: viewer.token })).status).toBe(401);
    expect((await api.get(`/api/studio/accounts/${viewer.user.id}`, moderator.token)).status).toBe(404);

    const trail = AuditPageSchema.parse(
      await (
        await api.get(`/api/studio/audit?action=account.erase`, (await signedInStaff("admin")).token)
      ).json(),
    );
    expect(trail.data[0]).toMatchObject({
      target_id: String(viewer.user.id),
      actor: moderator.user.name,
      after: { reason: "Yêu cầu xóa qua tổng đài ngày 27/11" },
    });
    // Who they were is not copied into the trail.
    expect(JSON.stringify(trail.data[0])).not.toContain("Người Xin Xóa");
  });

  it("leaves staff accounts to admins, and asks for a fresh code before erasing", async () => {
    const editor = await staffMember("editor");
    expect(
      (await api.post(`/api/studio/accounts/${editor.user.id}/erase`, { reason: "Thử" }, moderator.token))
        .status,
    ).toBe(409);
    expect(
      (await api.post(`/api/studio/accounts/${editor.user.id}/password-reset`, {}, moderator.token)).status,
    ).toBe(409);
    const viewer = await createViewer(ctx);
    ctx.advance(11 * 60_000);
    const stale = await api.post(
      `/api/studio/accounts/${viewer.user.id}/erase`,
      { reason: "Yêu cầu" },
      moderator.token,
    );
    expect(stale.status).toBe(403);
    expect((await bodyOf(stale)).reason).toBe("step_up");
  });
});
