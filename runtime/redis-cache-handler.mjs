// @ts-check
// Plain JavaScript: Next imports this file itself at run time (next.config.mjs `cacheHandler`).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import CspCacheHandler, { isUnshared, pageTagsOf, unsharedTags } from "./csp-cache-handler.mjs";
import { decodeEntry, encodeEntry } from "./cache-entry-codec.mjs";
import { loadIoredis } from "./redis.js";
import { loadTags, saveTags, tagsFileOf } from "./revalidated-tags-file.mjs";
/** @import { Redis } from "ioredis" */
/** @import { CacheContext, CacheEntry, CacheValue, HandlerContext } from "./csp-cache-handler.mjs" */

// Next checks an entry's tags against this process's map of revalidated tags (one per process,
// shared by every copy of Next's runtime): the handler fills it from Redis before Next looks.
// (A CommonJS module: Node hands its exports over as `default`; a bundler or Jest by name.)
const tagsManifest =
  tagsManifestModule.tagsManifest ??
  /** @type {{ default: typeof tagsManifestModule }} */ (/** @type {unknown} */ (tagsManifestModule)).default
    .tagsManifest;

/** How many times a revalidated tag's write to Redis is tried before it is given up. */
const TAG_WRITE_ATTEMPTS = 3;

/** How long Redis keeps an entry nobody asked Next to expire sooner (it is served stale, then redone). */
const KEEP_SECONDS = 30 * 86_400;

/**
 * The Next cache of every replica in one Redis, when REDIS_URL is set (issue #16): rendered pages,
 * `unstable_cache` data and revalidated tags. A page rendered by one replica is served by all; a tag
 * revalidated on one (POST /api/revalidate) is stale on all at their next read, since each read
 * brings the tags of what it reads from Redis into Next's own map before Next checks them.
 *
 * It is the file-system handler (runtime/csp-cache-handler.mjs: each page's script hashes as its CSP, no
 * keeping of made-up addresses' redirects and not-founds, searches and filtered listings in memory)
 * with Redis as the store: entries are written to Redis only (a replica's disk holds no state), and read from Redis, else from the build's
 * prerendered files. Redis keys carry the build's id, so replicas of two releases never serve each
 * other's pages. When Redis does not answer, pages are read from the build or rendered, never an
 * error; a tag revalidated meanwhile reaches only this replica. Without REDIS_URL it is the
 * file-system handler, whose revalidated tags are also kept in a file so a restart does not forget
 * them (runtime/revalidated-tags-file.mjs).
 *
 * Why not a package: @fortedigital/nextjs-cache-handler 3.3 and @trieb.work/nextjs-turbo-redis-cache
 * 1.18 (the two maintained ones for Next 16) both treat revalidateTag(tag, "max") as a hard delete
 * (viewers wait for a render instead of getting the stale page while it is redone), neither finds
 * the build's prerendered pages under Next 16.4's route-cache keys, trieb's rethrows from
 * revalidateTag when Redis is down (our /api/revalidate would answer 500), and keeping our CSP and
 * made-up-address rules meant subclassing theirs anyway. This is about a hundred lines on ioredis,
 * which the rate limits already use.
 */
