import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { MIGRATIONS_FOLDER } from "./migrations-journal";
import { consistentDump, holdDataDir } from "./pglite-holder";
import { queryCounter } from "./query-counter";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type for both drivers: PGlite (embedded) and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: what `db.transaction(async (tx) => …)` passes in. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  /**
   * The same database, its statements left out of the count http/metrics reports: the job queue's
   * own bookkeeping (heartbeats), which no request asked for and which would blur a page's figure.
   */
  quietDb: Database;
  /**
   * A statement in SQL text, outside drizzle and that count: what pg-boss sends (several statements
   * at once when there are no values). On PGlite it reaches the live instance, reopened if need be.
   */
  quietQuery: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  kind: "pglite" | "postgres";
  /** Closes the database for good (a closed handle is not reopened). */
  close: () => Promise<void>;
  /** The driver underneath at this moment: the pg Pool, or the PGlite instance (tests reach for it). */
  driver: () => import("pg").Pool | import("@electric-sql/pglite").PGlite;
  /**
   * Hears NOTIFY on a channel (delivered when the notifying transaction commits). `onListening` runs
   * each time listening (re)starts: notifications sent while it was not listening are lost, so the
   * caller catches up. Returns a function that stops listening.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onListening: () => void,
  ) => Promise<() => Promise<void>>;
};

export type OpenOptions = {
  /** postgres://… : a PostgreSQL server. */
  url?: string;
  /** A PGlite data directory, or "memory" for a throw-away in-memory database (tests). */
  dir?: string;
  /** application_name of the pool's connections (PostgreSQL); DATABASE_APPLICATION_NAME or "cineva". */
  applicationName?: string;
  /** Sees every statement (PostgreSQL; bench:scale explains them); by default they are only counted. */
  logger?: Logger;
};

/** PostgreSQL SQLSTATEs and socket errors that mean the connection, not the statement, failed. */
const CONNECTION_ERROR_CODES = new Set([
  "57P01", // admin_shutdown: the server is restarting, or pg_terminate_backend
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: still starting up
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
]);

/** Whether a query failed because its connection was lost (the server restarting), not because of the query. */
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
  return (
    typeof message === "string" &&
    /Connection terminated|not queryable|terminating connection|Connection ended|PGlite is closed/i.test(
      message,
    )
  );
}

/** A plain read: safe to send again when its connection died under it. */
export function isRead(query: unknown): boolean {
  const text = typeof query === "string" ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === "string" && /^\s*select\b/i.test(text);
}

const RETRY_PAUSE_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pool that survives the database server restarting: connections it loses are dropped (never an
 * uncaught 'error' event, for idle and checked-out clients alike), a connection attempt gives up
 * after 5 s instead of waiting for ever, and a read whose connection died under it is sent once more
 * on a fresh connection. Writes are not resent: whether they committed is unknown.
 */
async function openPool(url: string, applicationName: string) {
  const { Pool } = await import("pg");
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  const lost = (error: Error) =>
    console.warn("Cineva: database connection lost, it will be replaced:", error.message);
  pool.on("error", lost);
  // A checked-out client (inside a transaction) whose connection dies emits 'error' too; the pool
  // only listens while the client is idle.
  pool.on("connect", (client) => client.on("error", lost));
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      if (typeof args.at(-1) === "function" || !isConnectionError(error) || !isRead(args[0])) throw error;
      await pause(RETRY_PAUSE_MS);
      return query(...args);
    }
  }) as typeof pool.query;
  return pool;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened again a
 * second after it is lost for as long as the process listens.
 */
function listenOnServer(
  url: string,
  applicationName: string,
  stoppers: Set<() => Promise<void>>,
): DatabaseHandle["listen"] {
  return async (channel, onPayload, onListening) => {
    const { Client } = await import("pg");
    let stopped = false;
    let client: InstanceType<typeof Client> | null = null;
    const connect = async (): Promise<void> => {
      while (!stopped) {
        const candidate = new Client({
          connectionString: url,
          application_name: `${applicationName}-listen`,
          connectionTimeoutMillis: 5_000,
          keepAlive: true,
        });
        candidate.on("error", () => undefined); // 'end' follows, and reconnects
        try {
          await candidate.connect();
          candidate.on("notification", (message) => {
            if (message.channel === channel) onPayload(message.payload ?? "");
          });
          await candidate.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
        } catch {
          await candidate.end().catch(() => undefined);
          await pause(1_000);
          continue;
        }
        client = candidate;
        candidate.once("end", () => {
          client = null;
          if (!stopped) void pause(1_000).then(connect);
        });
        onListening();
        return;
      }
    };
    await connect();
    const stop = async () => {
      stopped = true;
      stoppers.delete(stop);
      await client?.end().catch(() => undefined);
    };
    stoppers.add(stop);
    return stop;
  };
}

