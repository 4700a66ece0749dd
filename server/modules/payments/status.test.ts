/** @jest-environment node */
import { PAYMENT_STATUSES } from "@/lib/contract/payments";
import { createTestContext, createUser, type TestContext } from "../../test-harness";
import { payments } from "../../db/schema";
import { statusAt, statusCondition } from "./status";
import { and, eq } from "drizzle-orm";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("finds by status in SQL exactly the payments statusAt calls so, at the deadline's edges too", async () => {
  const now = new Date("2026-11-27T08:00:00Z");
  const { user } = await createUser(ctx);
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const kinds = [
    { status: "pending", responseCode: null, createdAt: minutesAgo(1) },
    { status: "pending", responseCode: null, createdAt: minutesAgo(15) },
    { status: "pending", responseCode: null, createdAt: new Date(minutesAgo(15).getTime() + 1) },
    { status: "pending", responseCode: null, createdAt: minutesAgo(60 * 24) },
    { status: "failed", responseCode: "11", createdAt: minutesAgo(1) },
    { status: "failed", responseCode: "51", createdAt: minutesAgo(60) },
    { status: "failed", responseCode: null, createdAt: minutesAgo(60) },
    { status: "cancelled", responseCode: "24", createdAt: minutesAgo(2) },
    { status: "succeeded", responseCode: "00", createdAt: minutesAgo(90) },
  ] as const;
  const rows = await ctx.db
    .insert(payments)
    .values(
      kinds.map((kind, index) => ({
        ...kind,
        userId: user.id,
        orderRef: `STATUS${index}`,
        amount: 10_000,
        method: "card",
        provider: "vnpay",
      })),
    )
    .returning();
  for (const status of PAYMENT_STATUSES) {
    const found = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, user.id), statusCondition(status, now)));
    const expected = rows.filter((row) => statusAt(row, now) === status).map((row) => row.id);
    expect({ status, ids: found.map((row) => row.id).sort((a, b) => a - b) }).toEqual({
      status,
      ids: expected.sort((a, b) => a - b),
    });
  }
  expect(new Set(rows.map((row) => statusAt(row, now)))).toEqual(new Set(PAYMENT_STATUSES));
});
