/** @jest-environment node */
/**
 * The database restarting under a running backend (issue #7, faults). On PostgreSQL (npm run test:pg)
 * a restart looks to the app like every connection of its pool being terminated by the server; on
 * the embedded PGlite, like its instance being closed and re-created. Either way the next requests
 * must succeed without restarting the app, and a lost connection must never crash the process.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import { seedContent } from "../test-content";
import { createTestContext, createUser, tokenFor, type TestContext } from "../test-harness";
import { isConnectionError, isRead } from "./client";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Only this file's connections are terminated: others share the server (and its database "test").
const applicationName = `cineva-faults-test-${randomBytes(4).toString("hex")}`;

let ctx: TestContext;
let dir: string | undefined;
let token: string;
let movieId: number;

beforeAll(async () => {
  dir = onPostgres ? undefined : mkdtempSync(path.join(tmpdir(), "cineva-restart-"));
  ctx = await createTestContext({ applicationName, pgliteDir: dir });
  const catalogue = await seedContent(ctx);
  movieId = catalogue.movieIds[0]!;
  const { user } = await createUser(ctx);
  token = await tokenFor(ctx, user.id);
}, 60_000);

afterAll(async () => {
  await ctx.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** What a server restart does to the app's connections: all of them are cut, by the server. */
async function terminateOwnConnections(): Promise<number> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: ctx.databaseUrl!, application_name: "cineva-faults-admin" });
  await admin.connect();
  try {
    const result = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [applicationName],
    );
    return result.rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

/** A read and a write of the API, as a signed-in viewer would make them. */
async function readAndWrite() {
  const reads = await Promise.all([
    ctx.get("/api/user-info", { token }),
    ctx.get(`/api/movies/${movieId}`),
    ctx.get("/api/health"),
  ]);
  expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
  const write = await ctx.put("/api/favorites", { title_kind: "movie", title_id: movieId }, { token });
  expect(write.status).toBe(200);
}

describe("the database restarting", () => {
  (onPostgres ? it : it.skip)(
    "PostgreSQL: after the server cuts every connection of the pool, the next requests succeed",
    async () => {
      const pool = ctx.handle.driver() as Pool;
      // Fill the pool with several connections, idle when they are cut.
      await readAndWrite();
      await Promise.all(Array.from({ length: 4 }, () => ctx.get(`/api/movies/${movieId}`)));
      expect(pool.totalCount).toBeGreaterThan(0);
      for (let round = 0; round < 3; round += 1) {
        expect(await terminateOwnConnections()).toBeGreaterThan(0);
        // At once: no waiting for the pool to notice.
        await readAndWrite();
      }
    },
    30_000,
  );

  (onPostgres ? it : it.skip)(
    "PostgreSQL: a connection cut inside a transaction fails that request only, not the process",
    async () => {
      const pool = ctx.handle.driver() as Pool;
      const client = await pool.connect();
      await client.query("begin");
      await terminateOwnConnections();
      // Give the client time to hear of it while checked out and idle: an 'error' event nobody
      // listened to would end the process here.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
      await readAndWrite();
    },
    30_000,
  );

  (onPostgres ? it : it.skip)("PostgreSQL: the pool's own 'error' events never go unhandled", async () => {
    const pool = ctx.handle.driver() as Pool;
    expect(pool.listenerCount("error")).toBeGreaterThan(0);
    expect(() =>
      pool.emit("error", new Error("terminating connection due to administrator command")),
    ).not.toThrow();
    const client = await pool.connect();
    expect(() => client.emit("error", new Error("Connection terminated unexpectedly"))).not.toThrow();
    client.release(true);
    await readAndWrite();
  });

  (onPostgres ? it.skip : it)(
    "PGlite: after the embedded database is closed under the app, it is reopened and the data is there",
    async () => {
      await readAndWrite();
      const first = ctx.handle.driver() as PGlite;
      await first.close();
      expect(first.closed).toBe(true);
      await readAndWrite();
      const second = ctx.handle.driver() as PGlite;
      expect(second).not.toBe(first);
      expect(second.closed).toBe(false);
      // Closed again while requests are in flight: they wait for the one reopening.
      await second.close();
      await Promise.all([readAndWrite(), readAndWrite()]);
    },
    60_000,
  );
});

describe("which failures are retried", () => {
  it("knows a lost connection from a failed statement", () => {
    expect(isConnectionError(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isConnectionError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionError("nope")).toBe(false);
  });

  it("resends reads only", () => {
    expect(isRead({ text: 'select "id" from "users"' })).toBe(true);
    expect(isRead("  SELECT 1")).toBe(true);
    expect(isRead({ text: 'insert into "favorites" …' })).toBe(false);
    expect(isRead({ text: 'update "users" set …' })).toBe(false);
    expect(isRead({ text: "selection" })).toBe(false);
    expect(isRead(undefined)).toBe(false);
  });
});
