import { getSitemapEntries as entriesPage, SITEMAP_REVALIDATE_SECONDS } from "@/lib/api/reads/sitemap";
import { publicEnv } from "@/lib/config/public-env";
import {
  childBackendPages,
  childCount,
  entryPage,
  newest,
  staticPages,
  urlsetXml,
  sitemapIndexXml,
  type SitemapPageRef,
} from "./sitemap";

/**
 * The sitemap index and its children, built from the backend's sitemap entries as cached for
 * SITEMAP_REVALIDATE_SECONDS (lib/api/reads/sitemap.ts): POST /api/revalidate refreshes them with
 * the pages they list.
 */

/** When this release was built (next.config inlines it): the date of what only a release changes. */
const RELEASED_AT = process.env.CINEVA_RELEASED_AT ?? null;

/** How many entries the backend lists (meta.total) and the other pages' dates: its first page. */
async function summary() {
  const first = await entriesPage(1);
  return { entries: first.meta.total, dates: first.dates, children: childCount(first.meta.total) };
}

/** The pages child n lists; null when there is no child n. */
async function childPages(n: number): Promise<SitemapPageRef[] | null> {
  const { entries, dates, children } = await summary();
  if (!Number.isSafeInteger(n) || n < 0 || n >= children) return null;
  if (n === 0) return staticPages(dates, RELEASED_AT);
  const pages = await Promise.all(childBackendPages(n, entries).map(entriesPage));
  return pages.flatMap((page) => page.data.map(entryPage));
}

/** The XML of child sitemap n, or null when there is none (the route answers 404). */
export async function sitemapChildXml(n: number): Promise<string | null> {
  const pages = await childPages(n);
  return pages && urlsetXml(publicEnv.NEXT_PUBLIC_SITE_URL, pages);
}

/** The sitemap index: every child, dated by the newest page it lists. */
export async function sitemapIndex(): Promise<string> {
  const { children } = await summary();
  const dated: { n: number; lastmod: string | null }[] = [];
  // One child after the other: a large catalogue is many backend pages, not to be asked all at once.
  for (let n = 0; n < children; n++) {
    const pages = (await childPages(n)) ?? [];
    dated.push({ n, lastmod: newest(...pages.map((page) => page.lastmod)) });
  }
  return sitemapIndexXml(publicEnv.NEXT_PUBLIC_SITE_URL, dated);
}

/** How the routes answer: XML, cacheable by browsers and shared caches for as long as the data is. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=0, s-maxage=${SITEMAP_REVALIDATE_SECONDS}, stale-while-revalidate=${SITEMAP_REVALIDATE_SECONDS}`,
    },
  });
}
