/**
 * Seeds the demo catalogue and blog into a test context (no artwork: tests do not look at it), so
 * route tests run against the real content the site ships with.
 */
import { seedBlog } from "./demo/blog";
import { seedCatalogue, type SeededCatalogue } from "./demo/catalogue";
import { createRng } from "./demo/random";
import { createTestContext, createViewer, type TestContext } from "./test-harness";

export async function seedContent(ctx: TestContext): Promise<SeededCatalogue> {
  const rng = createRng(42);
  const now = ctx.deps.now();
  const catalogue = await seedCatalogue(ctx.db, rng, { now });
  await seedBlog(ctx.db, rng, { now });
  return catalogue;
}

/**
 * For a file whose tests are one caller sending a great many requests (attacks, fuzzing): per-address
 * limits far up, the content seeded, and a viewer (createUser's overrides) signed in.
 */
export async function seededCaller(viewer: Parameters<typeof createViewer>[1] = {}) {
  const ctx = await createTestContext({ config: { ipLimitScale: 100_000 } });
  await seedContent(ctx);
  const { user, token } = await createViewer(ctx, viewer);
  return { ctx, user, token };
}
