/** @jest-environment node */
import { eq } from "drizzle-orm";
import { AuditPageSchema } from "@/lib/contract/studio";
import {
  APPROVAL_THRESHOLD_VND,
  StudioAdjustmentPageSchema,
  StudioAdjustmentSchema,
  StudioBalanceSchema,
  StudioPaymentSchema,
  StudioReconciliationSchema,
} from "@/lib/contract/studio-money";
import { balanceLedger, users } from "../../db/schema";
import { createViewer } from "../../test-harness";
import { api, bodyOf, ctx, notify, setUpStudioContext, signedInStaff, topUp } from "./test-kit";

setUpStudioContext();

let first: Awaited<ReturnType<typeof signedInStaff>>;
let second: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  first = await signedInStaff("finance");
  second = await signedInStaff("admin");
});

async function books(userId: number) {
  const [user] = await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const rows = await ctx.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId));
  return { balance: user!.balance, ledger: rows.map((row) => [row.delta, row.reason]) };
}

const adjust = (userId: number, body: unknown, token = first.token) =>
  api.post(`/api/studio/balances/${userId}/adjustments`, body, token);

describe("a refund of a payment the gateway took and the site did not credit", () => {
  it("credits the gateway's amount once, as a ledger row, and settles the reconciliation", async () => {
    const viewer = await createViewer(ctx);
    const late = await topUp(viewer.token, 90_000);
    await notify(late.order_ref, 90_000, { vnp_ResponseCode: "51", vnp_TransactionStatus: "02" });
    expect(await notify(late.order_ref, 90_000)).toBe("02");

    const before = StudioPaymentSchema.parse(
      await (await api.get(`/api/studio/payments/${late.payment_id}`, first.token)).json(),
    );
    expect(before.refund).toEqual({ amount: 90_000 });

    const refund = await api.post(
      `/api/studio/payments/${late.payment_id}/refund`,
      { reason: "Ngân hàng đã trừ tiền, cổng báo thành công sau." },
      first.token,
    );
    expect(refund.status).toBe(201);
    expect(StudioAdjustmentSchema.parse(await refund.json())).toMatchObject({
      status: "applied",
      delta: 90_000,
      payment: { id: late.payment_id, order_ref: late.order_ref },
      needs_second_person: false,
    });
    expect(await books(viewer.user.id)).toEqual({ balance: 90_000, ledger: [[90_000, "refund"]] });

    const again = await api.post(
      `/api/studio/payments/${late.payment_id}/refund`,
      { reason: "Lần nữa" },
      second.token,
    );
    expect(again.status).toBe(409);
    expect((await bodyOf(again)).message).toMatch(/has a refund already/);
    expect(await books(viewer.user.id)).toEqual({ balance: 90_000, ledger: [[90_000, "refund"]] });

    const report = StudioReconciliationSchema.parse(
      await (await api.get("/api/studio/reconciliation?per_page=100", first.token)).json(),
    );
    expect(report.data.find((row) => row.payment.id === late.payment_id)).toMatchObject({
      credited: 90_000,
      problem: null,
    });
  });

  it("refuses a payment already credited, and one the gateway never confirmed", async () => {
    const viewer = await createViewer(ctx);
    const paid = await topUp(viewer.token, 50_000);
    await notify(paid.order_ref, 50_000);
    const credited = await api.post(
      `/api/studio/payments/${paid.payment_id}/refund`,
      { reason: "Thử" },
      first.token,
    );
    expect(credited.status).toBe(409);
    expect((await bodyOf(credited)).message).toMatch(/credited to the balance already/);

    const pending = await topUp(viewer.token, 50_000);
    await notify(pending.order_ref, 50_000, {}, true);
    const unproven = await api.post(
      `/api/studio/payments/${pending.payment_id}/refund`,
      { reason: "Thử" },
      first.token,
    );
    expect(unproven.status).toBe(409);
    expect((await bodyOf(unproven)).message).toMatch(/has not confirmed/);
    expect((await books(viewer.user.id)).balance).toBe(50_000);
  });
});

