/**
 * Backend test harness: the real HTTP app on a fresh database per test file — in-memory PGlite, or a
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs both).
 */
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { createApp } from "./app";
import type { ServerConfig } from "./shared/config";
import { openDatabase } from "./db/client";
import { ensureLegalDocuments } from "./modules/legal";
import { users } from "./db/schema";
import type { Deps } from "./http/context";
import { MemoryRateLimiter } from "./http/rate-limit";
import { OutboxMail } from "./providers/mail";
import { OutboxSms } from "./providers/sms";
import { MemoryStorage, openFileStorage } from "./providers/storage";
import { openMediaStore } from "./providers/media-store";
import { openUploadStore } from "./providers/upload-store";
import { hashPassword } from "./modules/accounts";
import { issueToken } from "./modules/sessions";

export const TEST_CONFIG: ServerConfig = {
  sandbox: true,
  faults: false,
  socialSecret: "test-social-secret-0123456789abcdef",
  handoffSecret: "test-handoff-secret-0123456789abcdef",
  playbackSecret: "test-playback-secret-0123456789abcdef",
  siteUrl: "http://localhost:3000",
  tokenTtlSeconds: 30 * 24 * 3600,
  ipLimitScale: 1,
  payment: {
    available: true,
    testGateway: true,
    tmnCode: "CINEVA01",
    hashSecret: "test-vnpay-hash-secret",
    gatewayUrl: "http://localhost:3000/sandbox/pay",
  },
  metricsToken: null,
};

/** A database of its own on the test server, dropped afterwards. */
export async function createScratchDatabase(serverUrl: string) {
  const { Client } = await import("pg");
  const name = `cineva_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

type RequestOptions = { token?: string; headers?: Record<string, string> };

/** An empty upload directory of the test's own under the system's temp. */
export function scratchUploadStore() {
  return openUploadStore(path.join(tmpdir(), `cineva-uploads-${randomBytes(6).toString("hex")}`));
}

export async function createTestContext(
  options: {
    now?: Date;
    config?: Partial<ServerConfig>;
    /** application_name of the pool's connections (PostgreSQL), so a test can find its own. */
    applicationName?: string;
    /** A PGlite data directory instead of an in-memory database (a test that reopens it). */
    pgliteDir?: string;
    /** This existing PostgreSQL database instead of a scratch one (left in place on close). */
    databaseUrl?: string;
    /**
     * Avatars and artwork where the site keeps them (files under this folder on PGlite, the
     * stored_files table on PostgreSQL) instead of in memory; `images` is then left empty.
     */
    imagesDir?: string;
    /** Where media the test writes goes (unset: a folder of its own under the system's temp). */
    mediaDir?: string;
  } = {},
) {
  const server = process.env.TEST_DATABASE_URL;
  const scratch = server && !options.databaseUrl ? await createScratchDatabase(server) : null;
  const url = options.databaseUrl ?? scratch?.url;
  const handle = await openDatabase(
    url ? { url, applicationName: options.applicationName } : { dir: options.pgliteDir ?? "memory" },
  );
  let clock = options.now ?? new Date("2026-11-22T03:00:00.000Z");
  const pending: Promise<unknown>[] = [];
  const images = new MemoryStorage();
  /** Jobs the routes add: kept here for the test to read, or to run through a real queue it opens. */
  const sentJobs: { name: string; data: object }[] = [];
  const cancelledJobs: { name: string; id: string }[] = [];
  const deps: Deps = {
    db: handle.db,
    config: { ...TEST_CONFIG, ...options.config },
    rateLimiter: new MemoryRateLimiter(() => clock.getTime()),
    sms: new OutboxSms(handle.db),
    mail: new OutboxMail(handle.db),
    images: options.imagesDir ? await openFileStorage(handle, options.imagesDir) : images,
    // The committed clips, and a folder of the test's own for anything it packages.
    media: openMediaStore(
      {
        CINEVA_MEDIA_DIR:
          options.mediaDir ?? path.join(tmpdir(), `cineva-media-${randomBytes(6).toString("hex")}`),
      },
      tmpdir(),
    ),
    uploads: scratchUploadStore(),
    jobs: {
      send: async (name, data) => {
        sentJobs.push({ name, data });
        return `test-job-${sentJobs.length}`;
      },
      cancel: async (name, id) => {
        cancelledJobs.push({ name, id });
      },
    },
    now: () => clock,
    background: (task) => {
      pending.push(task());
    },
  };
  await ensureLegalDocuments(handle.db);
  const app = createApp(deps);

  const send = (
    method: string,
    path: string,
    body: unknown,
    { token, headers = {} }: RequestOptions = {},
  ) => {
    const init: RequestInit = { method, headers: { Accept: "application/json", ...headers } };
    const h = init.headers as Record<string, string>;
    if (token) h.Authorization = `Bearer ${token}`;
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      h["Content-Type"] = "application/json";
      init.body = typeof body === "string" ? body : JSON.stringify(body);
    }
    return app.request(path, init);
  };

  return {
    app,
    deps,
    handle,
    /** The database's URL on PostgreSQL; null on PGlite. */
    databaseUrl: url ?? null,
    db: handle.db,
    images,
    sentJobs,
    cancelledJobs,
    /** What a job run by hand gets: the test's database, clock, uploads and media. */
    jobDeps: () => ({
      db: handle.db,
      now: () => clock,
      uploads: deps.uploads,
      media: deps.media,
      mail: deps.mail,
    }),
    get: (path: string, options?: RequestOptions) => send("GET", path, undefined, options),
    post: (path: string, body?: unknown, options?: RequestOptions) => send("POST", path, body ?? {}, options),
    put: (path: string, body?: unknown, options?: RequestOptions) => send("PUT", path, body ?? {}, options),
    patch: (path: string, body?: unknown, options?: RequestOptions) =>
      send("PATCH", path, body ?? {}, options),
    delete: (path: string, body?: unknown, options?: RequestOptions) => send("DELETE", path, body, options),
    /** Moves the clock forward. */
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    /** Waits for work scheduled after responses (payment notifications). */
    async settle() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
    async close() {
      await this.settle();
      await handle.close();
      await scratch?.drop();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

let phoneCounter = 0;

/** A user with a known password (default "Secret123!"), active and phone-verified unless told otherwise. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = "Secret123!", ...values } = overrides;
  phoneCounter += 1;
  const n = String(phoneCounter).padStart(4, "0");
  const [user] = await ctx.db
    .insert(users)
    .values({
      phoneNumber: `8490000${n}`,
      passwordHash: await hashPassword(password),
      phoneVerifiedAt: ctx.deps.now(),
      name: `Viewer ${n}`,
      referralCode: `TEST${n}${randomBytes(2).toString("hex").toUpperCase()}`,
      ...values,
    })
    .returning();
  return { user: user!, password };
}

/** A live bearer token for a user, as if they had signed in. */
export function tokenFor(ctx: TestContext, userId: number): Promise<string> {
  return issueToken(ctx.db, userId, ctx.deps.now(), ctx.deps.config.tokenTtlSeconds);
}

/** A user made by createUser (same defaults and overrides), signed in: the user, its password and a token. */
export async function createViewer(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(ctx, overrides);
  return { ...created, token: await tokenFor(ctx, created.user.id) };
}

/** The rows of a raw SQL query, on either driver (both answer { rows }). */
export async function queryRows<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}
