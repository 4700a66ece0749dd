import path from "node:path";
import { authSecret } from "@/lib/auth/secret";
import { createApp } from "./app";
import { loadServerConfig } from "./config";
import { getDatabase } from "./db/client";
import { isSeeded, seed } from "./db/seed";
import { ensureLegalDocuments } from "./services/legal";
import type { App } from "./http/router";
import { createRateLimiter } from "./http/rate-limit";
import { OutboxSms, UnconfiguredSms } from "./providers/sms";
import { LocalStorage } from "./providers/storage";

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CINEVA_DATA_DIR || path.join(process.cwd(), "data");
}

/**
 * Seed the demo on first start only where that is safe: the embedded database (a laptop's demo), or
 * wherever CINEVA_SEED=1 says so. A production PostgreSQL is never filled with demo data unasked.
 */
export function shouldSeed(kind: "pglite" | "postgres", env: NodeJS.ProcessEnv): boolean {
  if (env.CINEVA_SEED === "0") return false;
  return kind === "pglite" || env.CINEVA_SEED === "1";
}

async function build(env: NodeJS.ProcessEnv): Promise<App> {
  const config = loadServerConfig(env, authSecret());
  const { db, kind } = await getDatabase(env);
  const images = new LocalStorage(path.join(dataDir(env), "images"));
  await ensureLegalDocuments(db);
  if (shouldSeed(kind, env) && !(await isSeeded(db))) {
    const started = Date.now();
    await seed(db, { images, now: new Date() });
    console.info(`Cineva: demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return createApp({
    db,
    config,
    rateLimiter: await createRateLimiter(env.REDIS_URL),
    sms: config.sandbox ? new OutboxSms(db) : new UnconfiguredSms(),
    images,
    now: () => new Date(),
    background: (task) => {
      task().catch((error: unknown) => console.error("Cineva: background task failed", error));
    },
  });
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

/** What Next's route handlers call: every /api, /images, /media and /sandbox request. */
export async function handleRequest(request: Request): Promise<Response> {
  try {
    const app = await getApp();
    return await app.fetch(request);
  } catch (error) {
    console.error("Cineva: backend unavailable", error);
    return Response.json(
      { message: "Service unavailable" },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
}
