import { sitemapEntries } from "@/lib/contract/endpoints/catalogue";
import { SITEMAP_MAX_PER_PAGE, type SitemapPage } from "@/lib/contract/catalogue";
import { TAGS } from "@/lib/catalogue/tags";
import { cachedRead } from "../cached-read";

/**
 * How old the sitemap's reads may be: an hour, and refreshed with the catalogue and blog tags, so a
 * crawl never reaches the database more than once an hour (lib/seo/sitemap-server.ts builds the index
 * and every child from these same cached pages).
 */
export const SITEMAP_REVALIDATE_SECONDS = 3600;

/** One page of the backend's sitemap entries (1-based), at its largest page size. */
export const getSitemapEntries = (page: number): Promise<SitemapPage> =>
  cachedRead(
    sitemapEntries,
    { query: { page, per_page: SITEMAP_MAX_PER_PAGE } },
    { tags: [TAGS.catalogue, TAGS.blog], revalidate: SITEMAP_REVALIDATE_SECONDS },
  );
