import type { MetadataRoute } from "next";
import { serverApi } from "@/lib/api/server";
import { publicEnv } from "@/lib/config/public-env";
import { SITEMAP_MAX_PER_PAGE, SitemapPageSchema, type SitemapEntry } from "@/lib/contract/catalogue";
import { entryPath, sitemapItem, STATIC_PATHS } from "@/lib/seo/sitemap";

/** Rebuilt at most hourly: every film, series, section, blog post and blog category. */
export const revalidate = 3600;

async function allEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let page = 1; ; page++) {
    const result = await serverApi().get("/sitemap-entries", SitemapPageSchema, {
      searchParams: { page, per_page: SITEMAP_MAX_PER_PAGE },
    });
    entries.push(...result.data);
    if (page >= result.meta.last_page) return entries;
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = publicEnv.NEXT_PUBLIC_SITE_URL;
  return [
    ...STATIC_PATHS.map((path) => sitemapItem(site, path)),
    ...(await allEntries()).map((entry) => sitemapItem(site, entryPath(entry), entry.updated_at)),
  ];
}
