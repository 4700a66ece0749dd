/**
 * The jobs a worker is running right now (issue #37). The queue itself is pg-boss's, in its own
 * `pgboss` schema; this table is ours: which worker holds each running job, when it last said it is
 * alive, and how far the job has got. A worker that stops saying so (killed, its machine gone) has its
 * jobs handed back to the queue by any other worker (server/providers/queue.ts).
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const runningJobs = pgTable(
  "running_jobs",
  {
    /** pg-boss's job id. */
    jobId: uuid("job_id").primaryKey(),
    queue: text("queue").notNull(),
    /** The worker process holding it: "host:pid:random". */
    worker: text("worker").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** The worker's last sign of life for this job. */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
    /** 0 to 1, as the job reports it. */
    progress: real("progress").notNull().default(0),
  },
  (t) => [
    index("running_jobs_seen").on(t.seenAt),
    check("running_jobs_progress", sql`${t.progress} >= 0 and ${t.progress} <= 1`),
  ],
);
export type RunningJobRow = typeof runningJobs.$inferSelect;
