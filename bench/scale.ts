/**
 * `npm run bench:scale` (issue #15): every GET of the OpenAPI document, public and signed in, timed
 * against the backend alone (`npm run api`) on a scratch PostgreSQL database: first with the demo,
 * then after adding a national catalogue and audience (bench/scale-load.ts). Prints, per call, the
 * single-request p50/p95 and requests per second under autocannon at both sizes, and the growth.
 *
 *   npm run bench:scale [-- --films N --series N --viewers N --points N --ratings N] [--check] [--keep]
 *
 * The database: TEST_DATABASE_URL or DATABASE_URL names the server; a database `cineva_scale_<pid>` is
 * created there and dropped at the end (unless --keep). Loopback only, bounded in requests and time;
 * the API process it starts is stopped by its id.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { Pool } from "pg";
import { VIEWER } from "../e2e/accounts";
import { loadTest } from "./measure";
import { explainCalls, plansTable } from "./scale-plans";
import { rankFigures, rankTable } from "./scale-rank";
import { DEFAULT_SCALE, loadScale, type Scale } from "./scale-load";
import {
  SCALE_BUDGETS,
  callsOf,
  checkScale,
  scaleTable,
  type CallFigures,
  type ScaleRow,
} from "./scale-stats";
import { percentile } from "./stats";
import { freePort } from "../scripts/deploy/ports";
import { loadIoredis } from "../runtime/redis";

const { values: options } = parseArgs({
  options: {
    films: { type: "string" },
    series: { type: "string" },
    viewers: { type: "string" },
    points: { type: "string" },
    ratings: { type: "string" },
    samples: { type: "string", default: "30" },
    seconds: { type: "string", default: "3" },
    connections: { type: "string", default: "20" },
    check: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
  },
});

const scale: Scale = {
  films: Number(options.films ?? DEFAULT_SCALE.films),
  series: Number(options.series ?? DEFAULT_SCALE.series),
  viewers: Number(options.viewers ?? DEFAULT_SCALE.viewers),
  points: Number(options.points ?? DEFAULT_SCALE.points),
  ratings: Number(options.ratings ?? DEFAULT_SCALE.ratings),
};
const SAMPLES = Number(options.samples);
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);

const log = (line: string) => process.stderr.write(`bench:scale: ${line}\n`);

function serverUrl(): URL {
  const raw = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!raw)
    throw new Error(
      "set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
    );
  return new URL(raw);
}

async function startApi(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/standalone.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CINEVA_SEED: "1",
      CINEVA_DEMO_MEDIA: "0",
      CINEVA_SANDBOX: "1",
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/home`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("the API did not answer within 3 minutes");
}

async function signIn(api: string): Promise<string> {
  const response = await fetch(`${api}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ phone_number: VIEWER.phone, password: VIEWER.password }),
  });
  if (!response.ok) throw new Error(`signing in the demo viewer answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One call's figures: `SAMPLES` unhurried requests one after another, then a bounded autocannon run. */
async function measure(origin: string, path: string, token: string | null): Promise<CallFigures> {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": "en" };
  if (token) headers.authorization = `Bearer ${token}`;
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < SAMPLES + 2; i++) {
    const started = performance.now();
    const response = await fetch(origin + path, { headers });
    await response.arrayBuffer();
    if (response.status >= 400) errors++;
    if (i >= 2) times.push(performance.now() - started); // two warm-ups
  }
  const load = await loadTest(
    origin,
    { name: path, path },
    { connections: CONNECTIONS, seconds: SECONDS, headers },
  );
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    requestsPerSecond: load.requestsPerSecond,
    errors: errors + load.errors + load.timeouts + load.non2xx,
  };
}

type Call = ReturnType<typeof callsOf>[number];

async function callsOfApi(origin: string): Promise<Call[]> {
  return callsOf((await (await fetch(`${origin}/api/openapi.json`)).json()) as Parameters<typeof callsOf>[0]);
}

async function measureAll(origin: string, calls: readonly Call[], token: string) {
  const figures = new Map<string, CallFigures>();
  for (const call of calls) {
    const key = `${call.signedIn ? "viewer " : ""}GET ${call.path}`;
    figures.set(key, await measure(origin, `/api${call.path}`, call.signedIn ? token : null));
    log(`${key}: p95 ${figures.get(key)!.p95.toFixed(1)} ms`);
  }
  return figures;
}