export default class RedisCacheHandler extends CspCacheHandler {
  #prefix;
  #tagsFile;
  #builtAt;

  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    super(ctx);
    this.#prefix = `${cachePrefix()}${buildIdOf(ctx.serverDistDir)}:`;
    // Next also makes handlers without a build directory (a route's fetch cache): no file for them.
    this.#tagsFile = ctx.serverDistDir ? tagsFileOf(ctx.serverDistDir) : null;
    this.#builtAt = ctx.serverDistDir ? builtAt(ctx.serverDistDir) : Infinity;
    if (this.#tagsFile && !usesRedis() && !loadedTagFiles.has(this.#tagsFile)) {
      loadedTagFiles.add(this.#tagsFile);
      loadTags(this.#tagsFile, tagsManifest);
    }
  }

  /**
   * @param {string} key
   * @param {CacheContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    const redis = await client();
    if (redis && isUnshared(key, ctx)) {
      // Searches and filtered listings stay in each replica's memory; the tags they were made under
      // are everyone's.
      try {
        await pullTags(redis, unsharedTags(key, ctx));
      } catch (error) {
        warn(error);
      }
      return super.get(key, ctx);
    }
    if (redis) {
      try {
        if (ctx?.kind === "FETCH") await pullTags(redis, [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]);
        const text = await redis.get(this.#prefix + key);
        if (text !== null) {
          const entry = /** @type {CacheEntry} */ (decodeEntry(text));
          await pullTags(redis, pageTagsOf(entry.value));
          return entry;
        }
        // The build's own files only: an entry written since (by a server without Redis on the same
        // build directory) is another cache's, and may hold another database's data.
        const entry = fromBuild(await super.get(key, ctx), this.#builtAt);
        await pullTags(redis, pageTagsOf(entry?.value));
        return entry;
      } catch (error) {
        warn(error);
      }
    }
    return super.get(key, ctx);
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {CacheContext} ctx
   * @returns {Promise<void>}
   */
  async keep(key, data, ctx) {
    const redis = await client();
    if (!redis) return super.keep(key, data, ctx);
    if (!data) return;
    const entry = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    const expire = ctx?.cacheControl?.expire;
    const seconds = typeof expire === "number" && expire > 0 ? Math.min(expire, KEEP_SECONDS) : KEEP_SECONDS;
    try {
      await redis.set(this.#prefix + key, encodeEntry(entry), "EX", seconds);
    } catch (error) {
      warn(error); // not kept: the next visit renders it again
    }
  }

  /**
   * @param {string} key
   * @param {CacheContext | undefined} ctx
   * @returns {Promise<boolean>}
   */
  async holds(key, ctx) {
    const redis = await client();
    if (redis && !isUnshared(key, ctx)) {
      try {
        if ((await redis.exists(this.#prefix + key)) === 1) return true;
      } catch (error) {
        warn(error);
      }
    }
    return super.holds(key, ctx);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   * @returns {Promise<void>}
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations); // this process's map, as Next's own handler does
    const redis = await client();
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    if (!usesRedis()) {
      if (!this.#tagsFile) return;
      try {
        saveTags(this.#tagsFile, tagsManifest, list);
      } catch (error) {
        warn(error); // stale in this process still; a restart would forget it
      }
      return;
    }
    if (!redis) return;
    const fields = Object.fromEntries(list.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag))]));
    // Unlike a read, which a viewer waits for, this write is what tells every other replica: a reply
    // late past the commandTimeout (an event loop busy for half a second) must not lose it. Setting
    // the same fields again is harmless.
    for (let attempt = 1; ; attempt++) {
      try {
        await redis.hset(TAGS_KEY(), fields);
        return;
      } catch (error) {
        if (attempt < TAG_WRITE_ATTEMPTS) continue;
        warn(error); // the tag is stale here; other replicas see it at their next revalidation of it
        return;
      }
    }
  }
}

/** Tags are shared by every release: a tag revalidated now concerns whatever entry was made before. */
const TAGS_KEY = () => `${cachePrefix()}tags`;

function cachePrefix() {
  return process.env.CINEVA_CACHE_PREFIX || "cineva:next:";
}

/**
 * Brings these tags' revalidation times from Redis into this process's map (the later of both).
 * @param {Redis} redis
 * @param {string[]} tags
 */
async function pullTags(redis, tags) {
  if (tags.length === 0) return;
  const found = await redis.hmget(TAGS_KEY(), ...tags);
  tags.forEach((tag, i) => {
    const text = found[i];
    if (text === null || text === undefined) return;
    const remote = JSON.parse(text) ?? {};
    const local = tagsManifest.get(tag) ?? {};
    /** @type {(a: number | undefined, b: number | undefined) => number | undefined} */
    const later = (a, b) => (typeof a === "number" && typeof b === "number" ? Math.max(a, b) : (a ?? b));
    tagsManifest.set(tag, {
      stale: later(local.stale, remote.stale),
      expired: later(local.expired, remote.expired),
    });
  });
}

