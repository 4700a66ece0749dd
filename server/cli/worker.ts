/**
 * `npm run worker`: a process that runs the site's jobs (issue #37) from the PostgreSQL database named
 * by DATABASE_URL. Start any number, on any machine that reaches the database (and, for media, the
 * same store). It runs below the site's priority, so pages keep their speed beside it; SIGTERM or
 * Ctrl-C lets the jobs it holds finish for a few seconds, then hands them back to the queue.
 */
import os from "node:os";
import { dataDir, openDatabase } from "../db/client";
import { siteMail } from "../providers/mail";
import { openMediaStore } from "../providers/media-store";
import { openQueue } from "../providers/queue";
import { openUploadStore, uploadDirectory } from "../providers/upload-store";
import { siteJobs } from "../jobs";

/** Nice 10: the site's requests come first on a machine both share. */
const WORKER_NICENESS = 10;

async function main(env: NodeJS.ProcessEnv) {
  if (!env.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database, `npm start` runs the jobs itself.",
    );
    process.exit(2);
  }
  try {
    os.setPriority(WORKER_NICENESS);
  } catch {
    console.warn("Cineva worker: could not lower its priority; it runs at the site's.");
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, applicationName: "cineva-worker" });
  const concurrency = Math.max(1, Number(env.CINEVA_WORKER_CONCURRENCY) || 1);
  const jobs = siteJobs(env);
  const queue = await openQueue(
    handle,
    jobs,
    {
      db: handle.db,
      now: () => new Date(),
      uploads: openUploadStore(uploadDirectory(env, dataDir(env))),
      media: openMediaStore(env, dataDir(env)),
      // What a job mails (a renewal's reminder): the sandbox's outbox only when asked for by name, as
      // `npm start` does; a worker has no development mode to imply it.
      mail: siteMail(env.CINEVA_SANDBOX === "1", handle.db),
    },
    { work: true, concurrency },
  );
  console.info(`Cineva worker ${queue.worker}: running ${jobs.map((job) => job.name).join(", ")}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await queue.stop();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

main(process.env).catch((error: unknown) => {
  console.error("Cineva worker failed to start", error);
  process.exit(1);
});
