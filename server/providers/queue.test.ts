/** @jest-environment node */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { queriesSent } from "../db/query-counter";
import { runningJobs } from "../db/schema";
import { createTestContext, type TestContext } from "../test-harness";
import { openQueue, queueOptions, type AnyJobDefinition, type JobDeps, type Queue } from "./queue";

// pg-boss on the site's database, PGlite or PostgreSQL (issue #37): jobs run once, failures are
// retried, a time limit and a cancel stop a running job, and a killed worker's job runs again.

const FAST = { pollingSeconds: 0.5, heartbeatMs: 200, lostAfterMs: 1500 };

let ctx: TestContext;
let deps: JobDeps;
const seen: string[] = [];
let flaky = 0;

const definitions: AnyJobDefinition[] = [
  {
    name: "test.echo",
    policy: { retries: 0, retryDelaySec: 1, timeLimitSec: 30 },
    run: async (data: { word: string }, job) => {
      await job.progress(0.5);
      seen.push(data.word);
      return { said: data.word };
    },
  },
  {
    name: "test.flaky",
    policy: { retries: 2, retryDelaySec: 1, timeLimitSec: 30 },
    run: async () => {
      flaky += 1;
      if (flaky === 1) throw new Error("The first try fails.");
      return { tries: flaky };
    },
  },
  {
    name: "test.waits",
    policy: { retries: 0, retryDelaySec: 1, timeLimitSec: 1 },
    run: (_data, job) =>
      new Promise((_resolve, reject) =>
        job.signal.addEventListener("abort", () => reject(job.signal.reason)),
      ),
  },
  {
    name: "test.cancelled",
    policy: { retries: 0, retryDelaySec: 1, timeLimitSec: 60 },
    run: (_data, job) =>
      new Promise((_resolve, reject) =>
        job.signal.addEventListener("abort", () => reject(job.signal.reason)),
      ),
  },
  {
    name: "test.endless",
    // A worker that dies is not a failure of its job: the job starts again without this delay.
    policy: { retries: 2, retryDelaySec: 600, timeLimitSec: 600 },
    run: async () => ({ finishedBy: "the second worker" }),
  },
];

