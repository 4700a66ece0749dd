import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { sections } from "../db/schema";
import type { FileStorage } from "../providers/storage";
import { seedActivity } from "./activity";
import { seedBlog } from "./blog";
import { seedCatalogue } from "./catalogue";
import { seedDemoCredits } from "./credits";
import { drawDemoArtwork } from "./demo-artwork";
import { seedProgramme } from "./programme";
import { seedApplications } from "./applications";
import { createRng } from "./random";
import { seedUsers } from "./users";
import { seedPremium } from "./premium";
import { seedDemoStaff } from "./staff";
import { seedDashboardCounts } from "./metrics";

/**
 * Seed the demo on first start only where that is safe: the embedded database (a laptop's demo), or
 * wherever CINEVA_SEED=1 says so. A production PostgreSQL is never filled with demo data unasked.
 */
export function shouldSeed(kind: "pglite" | "postgres", env: NodeJS.ProcessEnv): boolean {
  if (env.CINEVA_SEED === "0") return false;
  return kind === "pglite" || env.CINEVA_SEED === "1";
}

export type SeedOptions = {
  /** Where generated artwork goes (the /images/… host). */
  images: FileStorage;
  now: Date;
  /** Tests skip drawing artwork: it is slow and they do not look at it. */
  artwork?: boolean;
};

/**
 * The living demo (architecture §6): a bilingual catalogue with artwork, a blog, demo accounts and a crowd
 * of viewers with ratings, favorites, history, points, referrals and payments. Deterministic.
 */
export async function seed(db: Database, { images, now, artwork = true }: SeedOptions) {
  const rng = createRng(20_261_122);
  const catalogue = await seedCatalogue(db, rng, { now });
  await seedBlog(db, rng, { now });
  if (artwork) await drawDemoArtwork(images);
  const people = await seedUsers(db, rng, now);
  await seedActivity(db, rng, { people, catalogue, now });
  await seedProgramme(db, rng, { people, now });
  await seedApplications(db, people, now);
  await seedPremium(db, people, now);
  await seedDemoStaff(db, now);
  // Last, so the draws it takes from rng leave every earlier part of the demo as it was.
  await seedDashboardCounts(db, rng, now);
  await seedDemoCredits(db);
}

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sections);
  return (row?.n ?? 0) > 0;
}