/** @type {Map<string, number>} */
const buildTimes = new Map();
/**
 * When the build finished (ms): its prerender manifest is the last file it writes. Unknown (no
 * build), every file counts as the build's.
 * @param {string} serverDistDir
 * @returns {number}
 */
function builtAt(serverDistDir) {
  let time = buildTimes.get(serverDistDir);
  if (time === undefined) {
    try {
      time = statSync(path.join(serverDistDir, "..", "prerender-manifest.json")).mtimeMs;
    } catch {
      time = Infinity;
    }
    buildTimes.set(serverDistDir, time);
  }
  return time;
}

/**
 * The entry if the build wrote it (a second's grace for the file system's clock), else null.
 * @param {CacheEntry | null} entry
 * @param {number} built
 * @returns {CacheEntry | null}
 */
function fromBuild(entry, built) {
  if (!entry || typeof entry.lastModified !== "number") return entry;
  return entry.lastModified <= built + 1_000 ? entry : null;
}

/** @type {Map<string, string>} */
const buildIds = new Map();
/**
 * The build's id, read once per build directory (Next makes a handler for every request).
 * @param {string} serverDistDir
 * @returns {string}
 */
function buildIdOf(serverDistDir) {
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      id = "development";
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** The tag files already read into this process's map (Next makes a handler for every request). */
const loadedTagFiles = new Set();

/** Whether the cache is Redis's (REDIS_URL set, and not while building: the build keeps its files). */
function usesRedis() {
  return Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";
}

/** @type {Map<string, Redis>} */
const clients = new Map();
/**
 * One client per process (and address), made on first use; none while building (the build keeps its
 * files). ioredis is loaded only then, and through runtime/redis.js (plain ioredis slows every page).
 * @returns {Promise<Redis | null>}
 */
async function client() {
  if (!usesRedis()) return null;
  const url = /** @type {string} */ (process.env.REDIS_URL);
  let redis = clients.get(url);
  if (!redis) {
    const { Redis } = loadIoredis();
    // Fails fast when Redis is away (no queue of commands waiting for it): the page is read from the
    // build or rendered instead.
    redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      // Named for an operator reading CLIENT LIST: which replica's page cache it is.
      connectionName: `cineva-page-cache-${process.pid}`,
    });
    redis.on("error", warn);
    clients.set(url, redis);
    // The first request waits a moment for the connection rather than finding it not open yet.
    const connecting = redis;
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        const done = setTimeout(resolve, 250);
        connecting.once("ready", () => (clearTimeout(done), resolve()));
      })
    );
  }
  return redis;
}

/** Lets the clients go (tests). */
export function disconnectCacheClients() {
  for (const redis of clients.values()) redis.disconnect();
  clients.clear();
}

/**
 * Closes the clients once their last commands are answered: a graceful shutdown calls it last
 * (runtime/graceful-shutdown.mjs), through a global: only if Next made a handler, and without the
 * shutdown loading this file, and Next's cache with it, itself.
 */
export async function closeCacheClients() {
  const open = [...clients.values()];
  clients.clear();
  await Promise.all(open.map((redis) => redis.quit().catch(() => redis.disconnect())));
}
/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for("cineva.drain.cache")] = closeCacheClients;

let warnedAt = 0;
/** @param {unknown} error */
function warn(error) {
  if (Date.now() - warnedAt < 60_000) return; // once a minute, not once a request
  warnedAt = Date.now();
  console.warn(
    "Cineva: the shared cache in Redis did not answer; serving from this replica:",
    error instanceof Error ? error.message : error,
  );
}

/** Resolves once this process's client is connected (tests; the site reads its files until then). */
export async function cacheClientReady() {
  const redis = await client();
  if (!redis || redis.status === "ready") return;
  await new Promise((resolve, reject) => {
    redis.once("ready", resolve);
    redis.once("end", () => reject(new Error("Redis closed the connection")));
  });
}
