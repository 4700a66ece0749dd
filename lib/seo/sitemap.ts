import type { MetadataRoute } from "next";
import type { SitemapEntry } from "@/lib/contract/catalogue";
import { blogCategoryPath, blogPostPath, categoryPath, moviePath, seriesPath } from "@/lib/routes";

/** Public pages that are not catalogue objects. */
export const STATIC_PATHS = [
  "/",
  "/movies",
  "/series",
  "/blog",
  "/leaderboard",
  "/reward",
  "/download",
  "/cinema",
  "/terms-and-conditions",
  "/privacy-policy",
  "/payment-policy",
] as const;

export function entryPath(entry: Pick<SitemapEntry, "kind" | "id" | "title_en">): string {
  switch (entry.kind) {
    case "movie":
      return moviePath(entry.id, entry.title_en);
    case "series":
      return seriesPath(entry.id, entry.title_en);
    case "section":
      return categoryPath(entry.id, entry.title_en);
    case "post":
      return blogPostPath(entry.id, entry.title_en);
    case "blog_category":
      return blogCategoryPath(entry.id, entry.title_en);
  }
}

/** One URL serves both languages (negotiated); ?lang= names each for search engines (hreflang). */
export function sitemapItem(
  siteUrl: string,
  path: string,
  updatedAt?: string | null,
): MetadataRoute.Sitemap[number] {
  const url = `${siteUrl}${path}`;
  const join = url.includes("?") ? "&" : "?";
  return {
    url,
    ...(updatedAt ? { lastModified: updatedAt } : {}),
    alternates: { languages: { en: `${url}${join}lang=en`, vi: `${url}${join}lang=vi`, "x-default": url } },
  };
}
