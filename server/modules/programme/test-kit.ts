import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { changePoints } from "./points";
import { createTestContext, type TestContext } from "../../test-harness";

export const DAY = 86_400_000;

/**
 * The programme's tests share one database per test file (opening one takes seconds): call
 * setUpSharedContext() at the top of the file, then sharedContext() in its tests.
 */
let shared: Promise<TestContext> | undefined;
export const sharedContext = () => (shared ??= createTestContext());
export function setUpSharedContext() {
  // Some tests open a database of their own (a few seconds on PGlite).
  jest.setTimeout(30_000);
  afterAll(async () => {
    if (shared) await (await shared).close();
    shared = undefined;
  });
}

export { createViewer as viewer } from "../../test-harness";

export async function give(
  ctx: TestContext,
  userId: number,
  delta: number,
  at: Date,
  ref: string | null = null,
) {
  await changePoints(ctx.db, { userId, delta, reason: "adjust", ref, now: at });
}

export async function pointsOf(ctx: TestContext, userId: number) {
  const [row] = await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}
