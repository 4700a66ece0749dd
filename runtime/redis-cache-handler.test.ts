/** @jest-environment node */
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import type { Redis } from "ioredis";
import { loadIoredis } from "./redis";
import { connectTestRedis } from "./test-redis";
import { decodeEntry, encodeEntry } from "./cache-entry-codec.mjs";
import RedisCacheHandler, {
  cacheClientReady,
  closeCacheClients,
  disconnectCacheClients,
} from "./redis-cache-handler.mjs";
import { loadTags, tagsFileOf } from "./revalidated-tags-file.mjs";

/**
 * Two replicas' handlers (each its own files, as two machines have) sharing the machine's Redis, the
 * way `next start` makes them; skipped, saying so, where no Redis answers.
 */

const HTML = '<html><body><script>self.__next_f.push([1,"x"])</script></body></html>';
const page = (status?: number, headers: Record<string, string> = {}) => ({
  kind: "APP_PAGE" as const,
  html: HTML,
  rscData: Buffer.from("0:{}"),
  status,
  headers: { "x-next-cache-tags": "_N_T_/layout,title:movie:1", ...headers },
  postponed: undefined,
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
});
const setContext = {
  cacheControl: { revalidate: 300, expire: 3600 },
  isRoutePPREnabled: false,
  isFallback: false,
};
const getContext = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const KEY = "/route-cache/APP_PAGE/0f1e2d/$/en/movie/1/the-kite-maker";

let redis: Redis | null = null;
const dirs: string[] = [];
const prefix = `cineva:test:next:${Date.now()}:`;
const savedEnv = { url: process.env.REDIS_URL, prefix: process.env.CINEVA_CACHE_PREFIX };

async function replica(buildId = "build-1") {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cineva-replica-"));
  dirs.push(dir);
  await mkdir(path.join(dir, "server"));
  await writeFile(path.join(dir, "BUILD_ID"), buildId);
  return new RedisCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: path.join(dir, "server"),
    revalidatedTags: [],
  });
}

