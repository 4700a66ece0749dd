/**
 * The job queue (issue #37): pg-boss on the site's own database, so a job is as durable as the data it
 * works on and needs nothing else to run. pg-boss keeps the jobs, their retries with backoff and their
 * time limits; this file adds what it lacks: which worker holds a running job and whether that worker
 * is still alive (running_jobs), so a job whose worker was killed goes back to the queue within a
 * minute instead of at its time limit, progress, and cancelling a job that is running.
 *
 * pg-boss 10: 11 and 12 need Node 22, and the site runs on Node 20. It runs on PGlite through a
 * `db` adapter; the embedded database serves one process, so there its jobs run in the site's process.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, DatabaseHandle } from "../db/client";
import { runningJobs } from "../db/schema";
import type { MailProvider } from "./mail";
import type { MediaStore } from "./media-store";
import type { UploadStore } from "./upload-store";

/** How a kind of job runs. */
export type JobPolicy = {
  /** Tries after the first one fails. */
  retries: number;
  /** Seconds before the first retry; each next one waits about twice as long. */
  retryDelaySec: number;
  /** How long one try may take, in seconds. */
  timeLimitSec: number;
};

/** What every job may use. */
export type JobDeps = {
  db: Database;
  now: () => Date;
  uploads: UploadStore;
  media: MediaStore;
  mail: MailProvider;
};

/** What a running job gets besides its data. */
export type JobContext = {
  id: string;
  /** Aborted when the try runs past its time limit, the job is cancelled or the worker stops. */
  signal: AbortSignal;
  /** How far the job has got, 0 to 1. */
  progress: (fraction: number) => Promise<void>;
};

export type JobDefinition<Data = never> = {
  /** The queue's name: "<module>.<what>". */
  name: string;
  policy: JobPolicy;
  /** A cron line, in Vietnam's time, when the job also runs by itself. */
  schedule?: string;
  run: (data: Data, job: JobContext, deps: JobDeps) => Promise<unknown>;
};

// Any job's definition, whatever its data (a queue holds several kinds).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

export const SCHEDULE_TIME_ZONE = "Asia/Ho_Chi_Minh";

/** A worker says it is alive this often, and is taken for lost after this long without a word. */
export const HEARTBEAT_MS = 10_000;
export const LOST_AFTER_MS = 45_000;

export type QueueOptions = {
  /** Run the definitions' jobs in this process (a worker, or the site on the embedded database). */
  work: boolean;
  /** Jobs taken at once per kind. */
  concurrency?: number;
  /**
   * How often an idle worker asks for work, seconds. A job added by this same process is taken at
   * once whatever this says (pg-boss's notifyWorker); polling finds the ones other processes add.
   */
  pollingSeconds?: number;
  heartbeatMs?: number;
  lostAfterMs?: number;
  /**
   * No other process works on this database (the embedded one, which one process owns): a job still
   * marked running when this one starts was left by a process that died (a killed `npm start`), and
   * goes back to the queue at once instead of after a lost worker's wait.
   */
  soleWorker?: boolean;
};

export type Queue = {
  /** Adds a job; its id. */
  send: (name: string, data: object) => Promise<string>;
  /** Stops a job: a waiting one never starts, a running one is aborted at its worker's next heartbeat. */
  cancel: (name: string, id: string) => Promise<void>;
  /** The job as pg-boss keeps it (state, tries, output), null when there is none. */
  job: (name: string, id: string) => Promise<PgBoss.JobWithMetadata | null>;
  /** Stops taking work, aborts what runs after `graceMs`, and closes pg-boss. */
  stop: (graceMs?: number) => Promise<void>;
  /** This process's name among the workers. */
  worker: string;
};

/** What a route needs of the queue: adding jobs, and cancelling one the studio started. */
export type JobSender = Pick<Queue, "send" | "cancel">;

/** pg-boss's queue options for a policy: its time limit is a little longer than ours, a safety net. */
export function queueOptions(policy: JobPolicy): PgBoss.Queue {
  return {
    name: "",
    retryLimit: policy.retries,
    retryDelay: policy.retryDelaySec,
    retryBackoff: true,
    expireInSeconds: policy.timeLimitSec + 60,
  };
}

export const workerName = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

export async function openQueue(
  handle: DatabaseHandle,
  definitions: readonly AnyJobDefinition[],
  deps: JobDeps,
  options: QueueOptions,
): Promise<Queue> {
  const boss = new PgBoss({
    // Through the site's own connection (PGlite included), outside the site's statement count.
    db: { executeSql: (text, values) => handle.quietQuery(text, values) as Promise<{ rows: never[] }> },
    // A process that runs no jobs only adds them: no maintenance, no clock.
    supervise: options.work,
    schedule: options.work,
    // Schedules here are hourly or nightly: their clock is read twice a minute, not every 5 s.
    cronWorkerIntervalSeconds: 30,
    migrate: true,
  });
  boss.on("error", (error) => console.error("Cineva: job queue", error.message));
  await boss.start();
  for (const definition of definitions) {
    const settings = queueOptions(definition.policy);
    await boss.createQueue(definition.name, settings);
    await boss.updateQueue(definition.name, settings);
  }
  const worker = workerName();
  const working = options.work
    ? await startWorking(boss, handle.quietDb, definitions, deps, worker, options)
    : null;
  if (options.work) {
    for (const { name, schedule } of definitions) {
      if (schedule) await boss.schedule(name, schedule, {}, { tz: SCHEDULE_TIME_ZONE });
    }
  }
  return {
    worker,
    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`The queue ${name} took no job.`);
      working?.wake(name);
      return id;
    },
    cancel: (name, id) => boss.cancel(name, id),
    job: (name, id) => boss.getJobById(name, id, { includeArchive: true }),
    async stop(graceMs = 10_000) {
      await working?.stop(graceMs);
      await boss.stop({ graceful: false, wait: true, close: false });
    },
  };
}