describe("adjustments", () => {
  it("applies a small one at once, and never takes a balance below zero", async () => {
    const viewer = await createViewer(ctx);
    const credit = await adjust(viewer.user.id, { delta: 30_000, reason: "Bồi thường sự cố phát video" });
    expect(credit.status).toBe(201);
    expect(StudioAdjustmentSchema.parse(await credit.json())).toMatchObject({
      status: "applied",
      decided_by: first.user.name,
    });
    const overdraw = await adjust(viewer.user.id, { delta: -30_001, reason: "Thu hồi" });
    expect(overdraw.status).toBe(409);
    expect((await bodyOf(overdraw)).message).toMatch(/below zero/);
    expect((await adjust(viewer.user.id, { delta: -30_000, reason: "Thu hồi" })).status).toBe(201);
    expect(await books(viewer.user.id)).toEqual({
      balance: 0,
      ledger: [
        [30_000, "adjust"],
        [-30_000, "adjust"],
      ],
    });
    const bad = await adjust(viewer.user.id, { delta: 0, reason: "" });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bodyOf(bad)).errors ?? {}).sort()).toEqual(["delta", "reason"]);
    expect((await adjust(999_999, { delta: 1000, reason: "Không ai" })).status).toBe(404);
  });

  it("waits for a second person from the threshold up, who applies it exactly once", async () => {
    const viewer = await createViewer(ctx);
    const asked = await adjust(viewer.user.id, {
      delta: APPROVAL_THRESHOLD_VND,
      reason: "Hoàn tiền vé sự kiện bị hủy",
    });
    expect(asked.status).toBe(201);
    const pending = StudioAdjustmentSchema.parse(await asked.json());
    expect(pending).toMatchObject({ status: "pending", needs_second_person: true, decided_by: null });
    expect((await books(viewer.user.id)).balance).toBe(0);

    const self = await api.post(`/api/studio/adjustments/${pending.id}/approve`, {}, first.token);
    expect(self.status).toBe(409);
    expect((await bodyOf(self)).message).toMatch(/someone other than who asked/);

    const queue = StudioAdjustmentPageSchema.parse(
      await (await api.get("/api/studio/adjustments?status=pending", second.token)).json(),
    );
    expect(queue.data.map((row) => row.id)).toContain(pending.id);

    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post(`/api/studio/adjustments/${pending.id}/approve`, {}, second.token),
      ),
    );
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await books(viewer.user.id)).toEqual({
      balance: APPROVAL_THRESHOLD_VND,
      ledger: [[APPROVAL_THRESHOLD_VND, "adjust"]],
    });

    const balance = StudioBalanceSchema.parse(
      await (await api.get(`/api/studio/balances/${viewer.user.id}`, first.token)).json(),
    );
    expect(balance.adjustments[0]).toMatchObject({
      status: "applied",
      requested_by: first.user.name,
      decided_by: second.user.name,
    });

    const audit = AuditPageSchema.parse(
      await (
        await api.get(`/api/studio/audit?action=adjustment.approve&actor_id=${second.user.id}`, second.token)
      ).json(),
    );
    expect(audit.data[0]).toMatchObject({
      target_id: String(viewer.user.id),
      after: { delta: APPROVAL_THRESHOLD_VND },
    });
  });

  it("is declined with a note, and stays declined", async () => {
    const viewer = await createViewer(ctx);
    const asked = StudioAdjustmentSchema.parse(
      await (await adjust(viewer.user.id, { delta: 2_000_000, reason: "Khách xin hoàn" })).json(),
    );
    const declined = await api.post(
      `/api/studio/adjustments/${asked.id}/decline`,
      { note: "Không có chứng từ." },
      second.token,
    );
    expect(declined.status).toBe(200);
    expect(StudioAdjustmentSchema.parse(await declined.json())).toMatchObject({
      status: "declined",
      decision_note: "Không có chứng từ.",
    });
    expect((await api.post(`/api/studio/adjustments/${asked.id}/approve`, {}, second.token)).status).toBe(
      409,
    );
    expect((await books(viewer.user.id)).balance).toBe(0);
  });

  it("asks for a fresh code before moving money", async () => {
    const viewer = await createViewer(ctx);
    ctx.advance(11 * 60_000);
    const stale = await adjust(viewer.user.id, { delta: 1000, reason: "Thử" });
    expect(stale.status).toBe(403);
    expect((await bodyOf(stale)).reason).toBe("step_up");
    // Reading needs no code.
    expect((await api.get(`/api/studio/balances/${viewer.user.id}`, first.token)).status).toBe(200);
  });
});
