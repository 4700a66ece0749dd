/**
 * Seeds the demo catalogue and blog into a test context (no artwork: tests do not look at it), so
 * route tests run against the real content the site ships with.
 */
import { seedBlog } from "../demo/blog";
import { seedCatalogue, type SeededCatalogue } from "../demo/catalogue";
import { createRng } from "../demo/random";
import type { TestContext } from "./harness";

export async function seedContent(ctx: TestContext): Promise<SeededCatalogue> {
  const rng = createRng(42);
  const now = ctx.deps.now();
  const catalogue = await seedCatalogue(ctx.db, rng, { now });
  await seedBlog(ctx.db, rng, { now });
  return catalogue;
}