/**
 * An embedded database that comes back if its instance is closed under the app (PGlite's equivalent
 * of a server restart: the handle is re-created on the same directory and brought up to date). The
 * app keeps one Drizzle handle; the instance behind it is replaced.
 */
async function openReopeningPglite(dir: string | undefined) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // Search's trigram indexes (migration 0003); PostgreSQL ships pg_trgm in its contrib modules.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const options = { extensions: { pg_trgm } };
  const create = () => {
    if (!dir || dir === "memory") return new PGlite(options);
    mkdirSync(dir, { recursive: true });
    return new PGlite(dir, options);
  };
  const prepare = async (client: InstanceType<typeof PGlite>) => {
    await migrate(drizzle({ client, schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return client;
  };
  let current: InstanceType<typeof PGlite>;
  let reopening: Promise<InstanceType<typeof PGlite>> | undefined;
  let closedForGood = false;
  const live = async () => {
    if (!current.closed || closedForGood) return current;
    reopening ??= prepare(create()).finally(() => (reopening = undefined));
    current = await reopening;
    return current;
  };
  // A directory is this process's until close (a tool using it is waited for), and `npm run backup`
  // gets its consistent copy from here (pglite-holder.ts).
  const hold =
    !dir || dir === "memory"
      ? null
      : await holdDataDir(dir, { role: "server", dump: async () => consistentDump(await live()) });
  try {
    current = await prepare(create());
  } catch (error) {
    await hold?.release();
    throw error;
  }
  // Drizzle calls query, exec and transaction; each reaches the live instance, reopened if need be.
  const client = new Proxy(current, {
    get(_target, property) {
      if (property === "query" || property === "exec" || property === "transaction") {
        return async (...args: unknown[]) => {
          const instance = await live();
          const method = instance[property] as (...a: unknown[]) => Promise<unknown>;
          return method.apply(instance, args);
        };
      }
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(current) : value;
    },
  });
  return {
    db: drizzle({ client, schema, logger: queryCounter }) as unknown as Database,
    quietDb: drizzle({ client, schema }) as unknown as Database,
    // PGlite takes several statements in one text only without values, through exec.
    quietQuery: async (text: string, values?: unknown[]) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: async () => {
      closedForGood = true;
      await (reopening ?? Promise.resolve());
      if (!current.closed) await current.close();
      await hold?.release();
    },
    driver: () => current,
    // The instance listening is the one open now (a reopened instance is not listened to again: the
    // embedded database serves one process, and its listeners are tests and a laptop's demo).
    listen: async (channel: string, onPayload: (payload: string) => void, onListening: () => void) => {
      const unlisten = await current.listen(channel, onPayload);
      onListening();
      return () => unlisten();
    },
  };
}

/** Opens a database and brings its schema up to date. Nothing is opened at import time. */
export async function openDatabase({
  url,
  dir,
  applicationName,
  logger,
}: OpenOptions): Promise<DatabaseHandle> {
  if (url) {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const name = applicationName ?? (process.env.DATABASE_APPLICATION_NAME || "cineva");
    const pool = await openPool(url, name);
    const db = drizzle(pool, { schema, logger: logger ?? queryCounter }) as unknown as Database;
    try {
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      quietDb: drizzle(pool, { schema }) as unknown as Database,
      quietQuery: (text, values) => pool.query(text, values),
      kind: "postgres",
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      driver: () => pool,
      listen: listenOnServer(url, name, listeners),
    };
  }
  const embedded = await openReopeningPglite(dir);
  return { ...embedded, kind: "pglite" };
}

/** Where the site keeps its data on disk: CINEVA_DATA_DIR, else ./data (images/ beside the embedded database). */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CINEVA_DATA_DIR || path.join(process.cwd(), "data");
}

/** Where the embedded database lives: DATABASE_DIR, else {CINEVA_DATA_DIR or ./data}/pglite. */
export function defaultDatabaseDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_DIR || path.join(dataDir(env), "pglite");
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
