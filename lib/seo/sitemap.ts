/**
 * The sitemap (architecture §5): /sitemap.xml is an index naming child sitemaps /sitemap/{n}.xml. Child 0
 * holds the pages that are not one object (home, listings, blog, programme, legal); children 1, 2, …
 * hold the backend's sitemap entries in its order, SITEMAP_PAGES_PER_CHILD pages each. Every page is
 * listed once per language at its explicit address (lib/i18n/addresses.ts), both languages of a page in
 * the same child, each naming en, vi and the plain path (x-default) as alternates. Pure: the routes
 * (app/sitemap.xml, app/sitemap/[n]) fetch and cache, this builds.
 */
import type { SitemapDates, SitemapEntry } from "@/lib/contract/catalogue";
import { SITEMAP_MAX_PER_PAGE } from "@/lib/contract/catalogue";
import { LEGAL_DOCUMENTS } from "@/lib/contract/legal";
import { LEGAL_PATHS } from "@/lib/legal/paths";
import { languageAlternates, localizedPath } from "@/lib/i18n/addresses";
import { LOCALES } from "@/lib/i18n/config";
import { blogCategoryPath, blogPostPath, categoryPath, moviePath, seriesPath } from "@/lib/routes";

/** The protocol's limit: a sitemap file lists at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** Pages per child sitemap: each is listed once per language, so a child holds 25,000 × 2 URLs. */
export const SITEMAP_PAGES_PER_CHILD = SITEMAP_URL_LIMIT / LOCALES.length;

/** Backend calls per child: a child is read in whole pages of the backend's largest page size. */
export const BACKEND_PAGES_PER_CHILD = SITEMAP_PAGES_PER_CHILD / SITEMAP_MAX_PER_PAGE;

/** A page of the site and when it last changed (null: nothing dates it, so no lastmod). */
export interface SitemapPageRef {
  path: string;
  lastmod: string | null;
}

/** The newest of some ISO instants, or null when none is known. */
export function newest(...dates: (string | null | undefined)[]): string | null {
  const known = dates.filter((date): date is string => typeof date === "string" && date !== "");
  if (known.length === 0) return null;
  return known.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
}

/**
 * The public pages that are not one object, each dated by the newest of what it shows and the release
 * it was built by (`releasedAt`): their HTML is the release's interface text around the data, so a
 * release changes them too, and /download shows nothing else. Left out: pages marked noindex (search,
 * profile, top-up, the blank-* and header-* copies), paged or filtered listings (?page=, ?period=),
 * and /cinema, an empty placeholder until the section has content.
 */
export function staticPages(dates: SitemapDates, releasedAt: string | null): SitemapPageRef[] {
  const catalogue = newest(dates.movies, dates.series);
  const pages: [string, string | null][] = [
    ["/", catalogue],
    ["/movies", dates.movies],
    ["/series", dates.series],
    ["/recommended", catalogue],
    ["/blog", dates.blog],
    ["/leaderboard", dates.leaderboard],
    ["/reward", dates.rewards],
    ["/download", null],
    ...LEGAL_DOCUMENTS.map((slug): [string, string | null] => [LEGAL_PATHS[slug], dates.legal[slug]]),
  ];
  return pages.map(([path, shown]) => ({ path, lastmod: newest(shown, releasedAt) }));
}

/** The canonical path of an entry's page (product §2.2, §2.4); an episode's is its series page with ss and ep. */
export function entryPath(entry: SitemapEntry): string {
  switch (entry.kind) {
    case "movie":
      return moviePath(entry.id, entry.title_en);
    case "series":
      return seriesPath(entry.id, entry.title_en);
    case "episode":
      return seriesPath(entry.series_id, entry.series_title_en, {
        season: entry.season_no,
        episode: entry.episode_no,
      });
    case "section":
      return categoryPath(entry.id, entry.title_en);
    case "post":
      return blogPostPath(entry.id, entry.title_en);
    case "blog_category":
      return blogCategoryPath(entry.id, entry.title_en);
  }
}

