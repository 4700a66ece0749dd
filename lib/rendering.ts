/**
 * How each page renders: the one list of pages proxy.ts runs on. Pages rendered per request are
 * the private ones; every other page is cached (prerendered or ISR) and revalidated by tags, the
 * lists and searches of "cached query" included: proxy.ts rewrites their query (or keyword) into a
 * cached address (lib/query-address.ts). proxy.ts gives exactly the
 * per-request pages a CSP nonce; a cached page must never get one (its HTML carries no nonce, and
 * 'strict-dynamic' would then block every script on it). Two copies must stay literal because Next
 * reads them without running code: proxy.ts's config.matcher and the private pages'
 * `dynamic = "force-dynamic"`; rendering.test.ts holds both to this list. docs/security.md points here.
 */

export type ProxiedPage = {
  /** The path without its language prefix. */
  path: string;
  /** The paths below it too ("/profile/info"). */
  subpaths?: boolean;
  /**
   * private: sessions, money or personal data (force-dynamic, never in a shared cache);
   * cached query: a public list whose query, or a search whose keyword, proxy.ts rewrites into a
   * cached address.
   */
  reason: "private" | "cached query";
};

export const PROXIED_PAGES: readonly ProxiedPage[] = [
  { path: "/top-up", reason: "private" },
  { path: "/profile", subpaths: true, reason: "private" },
  { path: "/topup/result", reason: "private" },
  { path: "/user/delete-account", reason: "private" },
  { path: "/auth-required", reason: "private" },
  { path: "/verify-email", reason: "private" },
  { path: "/movies", reason: "cached query" },
  { path: "/series", reason: "cached query" },
  { path: "/category", subpaths: true, reason: "cached query" },
  { path: "/blog", reason: "cached query" },
  { path: "/blog/category", subpaths: true, reason: "cached query" },
  { path: "/leaderboard", reason: "cached query" },
  { path: "/blank-leaderboard", reason: "cached query" },
  { path: "/header-leaderboard", reason: "cached query" },
  { path: "/search", subpaths: true, reason: "cached query" },
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

/** The proxy matcher entries of a page: its plain path and its explicit-language addresses. */
export function matcherEntries(page: ProxiedPage): string[] {
  const paths = page.subpaths ? [page.path, `${page.path}/:path*`] : [page.path];
  return [...paths, ...paths.map((path) => `/:lang(en|vi)${path}`)];
}
