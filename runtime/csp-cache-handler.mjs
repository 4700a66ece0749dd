// @ts-check
// Plain JavaScript: Next imports this file itself at run time (next.config.mjs `cacheHandler`).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import * as tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { BoundedStore, UNSHARED_BUDGET_BYTES, UNSHARED_TAG } from "../lib/bounded-cache.mjs";
import { frameAncestorsFor, hashPolicy, policyOptions } from "./csp.mjs";
import { LOCALE_PATTERN } from "../lib/i18n/languages.mjs";

/**
 * The parts of Next's cache-handler interface these handlers touch, loosely typed: Next's own types
 * (next/dist/server/response-cache) are internal, and their kinds are enums a plain "APP_PAGE" does
 * not compare with.
 * @typedef {{ revalidate: number | false, expire?: number }} CacheControl
 * @typedef {{
 *   kind: string,
 *   headers?: Record<string, string | string[] | number | undefined>,
 *   html?: unknown,
 *   status?: number,
 *   [field: string]: unknown,
 * }} CacheValue
 * @typedef {{ lastModified: number, value: CacheValue | null, cacheControl?: CacheControl }} CacheEntry
 * @typedef {{
 *   kind?: string,
 *   tags?: string[],
 *   softTags?: string[],
 *   fetchCache?: boolean,
 *   cacheControl?: CacheControl,
 *   isRoutePPREnabled?: boolean,
 *   isFallback?: boolean,
 *   [field: string]: unknown,
 * }} CacheContext
 * @typedef {{ fs: unknown, flushToDisk?: boolean, serverDistDir: string, revalidatedTags: string[] }} HandlerContext
 * @typedef {new (context: HandlerContext) => {
 *   get(key: string, ctx: CacheContext): Promise<CacheEntry | null>,
 *   set(key: string, data: CacheValue | null, ctx: CacheContext): Promise<void>,
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>,
 *   revalidatedTags?: string[],
 * }} FileSystemCacheClass
 */

// A CommonJS module compiled from ES modules: the class is its `default` export. (Seen through the
// types above: Next's declares its fields private.)
const FileSystemCache = /** @type {FileSystemCacheClass} */ (
  /** @type {{ default?: unknown }} */ (fileSystemCache).default ?? fileSystemCache
);
// (A CommonJS module: Node hands its exports over as `default`; a bundler or Jest by name.)
const areTagsExpired =
  tagsManifestModule.areTagsExpired ??
  /** @type {{ default: typeof tagsManifestModule }} */ (/** @type {unknown} */ (tagsManifestModule)).default
    .areTagsExpired;

const CSP = "content-security-policy";
const withPolicy = new WeakSet();
const OPTIONS = policyOptions();

/**
 * Next's own file-system cache, with two changes:
 * - a cached page (prerendered at build or by ISR) is served with the one policy that lists the
 *   SHA-256 of each inline script in its HTML (runtime/csp.mjs). Next replays a cache entry's stored
 *   headers on every hit, so the policy travels with the HTML it describes and is computed once per
 *   entry. The very first render gets it too: Next hands the rendered entry to `set` and then sends
 *   that same object's headers (response-cache `handleRevalidate`), so `set` adds it before anything.
 *   So do answers it does not keep (a redirect, a not-found): they are sent, and they have scripts.
 * - only real pages are kept. Next would store the redirect or not-found answer of every address
 *   under an ISR route (`/movie/1/anything`, `/movie/123456789`): anyone could fill the disk by
 *   making addresses up. Those answers are rendered again instead (the title data stays cached),
 *   unless the address already holds a page, which they then replace.
 * - search result pages and filtered listings, and the data read for them, are kept in this
 *   process's memory only, within a budget (lib/bounded-cache.mjs): anyone can make up keywords and
 *   filter combinations by the thousand.
 */