export function entryPage(entry: SitemapEntry): SitemapPageRef {
  return { path: entryPath(entry), lastmod: entry.updated_at };
}

// ── Children ─────────────────────────────────────────────────────────────────────────────────────

/** How many child sitemaps: child 0 for the other pages, then enough for `entries` entries. */
export function childCount(entries: number, perChild: number = SITEMAP_PAGES_PER_CHILD): number {
  return 1 + Math.ceil(Math.max(0, entries) / perChild);
}

/**
 * The entries child n (≥ 1) holds, as positions in the backend's order: [offset, offset + limit).
 * The last child holds what is left.
 */
export function childWindow(
  n: number,
  entries: number,
  perChild: number = SITEMAP_PAGES_PER_CHILD,
): { offset: number; limit: number } {
  const offset = (n - 1) * perChild;
  return { offset, limit: Math.max(0, Math.min(perChild, entries - offset)) };
}

/** The backend pages (1-based, of `perPage` entries) that cover child n (≥ 1). */
export function childBackendPages(
  n: number,
  entries: number,
  perChild: number = SITEMAP_PAGES_PER_CHILD,
  perPage: number = SITEMAP_MAX_PER_PAGE,
): number[] {
  if (perChild % perPage !== 0) throw new Error("a child must hold whole backend pages");
  const { offset, limit } = childWindow(n, entries, perChild);
  const first = offset / perPage + 1;
  return Array.from({ length: Math.ceil(limit / perPage) }, (_, i) => first + i);
}

/** "0.xml" → 0; anything else (no .xml, signs, leading zeros, too long) → null. */
export function parseChildName(name: string | undefined): number | null {
  const match = /^(0|[1-9][0-9]{0,8})\.xml$/.exec(name ?? "");
  return match ? Number(match[1]) : null;
}

export function childUrl(siteUrl: string, n: number): string {
  return joinSiteUrl(siteUrl, `/sitemap/${n}.xml`);
}

// ── XML ──────────────────────────────────────────────────────────────────────────────────────────

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text or an attribute value, escaped for XML ("&ss=1" → "&amp;ss=1"). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/**
 * An absolute URL on the site: "/en/movies" → "https://cineva.example/en/movies". The paths come from
 * lib/routes (slugs are ASCII, ids digits), so joining is what new URL() would give, at a fraction of
 * the cost over the 150,000 addresses of a full child.
 */
export function joinSiteUrl(siteUrl: string, path: string): string {
  const site = siteUrl.replace(/\/+$/, "");
  // The site's root is written as the bare origin, exactly as Next writes it in the pages' hreflang links.
  if (path === "/" || path === "") return site;
  return `${site}${path.startsWith("/") ? path : `/${path}`}`;
}

/** One <url> per language of a page: its explicit address, lastmod, and en, vi, x-default alternates. */
export function urlElements(siteUrl: string, page: SitemapPageRef): string[] {
  const links = Object.entries(languageAlternates(page.path))
    .map(
      ([hreflang, path]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(joinSiteUrl(siteUrl, path))}"/>`,
    )
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : "";
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeXml(joinSiteUrl(siteUrl, localizedPath(locale, page.path)))}</loc>${lastmod}${links}</url>`,
  );
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A child sitemap: every page in every language. Throws past the protocol's URL limit. */
export function urlsetXml(siteUrl: string, pages: readonly SitemapPageRef[]): string {
  const urls = pages.flatMap((page) => urlElements(siteUrl, page));
  if (urls.length > SITEMAP_URL_LIMIT) throw new Error(`${urls.length} URLs in one sitemap`);
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.map((url) => `${url}\n`).join("") +
    "</urlset>\n"
  );
}

/** The sitemap index: each child's address and, when known, its newest lastmod. */
export function sitemapIndexXml(
  siteUrl: string,
  children: readonly { n: number; lastmod: string | null }[],
): string {
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    children
      .map(
        ({ n, lastmod }) =>
          `<sitemap><loc>${escapeXml(childUrl(siteUrl, n))}</loc>${
            lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""
          }</sitemap>\n`,
      )
      .join("") +
    "</sitemapindex>\n"
  );
}
