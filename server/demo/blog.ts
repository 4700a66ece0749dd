import type { Database } from "../db/client";
import { blogCategories, blogPosts } from "../db/schema";
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
}