/** Waits until `read()` gives `expected` (or `ms` pass), and gives what it read last. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const runningRows = (id: string) => ctx.db.select().from(runningJobs).where(eq(runningJobs.jobId, id));

/** The job's state once it leaves created, retry and active (or the last one seen after `ms`). */
async function settled(queue: Queue, name: string, id: string, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const job = await queue.job(name, id);
    if ((job && ["completed", "failed", "cancelled"].includes(job.state)) || Date.now() > until) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  deps = { ...ctx.jobDeps(), now: () => new Date() };
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

test("pg-boss's queue options carry the policy, its time limit a minute past ours", () => {
  expect(queueOptions({ retries: 3, retryDelaySec: 60, timeLimitSec: 300 })).toEqual(
    expect.objectContaining({ retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 360 }),
  );
});

/** An echo worker that asks for work every two minutes, as the site's rarely does. */
const rarelyPolling = () =>
  openQueue(ctx.handle, definitions.slice(0, 1), deps, { ...FAST, work: true, pollingSeconds: 120 });

test("a worker that rarely polls takes the jobs its own process adds at once", async () => {
  const queue = await rarelyPolling();
  try {
    const started = Date.now();
    const job = await settled(queue, "test.echo", await queue.send("test.echo", { word: "ngay" }), 10_000);
    expect(job?.state).toBe("completed");
    expect(Date.now() - started).toBeLessThan(10_000);
    seen.splice(0); // the echo tests below count their own
  } finally {
    await queue.stop(1000);
  }
}, 60_000);

test("several jobs added at once run one after another without a poll's wait between them", async () => {
  const queue = await rarelyPolling();
  try {
    const started = Date.now();
    // A season's files: the worker wakes for the first, and each job done sends it for the next.
    const ids = await Promise.all(
      ["một", "hai", "ba", "bốn"].map((word) => queue.send("test.echo", { word })),
    );
    for (const id of ids) expect((await settled(queue, "test.echo", id, 10_000))?.state).toBe("completed");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect([...seen].sort()).toEqual(["ba", "bốn", "hai", "một"]);
    seen.splice(0);
  } finally {
    await queue.stop(1000);
  }
}, 60_000);

describe("one worker", () => {
  let queue: Queue;
  beforeAll(async () => {
    queue = await openQueue(ctx.handle, definitions.slice(0, 4), deps, { work: true, ...FAST });
  }, 60_000);
  afterAll(() => queue.stop(1000));

  test("a job runs once, and its answer is kept", async () => {
    const id = await queue.send("test.echo", { word: "xin chào" });
    const job = await settled(queue, "test.echo", id);
    expect(job?.state).toBe("completed");
    expect(job?.output).toEqual({ said: "xin chào" });
    expect(seen).toEqual(["xin chào"]);
    expect(await runningRows(id)).toEqual([]);
  }, 30_000);

  test("a try that fails is tried again after a wait", async () => {
    const id = await queue.send("test.flaky", {});
    const job = await settled(queue, "test.flaky", id);
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(1);
    expect(job?.output).toEqual({ tries: 2 });
  }, 30_000);

  test("a try past its time limit is stopped and fails", async () => {
    const id = await queue.send("test.waits", {});
    const job = await settled(queue, "test.waits", id);
    expect(job?.state).toBe("failed");
    expect(JSON.stringify(job?.output)).toContain("time limit");
  }, 30_000);

  test("an idle worker's heartbeats are not counted as the site's statements", async () => {
    const before = queriesSent();
    await new Promise((resolve) => setTimeout(resolve, FAST.heartbeatMs * 4));
    expect(queriesSent()).toBe(before);
  });

  test("cancelling a running job stops it", async () => {
    const id = await queue.send("test.cancelled", {});
    expect(await eventually(async () => (await runningRows(id)).length, 1)).toBe(1);
    await queue.cancel("test.cancelled", id);
    // Its worker hears of it at its next heartbeat, aborts it, and lets go of it.
    expect(await eventually(async () => (await runningRows(id)).length, 0, 5_000)).toBe(0);
    expect((await queue.job("test.cancelled", id))?.state).toBe("cancelled");
  }, 30_000);
});

// Only PostgreSQL has workers in processes of their own: the embedded database serves one process.
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres("a worker killed in the middle of a job", () => {
  test("its job goes back to the queue at once, without a failure's retry delay, and another worker finishes it", async () => {
    const endless = definitions.find((d) => d.name === "test.endless")!;
    const sender = await openQueue(ctx.handle, [endless], deps, { work: false });
    // One node process (tsx as a loader, not its CLI's child), so SIGKILL reaches the worker itself.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "server/test-queue-worker.ts", ctx.databaseUrl!],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      const worker = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          const name = /^worker (\S+)/m.exec(chunk.toString())?.[1];
          if (name) resolve(name);
        });
        child.once("exit", (code) => reject(new Error(`The worker exited (${code}) before it started.`)));
      });
      const id = await sender.send("test.endless", {});
      const holder = await eventually(async () => (await runningRows(id))[0]?.worker, worker, 20_000);
      expect(holder).toBe(worker);

      child.kill("SIGKILL");
      await exited;
      const rescuer = await openQueue(ctx.handle, [endless], deps, { work: true, ...FAST });
      try {
        const job = await settled(rescuer, "test.endless", id);
        expect(job?.state).toBe("completed");
        expect(job?.retryCount).toBe(1);
        expect(job?.output).toEqual({ finishedBy: "the second worker" });
      } finally {
        await rescuer.stop(1000);
      }
    } finally {
      child.kill("SIGKILL");
      await sender.stop();
    }
  }, 60_000);
});

describe("the embedded site killed in the middle of a job", () => {
  test("takes the job again as soon as it starts, and finishes it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cineva-killed-site-"));
    // The site's process on its own PGlite directory: it adds a job, starts it, and is killed.
    const child = spawn(process.execPath, ["--import", "tsx", "server/test-queue-worker.ts", dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    let id = "";
    try {
      await new Promise<void>((resolve, reject) => {
        let said = "";
        child.stdout.on("data", (chunk: Buffer) => {
          said += chunk.toString();
          id ||= /^job (\S+)/m.exec(said)?.[1] ?? "";
          if (id && /^running$/m.test(said)) resolve();
        });
        child.once("exit", (code) => reject(new Error(`The site exited (${code}) before its job ran.`)));
      });
    } finally {
      child.kill("SIGKILL");
      await exited;
    }

    // Started again: no heartbeat to wait out, no other process could hold the job.
    const handle = await openDatabase({ dir });
    const endless = definitions.find((d) => d.name === "test.endless")!;
    const site = await openQueue(
      handle,
      [endless],
      { ...deps, db: handle.db },
      {
        work: true,
        ...FAST,
        lostAfterMs: 600_000,
        soleWorker: true,
      },
    );
    try {
      const job = await settled(site, "test.endless", id, 15_000);
      expect(job?.state).toBe("completed");
      expect(job?.retryCount).toBe(1);
      expect(job?.output).toEqual({ finishedBy: "the second worker" });
    } finally {
      await site.stop(1000);
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
