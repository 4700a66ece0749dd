import { cachedRead } from "@/lib/api/cached-read";
import { serverApi } from "@/lib/api/server";
import { TAGS } from "@/lib/catalogue/tags";
import { publicEnv } from "@/lib/config/public-env";
import { SITEMAP_MAX_PER_PAGE, SitemapPageSchema, type SitemapPage } from "@/lib/contract/catalogue";
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
 * The sitemap's reads, cached across requests for an hour and under the catalogue and blog tags, so
 * POST /api/revalidate refreshes them with the pages they list and a crawl never reaches the database
 * more than once an hour: the index and every child are built from these same cached backend pages.
 */
export const SITEMAP_REVALIDATE_SECONDS = 3600;

/** One page of the backend's sitemap entries (1-based), at its largest page size. */
function entriesPage(page: number): Promise<SitemapPage> {
  const key = ["sitemap-entries", String(page), String(SITEMAP_MAX_PER_PAGE)];
  return cachedRead(key, { tags: [TAGS.catalogue, TAGS.blog], revalidate: SITEMAP_REVALIDATE_SECONDS }, () =>
    serverApi().get("/sitemap-entries", SitemapPageSchema, {
      searchParams: { page, per_page: SITEMAP_MAX_PER_PAGE },
    }),
  );
}

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
