// `npm run fleet` (issue #16): a real fleet on one machine, from what the machine has: a database it
// creates on the machine's PostgreSQL, a Redis of its own (Debian's redis-server, never the machine's),
// N replicas of `next start` sharing one secret, and Debian's nginx in front (scripts/deploy/fleet.ts).
//
//   npm run fleet                      # serves until Ctrl+C, printing the address
//   npm run fleet -- --replicas 4 --port 8080
//   npm run fleet -- --check           # proves it, prints the figures, stops, exits 1 on a failure
//
// The PostgreSQL server: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// the database `cineva_fleet_<pid>` is dropped at the end. Everything it starts it stops by process id.
// It needs a build (`npm run build`; made here when there is none). Loopback only; every load is bounded.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { VIEWER } from "../e2e/accounts";
import { loadTest } from "../bench/measure";
import { balancerConfig } from "./deploy/fleet";
import { fleetChecks } from "./fleet-check";
import { rollingRestart } from "./fleet-rolling-restart";
import { freePort } from "./deploy/ports";
import { loadIoredis } from "../runtime/redis";

const { values: options } = parseArgs({
  options: {
    replicas: { type: "string", default: "3" },
    port: { type: "string", default: "8080" },
    check: { type: "boolean", default: false },
  },
});
const REPLICAS = Number(options.replicas);
const NGINX = "/usr/sbin/nginx";
const REDIS_SERVER = "/usr/bin/redis-server";
const START = path.join(process.cwd(), "scripts", "start.mjs");
const log = (line: string) => process.stderr.write(`fleet: ${line}\n`);

