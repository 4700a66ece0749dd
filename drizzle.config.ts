import { defineConfig } from "drizzle-kit";

/** One migration folder for PGlite and PostgreSQL. `npx drizzle-kit generate` after a schema change. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  strict: true,
  verbose: true,
});
