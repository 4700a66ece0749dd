import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { SitemapDates, SitemapEntry, SitemapKind, SitemapPage } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import {
  blogCategories,
  blogPosts,
  episodes,
  legalVersions,
  movies,
  pointTransactions,
  rewardRedemptions,
  seasons,
  sections,
  titleSections,
  tvSeries,
} from "../../db/schema";
import { pageMeta, type PageRequest } from "../../shared/paging";
import { playableEpisodeCount, publishedCount } from "./titles";
import { vnDay, vnDayStart } from "../programme";

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

type Dated = { updatedAt: AnyColumn; publishedAt: AnyColumn };

/** When a published object's page last changed: its own update, or its publication if that came later. */
function changedAt(t: Dated): SQL<Date> {
  return sql<Date>`greatest(${t.updatedAt}, ${t.publishedAt})`.mapWith(movies.updatedAt);
}

/** The newest changedAt of the rows aggregated. */
function newestChange(t: Dated): SQL<Date | null> {
  return sql<Date | null>`max(greatest(${t.updatedAt}, ${t.publishedAt}))`.mapWith(movies.updatedAt);
}

/** The newest change among published films or series: the *_changed index read from its end. */
function lastChangedTitle(db: Executor, table: typeof movies | typeof tvSeries, now: Date) {
  return db
    .select({ changed: changedAt(table) })
    .from(table)
    .where(lte(table.publishedAt, now))
    .orderBy(desc(changedAt(table)))
    .limit(1);
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

type Source = {
  count: () => Promise<number>;
  rows: (offset: number, limit: number) => Promise<SitemapEntry[]>;
};

/**
 * Every public object the site has a page for — films, series, the episodes the series pages play,
 * sections, blog posts, blog categories — in SITEMAP_KINDS order, then by primary key, a page at a time
 * (the frontend's sitemap walks the pages), with the dates of the pages that are not one object.
 */
export async function sitemapEntries(
  db: Executor,
  kinds: readonly SitemapKind[],
  page: PageRequest,
  now: Date,
): Promise<SitemapPage> {
  const sources = sitemapSources(db, now);
  const sizes = await Promise.all(kinds.map((kind) => sources[kind].count()));
  const total = sizes.reduce((sum, n) => sum + n, 0);
  const windows = sliceWindows(sizes, page.offset, page.perPage);
  const [parts, dates] = await Promise.all([
    Promise.all(windows.map((w) => sources[kinds[w.index]!].rows(w.offset, w.limit))),
    sitemapDates(db, now),
  ]);
  return { data: parts.flat(), meta: pageMeta(page.page, page.perPage, total), dates };
}

function sitemapSources(db: Executor, now: Date): Record<SitemapKind, Source> {
  const publishedMovie = lte(movies.publishedAt, now);
  const publishedSeries = lte(tvSeries.publishedAt, now);
  const publishedPost = lte(blogPosts.publishedAt, now);
  // An episode is listed when the series page plays it: it has media and its series is published.
  const playableEpisode = and(isNotNull(episodes.media), publishedSeries);
  const one = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

  return {
    movie: {
      count: () => publishedCount(db, "movie", now),
      rows: async (offset, limit) =>
        (
          await db
            .select({ id: movies.id, en: movies.titleEn, vi: movies.titleVi, changed: changedAt(movies) })
            .from(movies)
            .where(publishedMovie)
            .orderBy(asc(movies.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => objectEntry("movie", row)),
    },
    series: {
      count: () => publishedCount(db, "series", now),
      rows: async (offset, limit) =>
        (
          await db
            .select({
              id: tvSeries.id,
              en: tvSeries.titleEn,
              vi: tvSeries.titleVi,
              changed: changedAt(tvSeries),
            })
            .from(tvSeries)
            .where(publishedSeries)
            .orderBy(asc(tvSeries.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => objectEntry("series", row)),
    },
    episode: {
      count: () => playableEpisodeCount(db, now),
      // One query per page: each episode with its season number and series, joined on primary keys.
      rows: async (offset, limit) =>
        (
          await db
            .select({
              id: episodes.id,
              en: episodes.titleEn,
              vi: episodes.titleVi,
              episodeNo: episodes.episodeNo,
              seasonNo: seasons.seasonNo,
              seriesId: tvSeries.id,
              seriesEn: tvSeries.titleEn,
              changed: changedAt(tvSeries),
            })
            .from(episodes)
            .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
            .innerJoin(tvSeries, eq(tvSeries.id, seasons.seriesId))
            .where(playableEpisode)
            .orderBy(asc(episodes.id))
            .offset(offset)
            .limit(limit)
        ).map((row): SitemapEntry => ({
          kind: "episode",
          id: row.id,
          title_en: row.en,
          title_vi: row.vi,
          series_id: row.seriesId,
          series_title_en: row.seriesEn,
          season_no: row.seasonNo,
          episode_no: row.episodeNo,
          updated_at: iso(row.changed),
        })),
    },
    section: {
      count: () => one(db.select({ n: count() }).from(sections)),
      rows: async (offset, limit) => {
        const rows = await db
          .select({ id: sections.id, en: sections.nameEn, vi: sections.nameVi })
          .from(sections)
          .orderBy(asc(sections.id))
          .offset(offset)
          .limit(limit);
        const newest = await sectionDates(
          db,
          rows.map((row) => row.id),
          now,
        );
        return rows.map((row) => objectEntry("section", { ...row, changed: newest.get(row.id) ?? null }));
      },
    },
    post: {
      count: () => one(db.select({ n: count() }).from(blogPosts).where(publishedPost)),
      rows: async (offset, limit) =>
        (
          await db
            .select({
              id: blogPosts.id,
              en: blogPosts.titleEn,
              vi: blogPosts.titleVi,
              changed: changedAt(blogPosts),
            })
            .from(blogPosts)
            .where(publishedPost)
            .orderBy(asc(blogPosts.id))
            .offset(offset)
            .limit(limit)
        ).map((row) => objectEntry("post", row)),
    },
    blog_category: {
      count: () => one(db.select({ n: count() }).from(blogCategories)),
      rows: async (offset, limit) => {
        const rows = await db
          .select({ id: blogCategories.id, en: blogCategories.nameEn, vi: blogCategories.nameVi })
          .from(blogCategories)
          .orderBy(asc(blogCategories.id))
          .offset(offset)
          .limit(limit);
        const ids = rows.map((row) => row.id);
        const newest = new Map(
          ids.length === 0
            ? []
            : (
                await db
                  .select({ id: blogPosts.categoryId, changed: newestChange(blogPosts) })
                  .from(blogPosts)
                  .where(and(inArray(blogPosts.categoryId, ids), publishedPost))
                  .groupBy(blogPosts.categoryId)
              ).map((row) => [row.id, row.changed]),
        );
        return rows.map((row) =>
          objectEntry("blog_category", { ...row, changed: newest.get(row.id) ?? null }),
        );
      },
    },
  };
}

/** For each section, the newest change among the published films and series it lists (one query). */
async function sectionDates(db: Executor, ids: number[], now: Date): Promise<Map<number, Date | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: titleSections.sectionId,
      changed: sql<Date | null>`max(greatest(
        greatest(${movies.updatedAt}, ${movies.publishedAt}),
        greatest(${tvSeries.updatedAt}, ${tvSeries.publishedAt})
      ))`.mapWith(movies.updatedAt),
    })
    .from(titleSections)
    .leftJoin(
      movies,
      and(
        eq(titleSections.titleKind, "movie"),
        eq(movies.id, titleSections.titleId),
        lte(movies.publishedAt, now),
      ),
    )
    .leftJoin(
      tvSeries,
      and(
        eq(titleSections.titleKind, "series"),
        eq(tvSeries.id, titleSections.titleId),
        lte(tvSeries.publishedAt, now),
      ),
    )
    .where(inArray(titleSections.sectionId, ids))
    .groupBy(titleSections.sectionId);
  return new Map(rows.map((row) => [row.id, row.changed]));
}

/** The dates of the pages that are not one object (SitemapDatesSchema). */
export async function sitemapDates(db: Executor, now: Date): Promise<SitemapDates> {
  const newest = async (rows: Promise<{ changed: Date | null }[]>) => iso((await rows)[0]?.changed);
  const [moviesAt, seriesAt, blogAt, leaderboardAt, rewardsAt, legal] = await Promise.all([
    newest(lastChangedTitle(db, movies, now)),
    newest(lastChangedTitle(db, tvSeries, now)),
    newest(
      db
        .select({ changed: newestChange(blogPosts) })
        .from(blogPosts)
        .where(lte(blogPosts.publishedAt, now)),
    ),
    // Both read an index: point_transactions_created, and the redemptions' primary key.
    newest(
      db
        .select({ changed: pointTransactions.createdAt })
        .from(pointTransactions)
        .orderBy(desc(pointTransactions.createdAt))
        .limit(1),
    ),
    newest(
      db
        .select({ changed: rewardRedemptions.createdAt })
        .from(rewardRedemptions)
        .orderBy(desc(rewardRedemptions.id))
        .limit(1),
    ),
    // Each document's version in effect, the newest first: its page changed when it took effect.
    db
      .select({
        slug: legalVersions.slug,
        effectiveOn: legalVersions.effectiveOn,
        written: legalVersions.createdAt,
      })
      .from(legalVersions)
      .where(lte(legalVersions.effectiveOn, vnDay(now)))
      .orderBy(desc(legalVersions.effectiveOn)),
  ]);
  const legalAt = (slug: string) => {
    const version = legal.find((doc) => doc.slug === slug);
    if (!version) return null;
    return iso(new Date(Math.max(version.written.getTime(), vnDayStart(version.effectiveOn).getTime())));
  };
  return {
    movies: moviesAt,
    series: seriesAt,
    blog: blogAt,
    leaderboard: leaderboardAt,
    rewards: rewardsAt,
    legal: {
      terms: legalAt("terms"),
      privacy: legalAt("privacy"),
      "payment-policy": legalAt("payment-policy"),
    },
  };
}

function objectEntry(
  kind: Exclude<SitemapKind, "episode">,
  row: { id: number; en: string; vi: string; changed: Date | null },
): SitemapEntry {
  return { kind, id: row.id, title_en: row.en, title_vi: row.vi, updated_at: iso(row.changed) };
}
