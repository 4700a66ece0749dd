import { asc, count, lte } from "drizzle-orm";
import { SITEMAP_KINDS, type SitemapEntry, type SitemapPage } from "@/lib/contract/catalogue";
import type { Executor } from "../db/client";
import { blogCategories, blogPosts, movies, sections, tvSeries } from "../db/schema";
import { pageMeta, type PageRequest } from "./pagination";

type Kind = (typeof SITEMAP_KINDS)[number];

/** Where a page of `perPage` entries starting at `offset` falls in lists of the given sizes. */
export function sliceWindows(sizes: readonly number[], offset: number, limit: number) {
  const windows: { index: number; offset: number; limit: number }[] = [];
  let start = 0;
  for (const [index, size] of sizes.entries()) {
    const from = Math.max(offset, start);
    const to = Math.min(offset + limit, start + size);
    if (to > from) windows.push({ index, offset: from - start, limit: to - from });
    start += size;
  }
  return windows;
}

/**
 * Every public object the site has a page for — films, series, sections, blog posts, blog
 * categories — in that order, then by id, a page at a time (the frontend's sitemap walks the pages).
 */
export async function sitemapEntries(
  db: Executor,
  kinds: readonly Kind[],
  page: PageRequest,
  now: Date,
): Promise<SitemapPage> {
  const sources: Record<
    Kind,
    { count: () => Promise<number>; rows: (offset: number, limit: number) => Promise<SitemapEntry[]> }
  > = {
    movie: {
      count: async () =>
        (await db.select({ n: count() }).from(movies).where(lte(movies.publishedAt, now)))[0]?.n ?? 0,
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: movies.id, en: movies.titleEn, vi: movies.titleVi, updatedAt: movies.updatedAt })
            .from(movies)
            .where(lte(movies.publishedAt, now))
            .orderBy(asc(movies.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => entry("movie", row)),
    },
    series: {
      count: async () =>
        (await db.select({ n: count() }).from(tvSeries).where(lte(tvSeries.publishedAt, now)))[0]?.n ?? 0,
      rows: async (offset, limit) =>
        (
          await db
            .select({
              id: tvSeries.id,
              en: tvSeries.titleEn,
              vi: tvSeries.titleVi,
              updatedAt: tvSeries.updatedAt,
            })
            .from(tvSeries)
            .where(lte(tvSeries.publishedAt, now))
            .orderBy(asc(tvSeries.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => entry("series", row)),
    },
    section: {
      count: async () => (await db.select({ n: count() }).from(sections))[0]?.n ?? 0,
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: sections.id, en: sections.nameEn, vi: sections.nameVi })
            .from(sections)
            .orderBy(asc(sections.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => entry("section", { ...row, updatedAt: null })),
    },
    post: {
      count: async () =>
        (await db.select({ n: count() }).from(blogPosts).where(lte(blogPosts.publishedAt, now)))[0]?.n ?? 0,
      rows: async (offset, limit) =>
        (
          await db
            .select({
              id: blogPosts.id,
              en: blogPosts.titleEn,
              vi: blogPosts.titleVi,
              updatedAt: blogPosts.updatedAt,
            })
            .from(blogPosts)
            .where(lte(blogPosts.publishedAt, now))
            .orderBy(asc(blogPosts.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => entry("post", row)),
    },
    blog_category: {
      count: async () => (await db.select({ n: count() }).from(blogCategories))[0]?.n ?? 0,
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: blogCategories.id, en: blogCategories.nameEn, vi: blogCategories.nameVi })
            .from(blogCategories)
            .orderBy(asc(blogCategories.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => entry("blog_category", { ...row, updatedAt: null })),
    },
  };

  const sizes = await Promise.all(kinds.map((kind) => sources[kind].count()));
  const total = sizes.reduce((sum, n) => sum + n, 0);
  const windows = sliceWindows(sizes, page.offset, page.perPage);
  const parts = await Promise.all(windows.map((w) => sources[kinds[w.index]!].rows(w.offset, w.limit)));
  return { data: parts.flat(), meta: pageMeta(page.page, page.perPage, total) };
}

function entry(
  kind: Kind,
  row: { id: number; en: string; vi: string; updatedAt: Date | null },
): SitemapEntry {
  return {
    kind,
    id: row.id,
    title_en: row.en,
    title_vi: row.vi,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}
