// @ts-check
// Plain JavaScript: runtime/csp-cache-handler.mjs, which Next imports itself at run time, uses it.

/**
 * The tag that marks data whose keys anyone can multiply (a search's keyword, a listing's filters):
 * cache entries made under it, and the pages built on them, are kept in this process's memory only
 * (runtime/csp-cache-handler.mjs). lib/catalogue/tags.ts names it TAGS.unshared.
 */
export const UNSHARED_TAG = "unshared";

/** What such pages and their data may hold in one process's memory. */
export const UNSHARED_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * Cache entries under keys anyone can make up by the thousand (a search for whatever anyone types,
 * a listing filtered by any year and country),
 * kept in memory and dropped least recently used first once they pass a budget of bytes: a search
 * asked again is served from the cache, and made-up keywords push out only other searches, never
 * the titles' pages, and fill neither the disk nor Redis.
 * @template {{ value: unknown }} [E={ value: unknown }]
 */
export class BoundedStore {
  /** @type {Map<string, { entry: E, bytes: number }>} */
  #entries = new Map();
  #bytes = 0;

  /** @param {number} budget the bytes it may hold */
  constructor(budget) {
    /** @readonly */
    this.budget = budget;
  }

  /**
   * The entry under `key`, now the most recently used; undefined when there is none.
   * @param {string} key
   * @returns {E | undefined}
   */
  get(key) {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, held);
    return held.entry;
  }

  /**
   * The entry under `key` without counting it as used.
   * @param {string} key
   * @returns {E | undefined}
   */
  peek(key) {
    return this.#entries.get(key)?.entry;
  }

  /** @param {string} key */
  has(key) {
    return this.#entries.has(key);
  }

  /** @param {string} key @param {E} entry */
  set(key, entry) {
    this.delete(key);
    const bytes = sizeOf(entry.value);
    if (bytes > this.budget) return;
    this.#entries.set(key, { entry, bytes });
    this.#bytes += bytes;
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.#entries.delete(oldest);
      this.#bytes -= held.bytes;
    }
  }

  /** @param {string} key */
  delete(key) {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#bytes -= held.bytes;
  }

  /** How many entries, and their bytes (tests, figures). */
  get count() {
    return this.#entries.size;
  }
  get bytes() {
    return this.#bytes;
  }
}

/**
 * About how many bytes a cache value holds: its strings and buffers, and a little for the rest.
 * @param {unknown} value
 * @returns {number}
 */
export function sizeOf(value) {
  if (value === null || value === undefined) return 8;
  if (typeof value === "string") return value.length * 2;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof Map) {
    let bytes = 64;
    for (const [key, item] of value) bytes += sizeOf(key) + sizeOf(item);
    return bytes;
  }
  if (typeof value === "object") {
    let bytes = 64;
    for (const [key, item] of Object.entries(value)) bytes += key.length * 2 + sizeOf(item);
    return bytes;
  }
  return 8;
}
