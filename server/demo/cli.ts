/**
 * `npm run db:migrate | db:seed | db:reset` against DATABASE_URL or the embedded database.
 * `prepare` (run before `next build`): migrate, and seed the demo where the server itself would on
 * first start, so prerendering reads a ready catalogue instead of waiting on the first seeding.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openFileStorage } from "../providers/storage";
import { dataDir, defaultDatabaseDir, openDatabase } from "../db/client";
import { isSeeded, seed, shouldSeed } from ".";
import { linkDemoReviews } from "./blog";
import { seedDemoStaff } from "./staff";
import { refreshDemoArtwork } from "./demo-artwork";

async function main(command: string | undefined) {
  const env = process.env;
  if (command === "prepare" && env.NEXT_PUBLIC_API_HOST) {
    console.info("NEXT_PUBLIC_API_HOST is set: the build reads that backend, no local database to prepare.");
    return;
  }
  if (command === "reset") {
    if (env.DATABASE_URL) {
      const handle = await openDatabase({ url: env.DATABASE_URL });
      await handle.db.execute(
        sql.raw(
          "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
        ),
      );
      await handle.close();
    } else {
      await rm(defaultDatabaseDir(env), { recursive: true, force: true });
    }
    await rm(path.join(dataDir(env), "images"), { recursive: true, force: true });
    console.info("Database reset.");
  }
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: defaultDatabaseDir(env) },
  );
  console.info(`Migrated (${handle.kind}).`);
  const seedNow =
    command === "seed" || command === "reset" || (command === "prepare" && shouldSeed(handle.kind, env));
  if (seedNow) {
    const images = await openFileStorage(handle, path.join(dataDir(env), "images"));
    if (await isSeeded(handle.db)) {
      // Before a build, so its prerendered pages already name the current artwork.
      const redrawn = await refreshDemoArtwork(handle.db, images);
      await linkDemoReviews(handle.db);
      await seedDemoStaff(handle.db, new Date());
      console.info(redrawn ? "Already seeded; demo artwork redrawn." : "Already seeded.");
    } else {
      await seed(handle.db, { images, now: new Date() });
      console.info("Seeded.");
    }
  }
  await handle.close();
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
