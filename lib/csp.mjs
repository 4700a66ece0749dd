// Plain JavaScript: next.config.mjs and the cache handler load it before TypeScript is in play.
import { createHash, randomBytes } from "node:crypto";

/**
 * Content-Security-Policy, in layers (docs/security.md). Every response carries the baseline: it
 * limits where anything may load from and never allows plugins, a foreign <base> or a form posting
 * elsewhere, and it keeps script-src at 'self' 'unsafe-inline' so that it breaks nothing by itself.
 * Each page then holds its scripts tighter:
 *   - pages rendered per request (sessions, money, personal data, searches): the baseline with
 *     script-src replaced by a fresh nonce and 'strict-dynamic' (proxy.ts), so only scripts Next
 *     rendered for this response, and the scripts they load, run;
 *   - cached pages (prerendered or ISR): a second policy, beside the baseline, listing the SHA-256
 *     of each inline script in their HTML, added to the cached entry's headers
 *     (lib/csp-cache-handler.mjs), so the HTML stays shareable; a browser enforces both.
 * Markup injected into a page (a script tag, an on…= attribute) has neither nonce nor hash and does
 * not run.
 */

/** The origin of a separate backend / media host, if NEXT_PUBLIC_API_HOST names one. */
export function apiOrigin(apiHost) {
  if (!apiHost) return "";
  try {
    return new URL(apiHost).origin;
  } catch {
    return "";
  }
}

const join = (directives) =>
  directives
    .filter(Boolean)
    .map((parts) => parts.join(" "))
    .join("; ");

/** A whole policy with the given script sources. */
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

/** The policy every response carries (frame-ancestors differs for the embeddable /blank-* pages). */
export function baselinePolicy(options = {}) {
  return fullPolicy(["'self'", "'unsafe-inline'"], options);
}

/** A nonce for one response: 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of a page rendered per request: the baseline with its scripts held to the nonce. Whole,
 * not a second header: a header proxy.ts sets replaces next.config's one of the same name.
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

/** The contents of every inline script a browser would run (data blocks such as JSON-LD are not run). */
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

export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The script policy of a cached page: its own scripts by hash, Next's chunks from 'self'. */
export function hashPolicy(html) {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return join([["script-src", "'self'", ...hashes]]);
}
