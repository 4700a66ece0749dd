import path from "node:path";
import { authSecret } from "@/lib/auth/secret";
import { createApp } from "./app";
import { DRAIN } from "@/runtime/graceful-shutdown.mjs";
import { loadServerConfig } from "./shared/config";
import { dataDir, getDatabase } from "./db/client";
import { isSeeded, seed, shouldSeed } from "./demo";
import { linkDemoReviews } from "./demo/blog";
import { refreshDemoArtwork } from "./demo/demo-artwork";
import { queueDemoMedia } from "./demo/demo-media";
import { ensureLegalDocuments } from "./modules/legal";
import { messageFor } from "./http/i18n";
import type { App } from "./http/router";
import { createRateLimiter } from "./http/rate-limit";
import { startLeaderboardMirror } from "./modules/programme";
import { siteMail } from "./providers/mail";
import { OutboxSms, UnconfiguredSms } from "./providers/sms";
import { openFileStorage } from "./providers/storage";
import { openMediaStore } from "./providers/media-store";
import { openUploadStore, uploadDirectory } from "./providers/upload-store";
import { startSiteJobs } from "./jobs";

async function build(env: NodeJS.ProcessEnv): Promise<App> {
  const config = loadServerConfig(env, authSecret());
  if (config.faults) console.warn("Cineva: fault injection is on (CINEVA_FAULTS=1); for tests only");
  const handle = await getDatabase(env);
  const { db, kind } = handle;
  const images = await openFileStorage(handle, path.join(dataDir(env), "images"));
  await ensureLegalDocuments(db);
  if (shouldSeed(kind, env)) {
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    if (!(await isSeeded(db))) {
      await seed(db, { images, now: new Date() });
      console.info(`Cineva: demo data seeded in ${seconds()} s`);
    } else {
      if (await refreshDemoArtwork(db, images))
        console.info(`Cineva: demo artwork redrawn in ${seconds()} s`);
      await linkDemoReviews(db);
    }
  }
  const now = () => new Date();
  const rateLimiter = await createRateLimiter(env.REDIS_URL);
  const leaderboardMirror = env.REDIS_URL
    ? await startLeaderboardMirror(handle, env.REDIS_URL, now)
    : undefined;
  const background = backgroundTasks();
  const uploads = openUploadStore(uploadDirectory(env, dataDir(env)));
  const media = openMediaStore(env, dataDir(env));
  const mail = siteMail(config.sandbox, db);
  const jobs = await startSiteJobs(handle, env, { db, now, uploads, media, mail });
  if (shouldSeed(kind, env) && (await queueDemoMedia(db, jobs, env)))
    console.info("Cineva: the demo's series and film are being packaged from generated sources");
  // What a graceful shutdown (runtime/graceful-shutdown.mjs) runs once no request is left.
  (globalThis as { [DRAIN]?: () => Promise<void> })[DRAIN] = async () => {
    await background.idle();
    await jobs.stop();
    await leaderboardMirror?.close();
    await rateLimiter.close?.();
    await handle.close();
  };
  return createApp({
    db,
    config,
    rateLimiter,
    leaderboardMirror,
    sms: config.sandbox ? new OutboxSms(db) : new UnconfiguredSms(),
    mail,
    images,
    media,
    uploads,
    jobs,
    now,
    background: background.run,
  });
}

/** Work run after responses (the sandbox's payment notifications), which a shutdown waits for. */
export function backgroundTasks() {
  const pending = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>) {
      const running: Promise<void> = task()
        .catch((error: unknown) => console.error("Cineva: background task failed", error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    /** Resolves once nothing is running, including what the running work started meanwhile. */
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

const globalForApp = globalThis as typeof globalThis & { __cinevaApp?: Promise<App> };

/** The process's backend, built on first use (database opened, migrated and, for a demo, seeded). */
export function getApp(env: NodeJS.ProcessEnv = process.env): Promise<App> {
  globalForApp.__cinevaApp ??= build(env).catch((error: unknown) => {
    globalForApp.__cinevaApp = undefined;
    throw error;
  });
  return globalForApp.__cinevaApp;
}

/**
 * How long a read (GET, HEAD) may take before the backend gives up and answers 504, rather than
 * leaving the caller hanging on a database that does not answer. Longer than the site's own API
 * time-out (lib/api/client.ts, 15 s), so the site's clients give up first and show their error; this
 * is for every other caller. Writes are not cut short: answering 504 while the write may still
 * commit would be a lie, and the database's own time-outs bound them.
 */
export const BACKEND_DEADLINE_MS = 20_000;

const unavailable = (request: Request, status: 503 | 504) =>
  Response.json(
    { message: messageFor(request, status === 504 ? "timedOut" : "unavailable") },
    { status, headers: { "Retry-After": "5" } },
  );

/**
 * Runs a request through the backend with a deadline for reads: past it, the request's own signal is
 * aborted (a held-back answer stops waiting) and the caller gets 504. An answer that has started
 * (headers sent, a video streaming) is never cut: only the wait for the response is bounded.
 */
export async function withDeadline(
  serve: (request: Request) => Promise<Response>,
  request: Request,
  deadlineMs: number,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return serve(request);
  const expired = new AbortController();
  const inner = new Request(request, { signal: AbortSignal.any([request.signal, expired.signal]) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      resolve(unavailable(request, 504)); // first, so the answer is the 504 …
      expired.abort(); // … and then whatever was waiting stops
    }, deadlineMs);
  });
  try {
    return await Promise.race([serve(inner), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** What Next's route handlers call: every /api, /images, /media and /sandbox request. */
export async function handleRequest(request: Request): Promise<Response> {
  try {
    return await withDeadline(async (inner) => (await getApp()).fetch(inner), request, BACKEND_DEADLINE_MS);
  } catch (error) {
    console.error("Cineva: backend unavailable", error);
    return unavailable(request, 503);
  }
}
