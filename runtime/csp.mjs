// @ts-check
// Plain JavaScript: next.config.mjs and the cache handler load it before TypeScript is in play.
import { createHash, randomBytes } from "node:crypto";
import { LOCALE_PATTERN } from "../lib/i18n/languages.mjs";

/**
 * Content-Security-Policy: exactly one policy per response, and none lets an inline script run
 * without a nonce or a hash (docs/security.md). Every page policy limits where anything may load
 * from and never allows plugins, a foreign <base> or a form posting elsewhere; what differs is how
 * it names the page's own scripts:
 *   - pages rendered per request (sessions, money, personal data, searches): a fresh nonce and
 *     'strict-dynamic' (proxy.ts), so only scripts Next rendered for this response, and the scripts
 *     they load, run;
 *   - cached pages (prerendered or ISR, their redirects and not-found answers included): the SHA-256
 *     of each inline script in their HTML, put on the cache entry's headers as Next renders it
 *     (runtime/csp-cache-handler.mjs), so the HTML stays shareable and its very first response has it too;
 *   - everything that is not a page (JSON, images, media, files): nothing at all may load
 *     (resourcePolicy), set by next.config and by the backend.
 * Markup injected into a page (a script tag, an on…= attribute) has neither nonce nor hash and does
 * not run.
 */

/**
 * What a page policy needs besides its scripts: a separate API host, https, `next dev`, and who may
 * frame the page ('none' unless said otherwise).
 * @typedef {{ apiHost?: string, https?: boolean, development?: boolean, frameAncestors?: string }} PolicyOptions
 */

/**
 * What a page policy needs to know besides its scripts, read from the environment the server runs in.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ apiHost: string, https: boolean, development: boolean }}
 */
export function policyOptions(env = process.env) {
  return {
    apiHost: env.NEXT_PUBLIC_API_HOST ?? "",
    https: (env.NEXT_PUBLIC_SITE_URL ?? "").startsWith("https://"),
    development: env.NODE_ENV === "development",
  };
}

/** The embeddable pages (product §2.1 "Blank", with or without a language prefix). */
const EMBEDDABLE = new RegExp(`^/(?:(?:${LOCALE_PATTERN})/)?blank-`);

/**
 * Who may frame the page at `pathname`: anyone for an embeddable page, nobody for the others.
 * @param {string} pathname
 * @returns {string}
 */
export function frameAncestorsFor(pathname) {
  return EMBEDDABLE.test(pathname) ? "*" : "'none'";
}

/**
 * The origin of a separate backend / media host, if NEXT_PUBLIC_API_HOST names one.
 * @param {string | undefined} apiHost
 * @returns {string}
 */
export function apiOrigin(apiHost) {
  if (!apiHost) return "";
  try {
    return new URL(apiHost).origin;
  } catch {
    return "";
  }
}

/** @param {(string[] | false)[]} directives */
const join = (directives) =>
  directives
    .filter((parts) => parts !== false)
    .map((parts) => parts.join(" "))
    .join("; ");

/**
 * A whole policy with the given script sources.
 * @param {string[]} script
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
function fullPolicy(
  script,
  { apiHost = "", https = false, development = false, frameAncestors = "'none'" } = {},
) {
  const api = apiOrigin(apiHost);
  const remote = api ? [api] : [];
  return join([
    ["default-src", "'self'"],
    ["script-src", ...script, ...(development ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...remote],
    ["media-src", "'self'", "blob:", ...remote],
    ["connect-src", "'self'", ...remote],
    ["font-src", "'self'", "data:"],
    // hls.js runs its demuxer in a worker made from a blob: URL.
    ["worker-src", "'self'", "blob:"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", frameAncestors],
    https && ["upgrade-insecure-requests"],
  ]);
}

/**
 * The policy of a page in development only: `next dev` renders every page per request and keeps no
 * cache, so no hash can be listed, and its tools eval. Never served in production (next.config).
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function developmentPolicy(options = {}) {
  return fullPolicy(["'self'", "'unsafe-inline'"], { ...options, development: true });
}

/**
 * The policy of every response that is not a page: JSON, images, media, sitemaps, Next's chunks. It
 * lets nothing load or run, and nobody frame it: a browser that opens one as a document gets nothing
 * but the bytes.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A nonce for one response: 128 random bits, base64.
 * @returns {string}
 */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of a page rendered per request: its scripts held to the nonce (proxy.ts).
 * @param {string} nonce
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function noncePolicy(nonce, options = {}) {
  // 'self' only speaks to browsers too old for 'strict-dynamic'; newer ones ignore it here.
  return fullPolicy([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"], options);
}

const EXECUTABLE_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "text/ecmascript",
]);

/**
 * The contents of every inline script a browser would run (data blocks such as JSON-LD are not run).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/**
 * A script's CSP source by its hash.
 * @param {string} text
 * @returns {string}
 */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The policy of a cached page: its own inline scripts by hash, Next's chunk files from 'self'.
 * @param {string} html
 * @param {PolicyOptions} [options]
 * @returns {string}
 */
export function hashPolicy(html, options = {}) {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return fullPolicy(["'self'", ...hashes], options);
}
