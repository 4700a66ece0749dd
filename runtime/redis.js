// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (below) */
/**
 * The one way this project loads ioredis (eslint/boundaries.mjs enforces it). CommonJS, so that Next's
 * cache handler (native ESM), the bundled backend, Jest, Playwright and tsx all load this same file.
 *
 * ioredis 6 defines `class VerbatimString extends String` (RESP3 verbatim strings). Merely defining a
 * class whose prototype inherits from String.prototype makes V8 (Node 20 and 24 alike) run every
 * `string.charCodeAt` loop in the process about 3× slower. Next then hashed each page it sent that
 * way for its ETag (ETags are off since, next.config.mjs), and loading ioredis cost `next start`
 * about 40% of its cached-page throughput. So its
 * verbatim-string module is replaced before ioredis loads by one whose class does not extend String.
 * Verbatim strings arrive only over RESP3, which we never ask for (ioredis speaks RESP2 by default).
 */
const { existsSync } = require("node:fs");
const Module = require("node:module");
const path = require("node:path");

// Node's own require, whose cache ioredis's modules are loaded through. Not `require` itself: bundled
// into the backend, Next's bundler replaces it (and __filename) with its own. Resolved from the
// project's folder, where every command of the project runs.
const nodeRequire = Module.createRequire(path.join(process.cwd(), "package.json"));

/** A RESP3 verbatim string (`=txt:…`): its text and format, without inheriting from String. */
class VerbatimString {
  /** @param {string} format @param {string} value */
  constructor(format, value) {
    this.format = format;
    this.value = String(value);
  }
  toString() {
    return this.value;
  }
  valueOf() {
    return this.value;
  }
}

/**
 * Where ioredis keeps the module replaced; its absence (a changed layout) is an error, not a slowdown.
 * @returns {string}
 */
function verbatimStringModule() {
  const file = path.join(path.dirname(nodeRequire.resolve("ioredis")), "resp", "verbatim-string.js");
  if (!existsSync(file)) throw new Error(`ioredis has no ${file} any more: see runtime/redis.js`);
  return file;
}

/** @type {typeof import("ioredis") | undefined} */
let loaded;

/**
 * ioredis's exports (`Redis` and the rest), loaded once, without the String subclass.
 * @returns {typeof import("ioredis")}
 */
function loadIoredis() {
  if (loaded) return loaded;
  const file = verbatimStringModule();
  if (!nodeRequire.cache[file]) {
    const replaced = new Module(file);
    replaced.filename = file;
    replaced.loaded = true;
    replaced.exports = { VerbatimString };
    nodeRequire.cache[file] = replaced;
  }
  /** @type {typeof import("ioredis")} */
  const ioredis = nodeRequire("ioredis");
  loaded = ioredis;
  return ioredis;
}

module.exports = { VerbatimString, verbatimStringModule, loadIoredis };
