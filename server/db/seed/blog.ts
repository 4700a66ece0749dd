import type { Database } from "../client";
import { blogCategories, blogPosts } from "../schema";
import type { FileStorage } from "../../providers/storage";
import { searchTextOf } from "../../services/search-text";
import { toSlug } from "@/lib/slug";
import { renderAll, type ArtJob } from "./artwork";
import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategoryKey } from "./content/blog-posts";
import type { Rng } from "./random";

const DAY = 86_400_000;

/** Blog covers: 16:9, under {host}/images/blog/covers/. */
export const COVER_SIZE = { width: 960, height: 540 } as const;

/** Categories and bilingual posts (paragraphs separated by blank lines), with generated covers. */
export async function seedBlog(
  db: Database,
  rng: Rng,
  options: { images: FileStorage; artwork: boolean; now: Date },
) {
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

  const art: ArtJob[] = [];
  await db.insert(blogPosts).values(
    BLOG_POSTS.map((post) => {
      const file = `${toSlug(post.en).slice(0, 80)}.webp`;
      const publishedAt = new Date(options.now.getTime() - post.daysAgo * DAY - rng.int(0, 10) * 3_600_000);
      art.push({
        path: `blog/covers/${file}`,
        spec: {
          seed: post.en,
          title: post.en,
          subtitle: post.vi,
          kicker: `Cineva Blog · ${BLOG_CATEGORIES[post.category].en}`,
          ...COVER_SIZE,
        },
      });
      return {
        categoryId: categoryId.get(post.category)!,
        titleEn: post.en,
        titleVi: post.vi,
        excerptEn: post.excerptEn,
        excerptVi: post.excerptVi,
        bodyEn: post.bodyEn.join("\n\n"),
        bodyVi: post.bodyVi.join("\n\n"),
        cover: file,
        featured: post.featured ?? false,
        searchText: searchTextOf(post.en, post.vi),
        publishedAt,
        updatedAt: new Date(Math.min(publishedAt.getTime() + rng.int(0, 3) * DAY, options.now.getTime())),
      };
    }),
  );

  if (options.artwork) await renderAll(art, options.images);
}
