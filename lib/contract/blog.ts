/**
 * The blog: bilingual posts in categories. Cover images are file names under
 * {host}/images/blog/covers/. Bodies are plain-text paragraphs, never HTML.
 */
import { z } from "zod";
import { IdSchema, NamedSchema, paginated, PageQuerySchema, SuggestionSchema } from "./catalogue";

// Cover URLs: imageUrl("blogCover", file, host) from lib/images.ts.

export const BlogCategorySchema = NamedSchema.extend({
  position: z.number().int(),
  post_count: z.number().int(),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;
export const BlogCategoryListSchema = z.object({ data: z.array(BlogCategorySchema) });

export const BlogPostCardSchema = z.object({
  id: IdSchema,
  category: NamedSchema,
  title_en: z.string(),
  title_vi: z.string(),
  excerpt_en: z.string(),
  excerpt_vi: z.string(),
  cover: z.string().nullable(),
  featured: z.boolean(),
  /** Estimated minutes to read the body in each language. */
  reading_minutes_en: z.number().int(),
  reading_minutes_vi: z.number().int(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type BlogPostCard = z.infer<typeof BlogPostCardSchema>;

export const BlogPostPageSchema = paginated(BlogPostCardSchema);
export type BlogPostPage = z.infer<typeof BlogPostPageSchema>;

/** The film or the series a review is about, as its post links to it. */
export const ReviewedTitleSchema = SuggestionSchema.extend({
  /** Whether it plays now: a film with its video, a series with an episode that has one. */
  playable: z.boolean(),
});
export type ReviewedTitle = z.infer<typeof ReviewedTitleSchema>;

export const BlogPostSchema = BlogPostCardSchema.extend({
  /** The body in Markdown (lib/blog/markdown.ts renders it; typed HTML is shown as text). */
  body_en: z.string(),
  body_vi: z.string(),
  /** What a review is about, while it is published; null for any other post. */
  reviews: ReviewedTitleSchema.nullable(),
  related: z.array(BlogPostCardSchema),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogCategoryPageSchema = BlogPostPageSchema.extend({ category: BlogCategorySchema });
export type BlogCategoryPage = z.infer<typeof BlogCategoryPageSchema>;

const flag = z.enum(["0", "1", "true", "false"]);

export const BlogPostsQuerySchema = PageQuerySchema.extend({
  category: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** "1": featured posts come first (then the newest). */
  featured_first: flag.optional(),
  /** "1": only featured posts. */
  featured: flag.optional(),
});

export const BlogCategoryQuerySchema = PageQuerySchema;
