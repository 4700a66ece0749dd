import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogCategories, blogPosts, movies, tvSeries } from "../db/schema";
import { searchTextOf } from "../db/search-text";
import { artBase, artFile } from "./demo-artwork";
import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategoryKey } from "./content/blog-posts";
import type { Rng } from "./random";

const DAY = 86_400_000;

/**
 * Categories and bilingual posts (paragraphs separated by blank lines), with the names of their
 * covers (drawn by drawDemoArtwork).
 */
export async function seedBlog(db: Database, rng: Rng, options: { now: Date }) {
  const keys = Object.keys(BLOG_CATEGORIES) as BlogCategoryKey[];
  const rows = await db
    .insert(blogCategories)
    .values(
      keys.map((key, position) => ({
        nameEn: BLOG_CATEGORIES[key].en,
        nameVi: BLOG_CATEGORIES[key].vi,
        position,
      })),
    )
    .returning({ id: blogCategories.id });
  const categoryId = new Map(keys.map((key, i) => [key, rows[i]!.id]));

  await db.insert(blogPosts).values(
    BLOG_POSTS.map((post) => {
      const publishedAt = new Date(options.now.getTime() - post.daysAgo * DAY - rng.int(0, 10) * 3_600_000);
      return {
        categoryId: categoryId.get(post.category)!,
        titleEn: post.en,
        titleVi: post.vi,
        excerptEn: post.excerptEn,
        excerptVi: post.excerptVi,
        bodyEn: post.bodyEn.join("\n\n"),
        bodyVi: post.bodyVi.join("\n\n"),
        cover: artFile(artBase.blogCover(post.en)),
        featured: post.featured ?? false,
        searchText: searchTextOf(post.en, post.vi),
        publishedAt,
        updatedAt: new Date(Math.min(publishedAt.getTime() + rng.int(0, 3) * DAY, options.now.getTime())),
      };
    }),
  );
  await linkDemoReviews(db);
}

/**
 * Links each demo review to the film or series it is about, by their English titles; also run on a
 * demo seeded before reviews had links (server/main.ts). A post already linked is left as it is.
 */
export async function linkDemoReviews(db: Database) {
  for (const post of BLOG_POSTS) {
    if (!post.reviews) continue;
    const table = "movie" in post.reviews ? movies : tvSeries;
    const title = "movie" in post.reviews ? post.reviews.movie : post.reviews.series;
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.titleEn, title)).limit(1);
    if (!found) continue;
    await db
      .update(blogPosts)
      .set(table === movies ? { movieId: found.id } : { seriesId: found.id })
      .where(and(eq(blogPosts.titleEn, post.en), isNull(blogPosts.movieId), isNull(blogPosts.seriesId)));
  }
}