export type Fleet = {
  balancer: string;
  /** Each replica's address, process and CINEVA_DATA_DIR (its own folder: nothing in it is shared). */
  replicas: { origin: string; child: ChildProcess | null; dataDir: string }[];
  databaseUrl: string;
  revalidateKey: string;
  restartReplica(index: number): Promise<void>;
  stopReplica(index: number): void;
  /** nginx's error log, for a check that failed. */
  nginxErrorLog: string;
  /** Takes a replica out of the balancer's rotation (null: every replica in again), as a deploy does. */
  setOutOfRotation(index: number | null): Promise<void>;
  /** SIGTERM, as a deploy sends it; resolves with the replica's exit code. */
  stopGracefully(index: number): Promise<number | null>;
  stopRedis(): void;
  startRedis(): Promise<void>;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, ready: () => Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await pause(250);
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`);
}

async function sql(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The process ids of nginx's workers (and cache processes): its master's children. */
function nginxProcesses(nginx: ChildProcess | null): string[] {
  if (!nginx?.pid) return [];
  return spawnSync("pgrep", ["-P", String(nginx.pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean);
}

/** Stops a child by its id and waits for it to go. */
function stop(child: ChildProcess | null, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

async function main() {
  for (const [tool, file] of [
    ["nginx", NGINX],
    ["redis-server", REDIS_SERVER],
  ] as const)
    if (!existsSync(file)) throw new Error(`${tool} is not installed (apt-get install -y ${tool})`);
  const port = Number(options.port);
  const balancer = `http://127.0.0.1:${port}`;
  if (!existsSync(".next/BUILD_ID")) {
    log("no build: building once (npm run build)");
    const built = spawnSync("npx", ["next", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_PUBLIC_SITE_URL: balancer },
    });
    if (built.status !== 0) throw new Error("the build failed");
  }

  const dir = mkdtempSync(path.join(tmpdir(), "cineva-fleet-"));
  chmodSync(dir, 0o755); // nginx's workers drop root and must reach their asset cache inside
  const server = new URL(
    process.env.TEST_DATABASE_URL ||
      process.env.DATABASE_URL ||
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const database = `cineva_fleet_${process.pid}`;
  const databaseUrl = new URL(server.href);
  databaseUrl.pathname = `/${database}`;
  const secret = randomBytes(32).toString("base64url");
  const revalidateKey = randomBytes(24).toString("base64url");
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  let redis: ChildProcess | null = null;
  let nginx: ChildProcess | null = null;
  const replicas: Fleet["replicas"] = [];
  let stopping = false;

  const startRedis = async () => {
    redis = spawn(
      REDIS_SERVER,
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    await waitFor("redis-server", async () => {
      const { Redis } = loadIoredis();
      const client = new Redis(redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on("error", () => {});
      try {
        await client.connect();
        return (await client.ping()) === "PONG";
      } finally {
        client.disconnect();
      }
    });
  };

  const startReplica = async (index: number, replicaPort: number) => {
    const dataDir = path.join(dir, `replica-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const origin = `http://127.0.0.1:${replicaPort}`;
    // As `npm start` runs it: on this machine only, stopping gracefully on SIGTERM.
    const child = spawn(process.execPath, [START, "-p", String(replicaPort)], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl.href,
        REDIS_URL: redisUrl,
        NEXTAUTH_SECRET: secret,
        NEXTAUTH_URL: balancer,
        CINEVA_REVALIDATE_SECRET: revalidateKey,
        CINEVA_TRUST_PROXY: "1",
        CINEVA_SANDBOX: "1",
        CINEVA_HOST: "127.0.0.1",
        CINEVA_SEED: "1",
        // Replicas starting together would each queue the demo's packaging job: the fleet keeps the clips.
        CINEVA_DEMO_MEDIA: "0",
        CINEVA_DATA_DIR: dataDir,
        DATABASE_POOL_SIZE: "5",
        // The check's load all comes from 127.0.0.1: per-address limits are scaled for it.
        CINEVA_IP_LIMIT_SCALE: "1000",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    replicas[index] = { origin, child, dataDir };
    await waitFor(`replica ${index + 1}`, async () => (await fetch(`${origin}/api/health`)).ok);
  };

  const shutDown = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([stop(nginx, "SIGQUIT"), ...replicas.map((r) => stop(r.child)), stop(redis)]);
    await sql(server.href, `drop database if exists ${database} with (force)`).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("SIGINT", () => void shutDown().then(() => process.exit(0)));
  process.on("SIGTERM", () => void shutDown().then(() => process.exit(0)));

  try {
    await sql(server.href, `create database ${database}`);
    await startRedis();
    const ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
    log(`database ${database}; Redis on ${redisUrl}; ${REPLICAS} replicas on ${ports.join(", ")}`);
    // The first seeds the demo into the new database; the others find it there.
    await startReplica(0, ports[0]!);
    await Promise.all(ports.slice(1).map((p, i) => startReplica(i + 1, p)));

    const nginxDir = path.join(dir, "nginx");
    mkdirSync(nginxDir, { recursive: true });
    const upstreams = ports.map((p) => `127.0.0.1:${p}`);
    const configure = (down: string[] = []) =>
      writeFileSync(
        path.join(nginxDir, "nginx.conf"),
        balancerConfig({ dir: nginxDir, listen: "127.0.0.1", port, upstreams, down }),
      );
    configure();
    nginx = spawn(
      NGINX,
      ["-p", nginxDir, "-e", `${nginxDir}/error.log`, "-c", `${nginxDir}/nginx.conf`, "-g", "daemon off;"],
      { stdio: "inherit" },
    );
    await waitFor("nginx", async () => (await fetch(`${balancer}/api/health`)).ok, 15_000);
    log(`serving on ${balancer} (sign in as ${VIEWER.phone} / ${VIEWER.password})`);

    if (!options.check) {
      await new Promise(() => {}); // until Ctrl+C
      return;
    }
    const fleet: Fleet = {
      balancer,
      replicas,
      databaseUrl: databaseUrl.href,
      revalidateKey,
      nginxErrorLog: path.join(dir, "nginx", "error.log"),
      restartReplica: (index) => startReplica(index, Number(new URL(replicas[index]!.origin).port)),
      stopReplica: (index) => void replicas[index]!.child?.kill("SIGKILL"),
      // A new configuration, and SIGHUP: nginx's new workers use it, the old ones finish their
      // requests and exit. Applied once none of the old ones is left: before that, one of them may
      // still send a request to a replica that is about to stop listening.
      setOutOfRotation: async (index) => {
        configure(index === null ? [] : [upstreams[index]!]);
        const before = nginxProcesses(nginx);
        nginx?.kill("SIGHUP");
        await waitFor(
          "nginx's reload",
          async () =>
            nginxProcesses(nginx).length > 0 && !nginxProcesses(nginx).some((p) => before.includes(p)),
          15_000,
        );
      },
      stopGracefully: async (index) => {
        const child = replicas[index]!.child;
        await stop(child, "SIGTERM");
        return child?.exitCode ?? null;
      },
      stopRedis: () => void redis?.kill("SIGKILL"),
      startRedis,
    };
    const failures = [
      ...(await fleetChecks(fleet, { loadTest, log })),
      ...(await rollingRestart(fleet, { log })),
    ];
    if (failures.length) {
      process.stdout.write(
        `\n${failures.length} check(s) failed:\n${failures.map((f) => `  ${f}`).join("\n")}\n`,
      );
      process.exitCode = 1;
    } else process.stdout.write("\nevery fleet check passed\n");
  } finally {
    await shutDown();
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
