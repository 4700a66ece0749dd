/**
 * How each page renders: the one list of pages proxy.ts runs on. Pages rendered per request are
 * the private ones; every other page is cached (prerendered or ISR) and revalidated by tags, the
 * lists of "cached query" included: proxy.ts rewrites their query into a cached address, and a
 * search's keyword into one spelling (lib/query-address.ts; a keyword that may need it has a "%",
 * which the matcher's last entry catches). proxy.ts gives exactly the
 * per-request pages a CSP nonce; a cached page must never get one (its HTML carries no nonce, and
 * 'strict-dynamic' would then block every script on it). Two copies must stay literal because Next
 * reads them without running code: proxy.ts's config.matcher and the private pages'
 * `dynamic = "force-dynamic"`; rendering.test.ts holds both to this list. docs/security.md points here.
 */

import { LOCALE_PATTERN } from "./i18n/languages.mjs";
import { queryKeys, type Kind } from "./query-address";
import { ID_ROUTES } from "./route-params";

export type ProxiedPage = {
  /** The path without its language prefix. */
  path: string;
  /** The paths below it too ("/profile/info"). */
  subpaths?: boolean;
} & (
  | /** Sessions, money or personal data: force-dynamic, never in a shared cache; every request. */
    { reason: "private" }
    /**
     * A public list whose query proxy.ts rewrites into a cached address: only requests that carry a
     * parameter the list reads ("/movies?page=2"; "/movies" and "/movies?utm_source=x" go straight
     * to the cached page).
     */
  | { reason: "cached query"; kind: Kind }
);

export const PROXIED_PAGES: readonly ProxiedPage[] = [
  { path: "/top-up", reason: "private" },
  { path: "/profile", subpaths: true, reason: "private" },
  { path: "/topup/result", reason: "private" },
  { path: "/user/delete-account", reason: "private" },
  { path: "/auth-required", reason: "private" },
  { path: "/verify-email", reason: "private" },
  { path: "/c", subpaths: true, reason: "private" },
  { path: "/studio", subpaths: true, reason: "private" },
  { path: "/movies", reason: "cached query", kind: "listing" },
  { path: "/series", reason: "cached query", kind: "listing" },
  { path: "/category", subpaths: true, reason: "cached query", kind: "paged" },
  { path: "/blog", reason: "cached query", kind: "paged" },
  { path: "/blog/category", subpaths: true, reason: "cached query", kind: "paged" },
  { path: "/leaderboard", reason: "cached query", kind: "leaderboard" },
  { path: "/blank-leaderboard", reason: "cached query", kind: "leaderboard" },
  { path: "/header-leaderboard", reason: "cached query", kind: "leaderboard" },
];

/** The pages rendered per request (with a nonce). */
export const PER_REQUEST_PAGES = PROXIED_PAGES.filter((page) => page.reason !== "cached query");

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PER_REQUEST = new RegExp(
  `^(?:${PER_REQUEST_PAGES.map((page) => escape(page.path) + (page.subpaths ? "(?:/.*)?" : "")).join("|")})$`,
);

/** Whether a page path (without its language prefix) is rendered per request. */
export function rendersPerRequest(pathname: string): boolean {
  return PER_REQUEST.test(pathname);
}

/** A proxy matcher entry: a path, or a path with a query parameter it must carry. */
export type MatcherEntry = string | { source: string; has: [{ type: "query"; key: string }] };

/**
 * The proxy matcher entries of a page: its plain path and its explicit-language addresses, each with
 * every query parameter it reads for a cached query.
 */
export function matcherEntries(page: ProxiedPage): MatcherEntry[] {
  const plain = page.subpaths ? [page.path, `${page.path}/:path*`] : [page.path];
  const paths = [...plain, ...plain.map((path) => `/:lang(${LOCALE_PATTERN})${path}`)];
  if (page.reason === "private") return paths;
  const keys = queryKeys(page.kind);
  return paths.flatMap((source) => keys.map((key) => ({ source, has: [{ type: "query" as const, key }] })));
}

/**
 * The proxy matcher entries of the pages named by an id, for an id written otherwise ("/movie/012",
 * "/vi/blog/+7/x"), which proxy.ts sends to the canonical id (lib/contract/ids.ts): only an id that
 * starts with "+" or "0", which a canonical one never does, so title pages stay off the proxy. One
 * written with escapes ("%2B12") comes in by the entry for any path with a "%".
 */
export function idMatcherEntries(): string[] {
  const paths = ID_ROUTES.map((route) => `${route}/:id([+0][0-9]*)/:rest*`);
  return [...paths, ...paths.map((path) => `/:lang(${LOCALE_PATTERN})${path}`)];
}
