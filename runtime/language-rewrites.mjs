// @ts-check
// Plain JavaScript: next.config.mjs imports it before TypeScript is in play.
import { DEFAULT_LOCALE, LOCALE_PATTERN } from "../lib/i18n/languages.mjs";
/** @import { Header, Rewrite } from "next/dist/lib/load-custom-routes" */

/**
 * Paths that are not pages and never get a language: Next's own assets, the API, media and image
 * hosts, translation files for embedding apps, metadata files and public/static.
 */
const NOT_A_PAGE =
  "_next|api|images|media|locales|static|sandbox|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap(?:\\.xml)?|manifest\\.webmanifest";

/**
 * Any plain page path (a product §2.2 path), captured as `path` (empty for "/"). Paths that start with a
 * language are the explicit-language addresses (lib/i18n/addresses.ts): "/vi/movies" is the internal
 * app/[locale] path itself and is served as it is. Without this exclusion Next would also apply the
 * next rule to an already rewritten path: "/movies" → "/vi/movies" → "/en/vi/movies".
 */
const PAGE = `/:path((?!(?:${NOT_A_PAGE}|${LOCALE_PATTERN})(?:/|$)).*)`;

/** Accept-Language whose first entry naming en or vi names vi ("fr,vi-VN;q=0.9,en;q=0.8" → vi). */
export const FIRST_SUPPORTED_IS_VI = `(?:\\s*(?!(?:${LOCALE_PATTERN})(?:[-_;,\\s]|$))[^,]*,)*\\s*(?<lang>vi)(?:[-_;,\\s].*)?`;

/**
 * The language rewrite (architecture §5): URLs are exactly the product §2.2 paths and each request is rewritten
 * to the internal app/[locale]/ segment here, in config, which costs far less per request than doing
 * it in proxy.ts. First match wins: an explicit `?lang=` (apps embedding /blank-* pages), the saved
 * choice (cookie NEXT_LOCALE), the browser's first supported language (Accept-Language), else English.
 * @type {Rewrite[]}
 */
export const languageRewrites = [
  {
    source: PAGE,
    has: [{ type: "query", key: "lang", value: `(?<lang>${LOCALE_PATTERN})` }],
    destination: "/:lang/:path",
  },
  {
    source: PAGE,
    has: [{ type: "cookie", key: "NEXT_LOCALE", value: `(?<lang>${LOCALE_PATTERN})` }],
    destination: "/:lang/:path",
  },
  {
    source: PAGE,
    has: [{ type: "header", key: "accept-language", value: FIRST_SUPPORTED_IS_VI }],
    destination: "/:lang/:path",
  },
  { source: PAGE, destination: `/${DEFAULT_LOCALE}/:path` },
];

/**
 * A plain path's language was chosen by the cookie or Accept-Language (or by their absence), so no
 * shared cache (a CDN, nginx's proxy_cache) may keep it: it would hand the first viewer's language to
 * everyone. `Vary: Cookie, Accept-Language` cannot say so here: Next's page handler replaces any Vary
 * set in config or proxy.ts with its own (app-page-runtime: res.setHeader("Vary", …)), and a copy per
 * Cookie header would be a copy per viewer anyway. So these answers are private; a browser asks again
 * before reusing one and, pages carrying no ETag (next.config.mjs generateEtags: false), gets it in
 * full. The explicit addresses (/vi/…, ?lang=) keep Next's public
 * Cache-Control: the address alone decides their language. Next honours a Cache-Control already set
 * on the response (send-payload.js). Pages rendered per request get their no-store from proxy.ts,
 * which runs after these headers.
 * @type {Header[]}
 */
export const negotiatedPageHeaders = [
  {
    source: PAGE,
    missing: [{ type: "query", key: "lang", value: LOCALE_PATTERN }],
    headers: [{ key: "Cache-Control", value: "private, no-cache" }],
  },
];
