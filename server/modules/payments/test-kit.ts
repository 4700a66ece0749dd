import { eq } from "drizzle-orm";
import { balanceLedger, users } from "../../db/schema";
import { createTestContext, createViewer, type TestContext } from "../../test-harness";
import { formatVnpDate } from "./vnpay";

export let ctx: TestContext;
/** The shared database of this module's route tests: call at the top of each test file. */
export function setUpPaymentsContext() {
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
}

export const secret = () => ctx.deps.config.payment.hashSecret;

export const viewer = (overrides?: Parameters<typeof createViewer>[1]) => createViewer(ctx, overrides);

export async function topUp(token: string, amount = 100_000, extra: Record<string, unknown> = {}) {
  const response = await ctx.post("/api/payments/top-up", { amount, method: "bank", ...extra }, { token });
  expect(response.status).toBe(201);
  return (await response.json()) as { payment_id: number; order_ref: string; payment_url: string };
}

/** The gateway's notification for an order, signed (or not) as told. */
export function notification(orderRef: string, amount: number, overrides: Record<string, string> = {}) {
  return {
    vnp_Amount: String(amount * 100),
    vnp_BankCode: "NCB",
    vnp_CardType: "ATM",
    vnp_OrderInfo: `Nap tien tai khoan Cineva ${orderRef}`,
    vnp_PayDate: formatVnpDate(ctx.deps.now()),
    vnp_ResponseCode: "00",
    vnp_TmnCode: ctx.deps.config.payment.tmnCode,
    vnp_TransactionNo: "14123456",
    vnp_TransactionStatus: "00",
    vnp_TxnRef: orderRef,
    ...overrides,
  };
}

export async function ipn(query: string) {
  const response = await ctx.get(`/api/payments/vnpay-ipn?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { RspCode: string; Message: string };
}

export async function balance(userId: number) {
  const [row] = await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

export async function ledgerSum(userId: number) {
  const rows = await ctx.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId));
  return rows.reduce((sum, row) => sum + row.delta, 0);
}