type Running = { queue: string; controller: AbortController };

async function startWorking(
  boss: PgBoss,
  db: Database,
  definitions: readonly AnyJobDefinition[],
  deps: JobDeps,
  worker: string,
  {
    concurrency = 1,
    pollingSeconds = 2,
    heartbeatMs = HEARTBEAT_MS,
    lostAfterMs = LOST_AFTER_MS,
    soleWorker = false,
  }: QueueOptions,
) {
  const running = new Map<string, Running>();

  /**
   * The running jobs `which` picks out, back to the queue, each with why. Each counts as a try, so a
   * job that kills every worker it runs on still ends; but its worker died, the job did not fail, so
   * it starts again at once instead of after the retry delay meant for failures (60 s or more for a
   * packaging). pg-boss 10 has no call for that: its own column, on its own table, says when.
   */
  async function handBack(which: SQL | undefined, why: (worker: string) => string) {
    const rows = await db
      .delete(runningJobs)
      .where(which)
      .returning({ jobId: runningJobs.jobId, queue: runningJobs.queue, worker: runningJobs.worker });
    for (const job of rows) {
      await boss.fail(job.queue, job.jobId, { message: why(job.worker) });
      await db.execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${job.queue} AND id = ${job.jobId} AND state = 'retry'`,
      );
    }
    for (const queue of new Set(rows.map((job) => job.queue))) wake(queue);
  }

  async function runOne(definition: AnyJobDefinition, job: PgBoss.Job) {
    const controller = new AbortController();
    const limit = setTimeout(
      () => controller.abort(new Error(`Past its time limit (${definition.policy.timeLimitSec} s).`)),
      definition.policy.timeLimitSec * 1000,
    );
    // The database's clock, not this machine's: workers on several machines compare their heartbeats.
    const at = sql`now()`;
    await db
      .insert(runningJobs)
      .values({ jobId: job.id, queue: definition.name, worker, startedAt: at, seenAt: at })
      .onConflictDoUpdate({
        target: runningJobs.jobId,
        set: { worker, startedAt: at, seenAt: at, progress: 0 },
      });
    running.set(job.id, { queue: definition.name, controller });
    const progress = async (fraction: number) => {
      const value = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
      await db.update(runningJobs).set({ progress: value }).where(eq(runningJobs.jobId, job.id));
    };
    try {
      return await definition.run(job.data, { id: job.id, signal: controller.signal, progress }, deps);
    } finally {
      clearTimeout(limit);
      running.delete(job.id);
      await db
        .delete(runningJobs)
        .where(and(eq(runningJobs.jobId, job.id), eq(runningJobs.worker, worker)))
        .catch(() => undefined);
    }
  }

  // One heartbeat: this worker's jobs are alive, cancelled ones stop, and lost workers' jobs go back.
  async function beat() {
    await db
      .update(runningJobs)
      .set({ seenAt: sql`now()` })
      .where(eq(runningJobs.worker, worker));
    for (const [id, { queue, controller }] of running) {
      const job = await boss.getJobById(queue, id);
      if (job?.state === "cancelled") controller.abort(new Error("Cancelled."));
    }
    await handBack(
      lt(runningJobs.seenAt, sql`now() - make_interval(secs => ${lostAfterMs / 1000})`),
      (lost) => `Its worker (${lost}) stopped answering.`,
    );
  }

  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating
      .then(beat)
      .catch((error: unknown) => console.error("Cineva: job heartbeat", (error as Error).message));
  }, heartbeatMs);
  timer.unref();

  const workerIds = new Map<string, string[]>();
  /** This process's workers of `name` look at once instead of at their next poll. */
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  if (soleWorker) await handBack(undefined, (dead) => `Its process (${dead}) stopped.`);
  for (const definition of definitions) {
    for (let i = 0; i < concurrency; i++) {
      let id = "";
      id = await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: pollingSeconds, batchSize: 1 },
        async ([job]) => {
          if (!job) return undefined;
          try {
            return await runOne(definition, job);
          } finally {
            // More may wait (a season's files sent at once): pg-boss would otherwise sleep out the
            // rest of its polling interval before it looks again, up to 30 s per job in the site.
            boss.notifyWorker(id);
          }
        },
      );
      workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), id]);
    }
  }

  return {
    /** A job this process just added: its workers here look at once instead of at their next poll. */
    wake,
    async stop(graceMs: number) {
      clearInterval(timer);
      for (const { name } of definitions) await boss.offWork(name);
      const deadline = Date.now() + graceMs;
      while (running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      for (const { controller } of running.values()) controller.abort(new Error("The worker is stopping."));
      // Aborted jobs end at once (pg-boss marks them for a retry); one that ignores its signal is left.
      const aborted = Date.now() + 2000;
      while (running.size > 0 && Date.now() < aborted) await new Promise((r) => setTimeout(r, 50));
      await beating;
      // What was aborted goes back to the queue now rather than when the next worker notices.
      await handBack(eq(runningJobs.worker, worker), () => "Its worker stopped.");
    },
  };
}
