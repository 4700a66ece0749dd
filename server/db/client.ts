import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { queryCounter } from "../http/metrics";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type for both drivers: PGlite (embedded) and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: what `db.transaction(async (tx) => …)` passes in. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "server", "db", "migrations");

export type DatabaseHandle = { db: Database; kind: "pglite" | "postgres"; close: () => Promise<void> };

export type OpenOptions = {
  /** postgres://… : a PostgreSQL server. */
  url?: string;
  /** A PGlite data directory, or "memory" for a throw-away in-memory database (tests). */
  dir?: string;
};

/** Opens a database and brings its schema up to date. Nothing is opened at import time. */
export async function openDatabase({ url, dir }: OpenOptions): Promise<DatabaseHandle> {
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    });
    // A dropped connection (the server restarting) is replaced by the pool; never crash on it.
    pool.on("error", () => {});
    const db = drizzle(pool, { schema, logger: queryCounter }) as unknown as Database;
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client;
  if (!dir || dir === "memory") client = new PGlite();
  else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzle(client, { schema, logger: queryCounter }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: "pglite", close: () => client.close() };
}

/** Where the embedded database lives: DATABASE_DIR, else {CINEVA_DATA_DIR or ./data}/pglite. */
export function defaultDatabaseDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_DIR || path.join(env.CINEVA_DATA_DIR || path.join(process.cwd(), "data"), "pglite");
}

const globalForDb = globalThis as typeof globalThis & { __cinevaDb?: Promise<DatabaseHandle> };

/**
 * The process's database, opened and migrated on first use and shared after (cached on globalThis so
 * Next's module copies share it): PostgreSQL when DATABASE_URL is set, else the embedded PGlite.
 */
export function getDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  globalForDb.__cinevaDb ??= openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: defaultDatabaseDir(env) },
  ).catch((error: unknown) => {
    globalForDb.__cinevaDb = undefined; // let the next request try again
    throw error;
  });
  return globalForDb.__cinevaDb;
}