export default class CspCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {CacheContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    addPolicy(key, data);
    // An address that had a page (a title since taken down or renamed) does take the new answer:
    // otherwise the old page would be served, stale, for ever.
    if (isRedirectOrError(data) && !(await this.holds(key, ctx))) return;
    if (isUnshared(key, ctx) || pageTagsOf(data).includes(UNSHARED_TAG)) {
      if (data) unshared.set(key, { value: data, lastModified: Date.now(), cacheControl: controlOf(ctx) });
      else unshared.delete(key);
      return;
    }
    return this.keep(key, data, ctx);
  }

  /**
   * Stores an entry that passed the checks above (the files; runtime/redis-cache-handler.mjs adds Redis).
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {CacheContext} ctx
   * @returns {Promise<void>}
   */
  keep(key, data, ctx) {
    return super.set(key, data, ctx);
  }

  /**
   * Whether an address already holds a page.
   * @param {string} key
   * @param {CacheContext | undefined} ctx
   * @returns {Promise<boolean>}
   */
  async holds(key, ctx) {
    if (isUnshared(key, ctx)) return unshared.has(key);
    try {
      const entry = await super.get(key, {
        kind: "APP_PAGE",
        isRoutePPREnabled: ctx?.isRoutePPREnabled,
        isFallback: ctx?.isFallback,
      });
      return Boolean(entry?.value);
    } catch {
      return false; // an address no file can be named after (too long, a NUL) holds nothing
    }
  }

  /**
   * @param {string} key
   * @param {CacheContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    if (isUnshared(key, ctx)) return this.#unsharedEntry(key, ctx);
    const entry = await super.get(key, ctx);
    addPolicy(key, entry?.value);
    return entry;
  }

  /**
   * An entry kept in memory, unless a tag it was made under has been revalidated since (as Next's own checks).
   * @param {string} key
   * @param {CacheContext} ctx
   * @returns {CacheEntry | null}
   */
  #unsharedEntry(key, ctx) {
    const entry = unshared.get(key);
    if (!entry) return null;
    const tags = unsharedTags(key, ctx);
    const revalidated =
      entry.value?.kind === "FETCH" && tags.some((tag) => this.revalidatedTags?.includes(tag));
    if (revalidated || areTagsExpired(tags, entry.lastModified)) {
      unshared.delete(key);
      return null;
    }
    return entry;
  }
}

/**
 * One per process: Next makes a handler for every request.
 * @type {BoundedStore<CacheEntry & { value: CacheValue }>}
 */
const unshared = new BoundedStore(UNSHARED_BUDGET_BYTES);

const SEARCH_PAGE = new RegExp(`^/(?:${LOCALE_PATTERN})/search/`);

/**
 * Whether an entry is kept in memory only: a search's page, data read under the unshared tag, or a
 * page built on such data (which `set` saw by its tags and keeps here).
 * @param {string} key
 * @param {CacheContext | undefined} ctx
 * @returns {boolean}
 */
export function isUnshared(key, ctx) {
  return (
    unshared.has(key) ||
    SEARCH_PAGE.test(pathOf(key)) ||
    (Array.isArray(ctx?.tags) && ctx.tags.includes(UNSHARED_TAG))
  );
}

/**
 * The tags an entry kept in memory was made under: its page's, or those its data read names.
 * @param {string} key
 * @param {CacheContext | undefined} ctx
 * @returns {string[]}
 */
export function unsharedTags(key, ctx) {
  const value = unshared.peek(key)?.value;
  if (value?.kind === "FETCH") return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  return pageTagsOf(value);
}

/**
 * A page's cache tags (Next writes them in the entry's headers).
 * @param {CacheValue | null | undefined} value
 * @returns {string[]}
 */
export function pageTagsOf(value) {
  const header = value?.headers?.["x-next-cache-tags"];
  return typeof header === "string" && header ? header.split(",") : [];
}

/** @param {CacheContext | undefined} ctx */
function controlOf(ctx) {
  return ctx?.fetchCache ? undefined : ctx?.cacheControl;
}

/**
 * The page's path in Next's cache key ("/route-cache/APP_PAGE/{route hash}/$/en/blank-…").
 * @param {string} key
 * @returns {string}
 */
export function pathOf(key) {
  return /^\/route-cache\/[^/]+\/[^/]+\/\$(\/.*)$/.exec(String(key))?.[1] ?? String(key);
}

/** @param {CacheValue | null} value */
function isRedirectOrError(value) {
  return value?.kind === "APP_PAGE" && typeof value.status === "number" && value.status >= 300;
}

/**
 * Puts the page's hash policy on its headers (once per value).
 * @param {string} key
 * @param {CacheValue | null | undefined} value
 */
function addPolicy(key, value) {
  if (!value || value.kind !== "APP_PAGE" || withPolicy.has(value)) return;
  const html =
    typeof value.html === "string"
      ? value.html
      : Buffer.isBuffer(value.html)
        ? value.html.toString("utf8")
        : null;
  if (html === null) return;
  // Replaced, not added to: a stored entry may carry the policy of an older build.
  const policy = hashPolicy(html, { ...OPTIONS, frameAncestors: frameAncestorsFor(pathOf(key)) });
  value.headers = { ...value.headers, [CSP]: policy };
  withPolicy.add(value);
}