/** The scratch database's leaderboards in Redis (the mirror's keys carry the database's name). */
async function forgetMirroredBoards(redisUrl: string, database: string) {
  const { Redis } = loadIoredis();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`cineva:lb:${database}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * With REDIS_URL the API mirrors the leaderboards in Redis, and a board's first read starts its build
 * from PostgreSQL (seconds at scale). The boards are read until all three are built, so that no call
 * is measured beside a build.
 */
async function awaitMirroredBoards(origin: string, redisUrl: string, database: string) {
  const { Redis } = loadIoredis();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const deadline = Date.now() + 120_000;
    while ((await redis.keys(`cineva:lb:${database}:*:ready`)).length < 3) {
      if (Date.now() > deadline)
        throw new Error("the API's leaderboard mirror was not built within 2 minutes");
      for (const period of ["week", "month", "all"])
        await (await fetch(`${origin}/api/leaderboard?period=${period}`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    redis.disconnect();
  }
}

async function main() {
  const server = serverUrl();
  const database = `cineva_scale_${process.pid}`;
  const admin = new Pool({ connectionString: server.href, max: 1 });
  await admin.query(`create database ${database}`);
  const url = new URL(server.href);
  url.pathname = `/${database}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let api: ChildProcess | null = null;
  const pool = new Pool({ connectionString: url.href, max: 2 });
  const redisUrl = process.env.REDIS_URL;
  try {
    log(`database ${database}; the demo is seeded on first start`);
    api = await startApi(url.href, port);
    if (redisUrl) await awaitMirroredBoards(origin, redisUrl, database);
    const token = await signIn(`${origin}/api`);
    const calls = await callsOfApi(origin);
    const demo = await measureAll(origin, calls, token);

    log(`adding ${JSON.stringify(scale)}`);
    const started = Date.now();
    const counts = await loadScale(pool, scale);
    log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`);
    // A fresh process: nothing the demo run cached in memory answers for the scaled database.
    api.kill();
    api = await startApi(url.href, port);
    if (redisUrl) await awaitMirroredBoards(origin, redisUrl, database);
    const scaleToken = await signIn(`${origin}/api`);
    const atScale = await measureAll(origin, calls, scaleToken);
    const plans = await explainCalls(url.href, pool, calls, scaleToken);

    const rows: ScaleRow[] = [...demo.keys()].map((call) => ({
      call,
      demo: demo.get(call)!,
      scale: atScale.get(call)!,
    }));
    process.stdout.write(
      `\n${scaleTable(rows, { scale, connections: CONNECTIONS, seconds: SECONDS, samples: SAMPLES })}\n`,
    );
    process.stdout.write(`\n${plansTable(plans)}\n`);
    const ranks = redisUrl ? await rankFigures(url.href, pool, redisUrl, SAMPLES) : [];
    if (ranks.length) process.stdout.write(`\n${rankTable(ranks)}\n`);
    else log("set REDIS_URL to compare a viewer's own place read from PostgreSQL and from the Redis mirror");
    const failed = [
      ...checkScale(rows),
      ...plans.flatMap((p) =>
        p.seqScans.length ? [`${p.call}: reads all of ${p.seqScans.join(", ")}`] : [],
      ),
      ...ranks.flatMap((r) => (r.redis ? [] : [`the Redis mirror did not answer the ${r.period} board`])),
    ];
    if (failed.length) {
      process.stdout.write(
        `\n${failed.length} call(s) over budget (p95 ≤ ${SCALE_BUDGETS.maxP95Ms} ms, growth ≤ ${SCALE_BUDGETS.maxGrowth}×, 0 errors, no sequential scan of a large table):\n${failed.map((f) => `  ${f}`).join("\n")}\n`,
      );
      if (options.check) process.exitCode = 1;
    }
  } finally {
    if (api && api.exitCode === null) api.kill();
    await pool.end();
    if (!options.keep) {
      await admin.query(`drop database if exists ${database} with (force)`);
      if (redisUrl) await forgetMirroredBoards(redisUrl, database);
    } else log(`kept database ${database}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