beforeAll(async () => {
  redis = await connectTestRedis("Redis cache handler tests");
  process.env.REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  process.env.CINEVA_CACHE_PREFIX = prefix;
  if (redis) await cacheClientReady();
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  disconnectCacheClients();
  process.env.REDIS_URL = savedEnv.url;
  process.env.CINEVA_CACHE_PREFIX = savedEnv.prefix;
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
beforeEach(() => tagsManifest.clear());

describe("cache entries as text", () => {
  it("keep Buffers and Maps, and everything else as it was", () => {
    const entry = { lastModified: 5, value: page(), cacheControl: { revalidate: 300, expire: 3600 } };
    const back = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.toString()).toBe("0:{}");
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect({ ...back, value: { ...back.value, rscData: null, segmentData: null } }).toEqual({
      ...entry,
      value: { ...entry.value, rscData: null, segmentData: null },
    });
  });
});

describe("RedisCacheHandler", () => {
  it("serves a page one replica rendered from another, with its CSP", async () => {
    if (!redis) return;
    const [one, two] = [await replica(), await replica()];
    await one.set(KEY, page(), setContext);
    const entry = await two.get(KEY, getContext);
    expect(entry?.value?.html).toBe(HTML);
    expect(Buffer.isBuffer(entry?.value?.rscData)).toBe(true);
    expect(entry?.value?.headers?.["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
    expect(await redis.ttl(`${prefix}build-1:${KEY}`)).toBeGreaterThan(3500);
    // Another release's replica does not serve this release's pages.
    expect(await (await replica("build-2")).get(KEY, getContext)).toBeNull();
  });

  it("makes a tag revalidated on one replica stale on the others at their next read", async () => {
    if (!redis) return;
    const [one, two] = [await replica(), await replica()];
    await one.set(KEY, page(), setContext);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the data changed after the render
    const before = Date.now();
    await one.revalidateTag(["title:movie:1"], { expire: 31_536_000 });
    tagsManifest.clear(); // the other replica is another process: it has not heard of it
    const entry = await two.get(KEY, getContext);
    expect(entry?.value).not.toBeNull();
    const tag = tagsManifest.get("title:movie:1");
    expect(tag?.stale).toBeGreaterThanOrEqual(before);
    expect(tag?.stale).toBeGreaterThan(entry!.lastModified!); // so Next serves it stale and redoes it
    expect(tag?.expired).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it("tells the others of a revalidated tag even when Redis answered its first write too late", async () => {
    if (!redis) return;
    const [one, two] = [await replica(), await replica()];
    await one.set(KEY, page(), setContext);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // What a busy event loop makes of a reply that came: ioredis's commandTimeout fires first.
    const hset = jest
      .spyOn(loadIoredis().Redis.prototype, "hset")
      .mockRejectedValueOnce(new Error("Command timed out"));
    try {
      await one.revalidateTag(["title:movie:1"], { expire: 31_536_000 });
    } finally {
      hset.mockRestore();
    }
    tagsManifest.clear();
    const entry = await two.get(KEY, getContext);
    expect(tagsManifest.get("title:movie:1")?.stale).toBeGreaterThan(entry!.lastModified!);
  });

  it("shares cached data by its tags, and a revalidated data tag", async () => {
    if (!redis) return;
    const [one, two] = [await replica(), await replica()];
    const data = {
      kind: "FETCH",
      data: { headers: {}, body: "e30=", status: 200, url: "" },
      revalidate: 300,
    };
    await one.set("data-key", data, { fetchCache: true, tags: ["titles"], fetchIdx: 0, fetchUrl: "" });
    const fetchContext = {
      kind: "FETCH",
      revalidate: 300,
      tags: ["titles"],
      softTags: [],
      fetchIdx: 0,
      fetchUrl: "",
    };
    expect((await two.get("data-key", fetchContext))?.value).toEqual(data);
    await one.revalidateTag("titles");
    tagsManifest.clear();
    await two.get("data-key", fetchContext);
    expect(tagsManifest.get("titles")?.expired).toBeLessThanOrEqual(Date.now());
  });

  it("keeps no made-up address's redirect in Redis, unless the address held a page", async () => {
    if (!redis) return;
    const [one, two] = [await replica(), await replica()];
    const madeUp = "/route-cache/APP_PAGE/0f1e2d/$/en/movie/1/made-up";
    await one.set(madeUp, page(308, { location: "/movie/1/x" }), setContext);
    expect(await redis.exists(`${prefix}build-1:${madeUp}`)).toBe(0);
    // A page rendered by the first replica, taken down and answered 404 by the second: replaced.
    await one.set(KEY, page(), setContext);
    await two.set(KEY, page(404), setContext);
    expect((await one.get(KEY, getContext))?.value?.status).toBe(404);
  });

  it("keeps searches out of Redis, and makes them stale on every replica when their tag is revalidated", async () => {
    if (!redis) return;
    const [one, two] = [await replica(), await replica()];
    const search = "/route-cache/APP_PAGE/0f1e2d/$/vi/search/trang";
    await one.set(search, page(undefined, { "x-next-cache-tags": "_N_T_/layout,catalogue" }), setContext);
    expect(await redis.exists(`${prefix}build-1:${search}`)).toBe(0);
    expect((await one.get(search, getContext))?.value).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await two.revalidateTag("catalogue");
    tagsManifest.clear(); // heard of through Redis only, as by another process
    expect(await one.get(search, getContext)).toBeNull();
  });

  it("keeps nothing on a replica's disk, and renders rather than fails when Redis does not answer", async () => {
    if (!redis) return;
    const handler = await replica();
    await handler.set(KEY, page(), setContext);
    expect(await readdir(dirs.at(-1)!, { recursive: true })).toEqual(["BUILD_ID", "server"]);
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const started = Date.now();
      await expect(handler.set(`${KEY}-2`, page(), setContext)).resolves.toBeUndefined();
      expect(await handler.get(`${KEY}-2`, getContext)).toBeNull(); // Next renders it
      await expect(handler.revalidateTag("title:movie:1", { expire: 60 })).resolves.toBeUndefined();
      expect(tagsManifest.get("title:movie:1")?.stale).toBeDefined();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      warn.mockRestore();
      process.env.REDIS_URL = savedEnv.url || "redis://127.0.0.1:6379";
    }
  });

  it("reads from disk only what the build wrote, not what a server without Redis wrote there since", async () => {
    if (!redis) return;
    const url = process.env.REDIS_URL;
    const ONLY_ON_DISK = `${KEY}-only-on-disk`; // in no replica's Redis
    /** A build directory a server without Redis has rendered the page into; the build ends before or after. */
    const directory = async (buildEnds: "before" | "after") => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "cineva-replica-"));
      dirs.push(dir);
      await mkdir(path.join(dir, "server"));
      await writeFile(path.join(dir, "BUILD_ID"), "build-1");
      const manifest = path.join(dir, "prerender-manifest.json");
      if (buildEnds === "before") {
        await writeFile(manifest, "{}");
        await utimes(manifest, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      }
      delete process.env.REDIS_URL;
      try {
        const context = {
          fs: nodeFs,
          flushToDisk: true,
          serverDistDir: path.join(dir, "server"),
          revalidatedTags: [],
        };
        await new RedisCacheHandler(context).set(ONLY_ON_DISK, page(), setContext);
      } finally {
        process.env.REDIS_URL = url;
      }
      if (buildEnds === "after") await writeFile(manifest, "{}");
      return new RedisCacheHandler({
        fs: nodeFs,
        flushToDisk: true,
        serverDistDir: path.join(dir, "server"),
        revalidatedTags: [],
      });
    };
    expect(await (await directory("before")).get(ONLY_ON_DISK, getContext)).toBeNull(); // rendered anew
    expect((await (await directory("after")).get(ONLY_ON_DISK, getContext))?.value).toMatchObject({
      kind: "APP_PAGE",
    });
  });

  it("closes its connection when the process stops gracefully, as CLIENT LIST shows", async () => {
    if (!redis) return;
    await cacheClientReady();
    const name = `cineva-page-cache-${process.pid}`;
    const listed = async () => ((await redis!.client("LIST")) as string).includes(`name=${name} `);
    expect(await listed()).toBe(true);
    await (globalThis as Record<symbol, () => Promise<void>>)[Symbol.for("cineva.drain.cache")]!();
    expect(await listed()).toBe(false);
    await closeCacheClients(); // nothing left to close
  });
});

describe("without Redis, restarted", () => {
  it("makes a handler without a build directory too, as Next does for a route's fetch cache", async () => {
    const url = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const context = { fs: nodeFs, flushToDisk: false, revalidatedTags: [] };
      const handler = new RedisCacheHandler(
        context as unknown as ConstructorParameters<typeof RedisCacheHandler>[0],
      );
      await expect(handler.revalidateTag(["title:movie:1"], { expire: 0 })).resolves.toBeUndefined();
    } finally {
      process.env.REDIS_URL = url;
    }
  });

  it("does not serve a page cached before a studio change as fresh again", async () => {
    const url = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const site = await replica();
      const file = tagsFileOf(path.join(dirs.at(-1)!, "server"));
      await site.set(KEY, page(), setContext);
      expect((await site.get(KEY, getContext))?.value).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5)); // the studio's change comes after the render
      await site.revalidateTag(["title:movie:1"], { expire: 0 });
      expect(await site.get(KEY, getContext)).toBeNull(); // Next renders it anew

      tagsManifest.clear(); // the process stops; Next's own map of tags goes with it
      expect((await site.get(KEY, getContext))?.value).not.toBeNull(); // what a restart served before
      loadTags(file, tagsManifest); // what the next process's first handler reads
      expect(await site.get(KEY, getContext)).toBeNull();
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual({
        "title:movie:1": tagsManifest.get("title:movie:1"),
      });
    } finally {
      process.env.REDIS_URL = url;
    }
  });
});
