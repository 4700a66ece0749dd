import { and, asc, count, desc, eq, lte, ne, sql, type SQL } from "drizzle-orm";
import type { BlogCategory, BlogPost, BlogPostCard, BlogPostPage, ReviewedTitle } from "@/lib/contract/blog";
import type { SearchPost } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { blogCategories, blogPosts, movies, tvSeries } from "../../db/schema";
import { searchByTier, tierColumns } from "../../db/search-text";
import { pageMeta, type PageRequest } from "../../shared/paging";

/** Reading speed used for the "n min read" label: words per minute. */
export const READING_WPM = 200;
export const RELATED_SIZE = 4;

/** Minutes to read a text at READING_WPM words a minute; at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_WPM));
}

const visible = (now: Date) => lte(blogPosts.publishedAt, now);
/** When a post viewers see was published: never null, as `visible` leaves drafts out. */
const publishedIso = (row: { publishedAt: Date | null }) => row.publishedAt!.toISOString();

const cardSelection = {
  id: blogPosts.id,
  categoryId: blogCategories.id,
  categoryEn: blogCategories.nameEn,
  categoryVi: blogCategories.nameVi,
  titleEn: blogPosts.titleEn,
  titleVi: blogPosts.titleVi,
  excerptEn: blogPosts.excerptEn,
  excerptVi: blogPosts.excerptVi,
  bodyEn: blogPosts.bodyEn,
  bodyVi: blogPosts.bodyVi,
  cover: blogPosts.cover,
  featured: blogPosts.featured,
  movieId: blogPosts.movieId,
  seriesId: blogPosts.seriesId,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};
function selectCards(db: Executor) {
  return db
    .select(cardSelection)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId));
}
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function toCard(row: CardRow): BlogPostCard {
  return {
    id: row.id,
    category: { id: row.categoryId, name_en: row.categoryEn, name_vi: row.categoryVi },
    title_en: row.titleEn,
    title_vi: row.titleVi,
    excerpt_en: row.excerptEn,
    excerpt_vi: row.excerptVi,
    cover: row.cover,
    featured: row.featured,
    reading_minutes_en: readingMinutes(row.bodyEn),
    reading_minutes_vi: readingMinutes(row.bodyVi),
    published_at: publishedIso(row),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listPosts(
  db: Executor,
  options: { categoryId?: number; featuredFirst?: boolean; featuredOnly?: boolean },
  page: PageRequest,
  now: Date,
): Promise<BlogPostPage> {
  const conditions: (SQL | undefined)[] = [visible(now)];
  if (options.categoryId !== undefined) conditions.push(eq(blogPosts.categoryId, options.categoryId));
  if (options.featuredOnly) conditions.push(eq(blogPosts.featured, true));
  const where = and(...conditions);
  const order = [desc(blogPosts.publishedAt), desc(blogPosts.id)];
  if (options.featuredFirst) order.unshift(desc(blogPosts.featured));
  const [rows, [totalRow]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { data: rows.map(toCard), meta: pageMeta(page.page, page.perPage, totalRow?.n ?? 0) };
}

/** A post with its paragraphs and a few related posts (same category first, then the newest). */
export async function postDetail(db: Executor, id: number, now: Date): Promise<BlogPost | null> {
  const [row] = await selectCards(db)
    .where(and(eq(blogPosts.id, id), visible(now)))
    .limit(1);
  if (!row) return null;
  const [related, reviews] = await Promise.all([
    selectCards(db)
      .where(and(visible(now), ne(blogPosts.id, id)))
      .orderBy(
        sql`case when ${blogPosts.categoryId} = ${row.categoryId} then 0 else 1 end`,
        desc(blogPosts.publishedAt),
        desc(blogPosts.id),
      )
      .limit(RELATED_SIZE),
    reviewedTitle(db, row, now),
  ]);
  return {
    ...toCard(row),
    body_en: row.bodyEn.trim(),
    body_vi: row.bodyVi.trim(),
    reviews,
    related: related.map(toCard),
  };
}

/** The film or series a post reviews, unless it is not published (yet, or any more). */
async function reviewedTitle(
  db: Executor,
  post: { movieId: number | null; seriesId: number | null },
  now: Date,
): Promise<ReviewedTitle | null> {
  const kind = post.movieId !== null ? "movie" : post.seriesId !== null ? "series" : null;
  if (kind === null) return null;
  const table = kind === "movie" ? movies : tvSeries;
  const [title] = await db
    .select({
      id: table.id,
      titleEn: table.titleEn,
      titleVi: table.titleVi,
      year: table.year,
      poster: table.poster,
      playable:
        kind === "movie"
          ? sql<boolean>`${movies.media} is not null`
          : sql<boolean>`${tvSeries.playableEpisodes} > 0`,
    })
    .from(table)
    .where(and(eq(table.id, (kind === "movie" ? post.movieId : post.seriesId)!), lte(table.publishedAt, now)))
    .limit(1);
  return title
    ? {
        kind,
        id: title.id,
        title_en: title.titleEn,
        title_vi: title.titleVi,
        year: title.year,
        poster: title.poster,
        playable: Boolean(title.playable),
      }
    : null;
}

export async function listCategories(db: Executor, now: Date): Promise<BlogCategory[]> {
  const rows = await db
    .select({
      id: blogCategories.id,
      nameEn: blogCategories.nameEn,
      nameVi: blogCategories.nameVi,
      position: blogCategories.position,
      posts: sql<number>`count(${blogPosts.id})`.mapWith(Number),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), visible(now)))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_vi: row.nameVi,
    position: row.position,
    post_count: row.posts,
  }));
}

export async function searchPosts(
  db: Executor,
  words: readonly string[],
  limit: number,
  now: Date,
): Promise<SearchPost[]> {
  if (!words.length) return [];
  // Best match first, then the newest.
  const order = [desc(blogPosts.publishedAt), desc(blogPosts.id)];
  const rows = await searchByTier(blogPosts.searchText, words, limit, (match, tier) =>
    db
      .select({
        id: blogPosts.id,
        titleEn: blogPosts.titleEn,
        titleVi: blogPosts.titleVi,
        excerptEn: blogPosts.excerptEn,
        excerptVi: blogPosts.excerptVi,
        cover: blogPosts.cover,
        publishedAt: blogPosts.publishedAt,
        ...tierColumns(tier, order),
      })
      .from(blogPosts)
      .where(and(visible(now), match))
      .orderBy(...order)
      .limit(limit),
  );
  return rows.map((row) => ({
    id: row.id,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    excerpt_en: row.excerptEn,
    excerpt_vi: row.excerptVi,
    cover: row.cover,
    published_at: publishedIso(row),
  }));
}
