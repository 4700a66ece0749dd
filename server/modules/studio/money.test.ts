/** @jest-environment node */
import {
  StudioPaymentPageSchema,
  StudioPaymentSchema,
  StudioReconciliationSchema,
} from "@/lib/contract/studio-money";
import { createViewer } from "../../test-harness";
import { formatVnpDate } from "../payments";
import { api, bodyOf, ctx, notify, setUpStudioContext, signedInStaff, topUp } from "./test-kit";

setUpStudioContext();

let finance: string;
beforeAll(async () => {
  finance = (await signedInStaff("finance")).token;
});

const payments = async (query: string) => {
  const response = await api.get(`/api/studio/payments?${query}`, finance);
  expect(response.status).toBe(200);
  return StudioPaymentPageSchema.parse(await response.json());
};

describe("payments in the studio", () => {
  it("finds a payment by order reference, gateway number, the viewer's phone, status and day", async () => {
    const viewer = await createViewer(ctx, { name: "Đinh Thu Trang" });
    const paid = await topUp(viewer.token, 120_000);
    expect(await notify(paid.order_ref, 120_000, { vnp_TransactionNo: "99001122" })).toBe("00");
    const left = await topUp(viewer.token, 50_000);
    ctx.advance(16 * 60_000);

    expect((await payments(`q=${paid.order_ref.slice(0, 12)}`)).data.map((p) => p.id)).toContain(
      paid.payment_id,
    );
    expect((await payments("q=99001122")).data.map((p) => p.id)).toEqual([paid.payment_id]);
    const phone = `0${viewer.user.phoneNumber.slice(2)}`;
    const mine = await payments(`q=${phone}`);
    expect(mine.data.map((p) => [p.id, p.status])).toEqual([
      [left.payment_id, "expired"],
      [paid.payment_id, "succeeded"],
    ]);
    expect(mine.data[1]!.account).toMatchObject({ id: viewer.user.id, name: "Đinh Thu Trang" });
    const expired = await payments(`q=${phone}&status=expired`);
    expect(expired.data.map((p) => p.id)).toEqual([left.payment_id]);

    const today = formatVnpDate(ctx.deps.now()).replace(/^(\d{4})(\d{2})(\d{2}).*/, "$1-$2-$3");
    expect((await payments(`q=${phone}&from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await payments(`q=${phone}&to=2020-01-01`)).meta.total).toBe(0);
    const bad = await api.get("/api/studio/payments?from=2026-02-31", finance);
    expect(bad.status).toBe(422);
    expect((await bodyOf(bad)).errors?.from?.[0]).toMatch(/YYYY-MM-DD/);
  });

  it("opens one with every notification the gateway sent, signed or forged, and the ledger rows it wrote", async () => {
    const viewer = await createViewer(ctx);
    const paid = await topUp(viewer.token, 80_000);
    expect(await notify(paid.order_ref, 80_000, {}, true)).toBe("97");
    expect(await notify(paid.order_ref, 80_000)).toBe("00");
    expect(await notify(paid.order_ref, 80_000)).toBe("02");
    const response = await api.get(`/api/studio/payments/${paid.payment_id}`, finance);
    const payment = StudioPaymentSchema.parse(await response.json());
    expect(payment.notifications.map((n) => [n.signed, n.our_answer, n.amount])).toEqual([
      [false, "97", 80_000],
      [true, "00", 80_000],
      [true, "02", 80_000],
    ]);
    expect(payment.ledger).toEqual([
      expect.objectContaining({
        delta: 80_000,
        reason: "topup",
        account: expect.objectContaining({ id: viewer.user.id }),
      }),
    ]);
    // Credited already: nothing to refund.
    expect(payment.refund).toBeNull();
    expect((await api.get("/api/studio/payments/999999", finance)).status).toBe(404);
  });
});

describe("the reconciliation", () => {
  it("puts payments whose state differs from the gateway's first, worst first, and names unknown orders", async () => {
    const viewer = await createViewer(ctx);
    const fine = await topUp(viewer.token, 100_000);
    await notify(fine.order_ref, 100_000);
    // Our side settled it as failed; the gateway later says it took the money (answered 02).
    const late = await topUp(viewer.token, 70_000);
    expect(
      await notify(late.order_ref, 70_000, { vnp_ResponseCode: "51", vnp_TransactionStatus: "02" }),
    ).toBe("00");
    expect(await notify(late.order_ref, 70_000)).toBe("02");
    // The gateway took a different amount than we asked (answered 04).
    const odd = await topUp(viewer.token, 60_000);
    expect(await notify(odd.order_ref, 65_000)).toBe("04");
    // A forged success proves nothing: still pending, no problem.
    const forged = await topUp(viewer.token, 40_000);
    expect(await notify(forged.order_ref, 40_000, {}, true)).toBe("97");
    expect(await notify("CV000000NOSUCH", 10_000)).toBe("01");

    const response = await api.get("/api/studio/reconciliation?per_page=100", finance);
    expect(response.status).toBe(200);
    const report = StudioReconciliationSchema.parse(await response.json());
    const rowOf = (id: number) => report.data.find((row) => row.payment.id === id)!;
    expect(rowOf(odd.payment_id)).toMatchObject({
      gateway: "succeeded",
      gateway_amount: 65_000,
      credited: 0,
      problem: "amount_differs",
    });
    expect(rowOf(late.payment_id)).toMatchObject({
      gateway: "succeeded",
      credited: 0,
      problem: "not_credited",
    });
    expect(rowOf(fine.payment_id)).toMatchObject({ gateway: "succeeded", credited: 100_000, problem: null });
    expect(rowOf(forged.payment_id)).toMatchObject({ gateway: "silent", problem: null });
    const order = report.data.map((row) => row.payment.id);
    expect(order.indexOf(odd.payment_id)).toBeLessThan(order.indexOf(late.payment_id));
    expect(order.indexOf(late.payment_id)).toBeLessThan(order.indexOf(fine.payment_id));
    expect(report.data.slice(0, report.mismatches).every((row) => row.problem !== null)).toBe(true);
    expect(report.unknown_orders[0]).toMatchObject({ order_ref: "CV000000NOSUCH", amount: 10_000 });
    expect(report.unbalanced).toEqual([]);
  });
});
