import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { loadIoredis } from "../runtime/redis";
import { connectTestRedis } from "../runtime/test-redis";

/**
 * Issue #16: two replicas of the site (`next start` from the same build) on one PostgreSQL and one
 * Redis share their Next cache (runtime/redis-cache-handler.mjs): a title's page revalidated through one
 * replica's /api/revalidate is fresh on the other. Without the shared cache the other would go on
 * serving the page it holds. Uses the machine's PostgreSQL (a scratch database) and Redis (keys under
 * a prefix of its own); skipped on a laptop without them, and failing in CI.
 */

const POSTGRES = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const FILM = "/movie/18/the-quiet-orbit";
const SECRET = "fleet-e2e-secret-0123456789abcdef0123456789";
const REVALIDATE_KEY = "fleet-e2e-revalidate-key";
const NEXT = join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

test.describe.configure({ mode: "serial" });

let database = "";
let prefix = "";
const replicas: ChildProcess[] = [];
const dirs: string[] = [];
const origins: string[] = [];
const logs: string[] = [];

async function reachable() {
  const client = new Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2_000 });
  const redis = await connectTestRedis("The two-replica cache test");
  redis?.disconnect();
  try {
    await client.connect();
    return redis !== null;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * A port nothing listens on now. Not a fixed one: a server left over on it (an earlier run stopped
 * half-way) would answer the health check for the replica that failed to start, and the test would
 * read that server's old database instead.
 */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startReplica(port: number, databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), "cineva-replica-"));
  dirs.push(dir);
  const origin = `http://127.0.0.1:${port}`;
  // Node itself, not npx: the id it is started with is the server's, so stopping it stops the server.
  const child = spawn(process.execPath, [NEXT, "start", "-p", String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CINEVA_SEED: "1",
      REDIS_URL: REDIS,
      CINEVA_CACHE_PREFIX: prefix,
      CINEVA_DATA_DIR: dir, // each replica's own disk: nothing shared through it
      NEXTAUTH_SECRET: SECRET,
      CINEVA_REVALIDATE_SECRET: REVALIDATE_KEY,
      CINEVA_SANDBOX: "1",
      NEXTAUTH_URL: origin,
    },
    // Kept for a failure's report: what each replica said (the cache handler's warnings among it).
    stdio: ["ignore", openSync(join(dir, "out.log"), "a"), openSync(join(dir, "out.log"), "a")],
  });
  replicas.push(child);
  logs.push(join(dir, "out.log"));
  // Healthy while its own process lives: a replica that could not start is a failure, with what it said.
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          return `exited: ${readFileSync(join(dir, "out.log"), "utf8").slice(-500)}`;
        return (await fetch(`${origin}/api/health`).catch(() => null))?.status;
      },
      { timeout: 120_000 },
    )
    .toBe(200);
  origins.push(origin);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const ok = await reachable();
  test.skip(!ok && !process.env.CI, "no PostgreSQL or Redis on this machine");
  expect(ok, "CI has the machine's PostgreSQL and Redis").toBe(true);
  database = `cineva_fleet_e2e_${process.pid}`;
  prefix = `cineva:e2e:${process.pid}:`;
  await sql(POSTGRES, `drop database if exists ${database} with (force)`);
  await sql(POSTGRES, `create database ${database}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  // One after the other: the first seeds the demo into the new database, the second finds it there.
  await startReplica(await freePort(), url.href);
  await startReplica(await freePort(), url.href);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [i, log] of logs.entries()) {
    const text = readFileSync(log, "utf8").slice(-4_000);
    console.log(`replica ${i + 1} said:\n${text}`);
    await testInfo.attach(`replica-${i + 1}.log`, { body: text, contentType: "text/plain" });
  }
});

test.afterAll(async () => {
  // Stopped by the ids they were started with, never by name.
  await Promise.all(
    replicas.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || !child.pid) return resolve(null);
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (database) await sql(POSTGRES, `drop database if exists ${database} with (force)`).catch(() => {});
  if (prefix) {
    const { Redis } = loadIoredis();
    const redis = new Redis(REDIS, { maxRetriesPerRequest: 1 });
    // The pages and tags, and the leaderboards the replicas mirrored (server/modules/programme).
    const keys = [...(await redis.keys(`${prefix}*`)), ...(await redis.keys(`cineva:lb:${database}:*`))];
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
});

const page = async (origin: string) => {
  const response = await fetch(`${origin}${FILM}`, { headers: { "accept-language": "en" } });
  expect(response.status).toBe(200);
  return response.text();
};

test("a title revalidated through one replica is fresh on the other", async () => {
  const [one, two] = origins as [string, string];
  // Both replicas hold the page (rendered once, shared through Redis).
  expect(await page(one)).toContain("The Quiet Orbit");
  expect(await page(two)).toContain("The Quiet Orbit");

  const changed = `Rewritten for the fleet test ${Date.now()}`;
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  await sql(url.href, "update movies set description_en = $1 where id = 18", [changed]);
  // Still the cached page until someone says the title changed.
  expect(await page(two)).not.toContain(changed);

  const revalidated = await fetch(`${one}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${REVALIDATE_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: ["movie:18"] }),
  });
  expect(revalidated.status).toBe(200);
  const started = Date.now();
  // The other replica never heard of it but through Redis: its next visits render it again.
  await expect
    .poll(async () => (await page(two)).includes(changed), { timeout: 15_000, intervals: [100] })
    .toBe(true);
  test.info().annotations.push({
    type: "fresh on the other replica after",
    description: `${Date.now() - started} ms`,
  });
  expect(await page(one)).toContain(changed);
});
