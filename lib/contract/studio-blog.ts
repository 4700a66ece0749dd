/**
 * The studio's blog (issue #36): editors write posts in Markdown in both languages, side by side, as
 * drafts, scheduled or published, each in a category, featured or not, and linked to the film or
 * series it reviews.
 */
import { z } from "zod";
import { TitleKindSchema } from "./catalogue";
import { pageQuery, paginated } from "./common";
import { TITLE_STATES } from "./studio-catalogue";
import { freeText } from "./text";

/** A post's states are a title's: public now, public from a later time, or a draft. */
export const POST_STATES = TITLE_STATES;

const id = () =>
  z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647);

const CategoryNamesSchema = z.object({ id: z.number().int(), name_en: z.string(), name_vi: z.string() });

export const StudioPostRowSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  category: CategoryNamesSchema,
  featured: z.boolean(),
  state: z.enum(POST_STATES),
  /** Null for a draft. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type StudioPostRow = z.infer<typeof StudioPostRowSchema>;

export const StudioPostsQuerySchema = pageQuery(100).extend({
  /** Words of either title, or the post's id. */
  q: freeText({ typeMessage: "fields.text" }).trim().max(100, "fields.tooLong").optional(),
  state: z.enum(POST_STATES, "fields.oneOf").optional(),
  category: id().optional(),
});
export type StudioPostsQuery = z.input<typeof StudioPostsQuerySchema>;

export const StudioPostPageSchema = paginated(StudioPostRowSchema);
export type StudioPostPage = z.infer<typeof StudioPostPageSchema>;

export const StudioPostParamsSchema = z.object({ id: id() });

const postTitle = () =>
  freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(200, "fields.tooLong");

/** What a new post starts with: its title in both languages and its category. */
const identity = { title_en: postTitle(), title_vi: postTitle(), category_id: id() };

export const StudioNewPostSchema = z.object(identity);
export type StudioNewPost = z.input<typeof StudioNewPostSchema>;

const excerpt = () =>
  freeText({ multiline: true, typeMessage: "fields.text" }).trim().max(400, "fields.tooLong");
/** Markdown (lib/blog/markdown.ts); about 8,000 words at most. */
const body = () =>
  freeText({ multiline: true, typeMessage: "fields.text" }).trim().max(50_000, "fields.tooLong");

/** The film or series a review is about (422 when there is none; viewers see the link once it is published). */
export const ReviewsSchema = z.object({ kind: TitleKindSchema, id: id() });

export const StudioPostUpdateSchema = z.object({
  ...identity,
  excerpt_en: excerpt(),
  excerpt_vi: excerpt(),
  body_en: body(),
  body_vi: body(),
  /** Listed first on the blog's page. */
  featured: z.boolean("fields.oneOf"),
  reviews: ReviewsSchema.nullable(),
  /** Public from this moment (a later one schedules it); null keeps it a draft, or takes it down. */
  published_at: z.iso.datetime({ offset: true, message: "fields.dateTime" }).nullable(),
  /** The `updated_at` the editor loaded: a save over someone else's is refused (409). */
  updated_at: z.iso.datetime({ offset: true, message: "fields.dateTime" }),
});
export type StudioPostUpdate = z.input<typeof StudioPostUpdateSchema>;

/** A post as its editor opens it, with the reviewed title's names and the post's page in each language. */
export const StudioPostSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  excerpt_en: z.string(),
  excerpt_vi: z.string(),
  body_en: z.string(),
  body_vi: z.string(),
  cover: z.string().nullable(),
  featured: z.boolean(),
  reviews: z
    .object({ kind: TitleKindSchema, id: z.number().int(), title_en: z.string(), title_vi: z.string() })
    .nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  state: z.enum(POST_STATES),
  paths: z.object({ en: z.string(), vi: z.string() }),
});
export type StudioPost = z.infer<typeof StudioPostSchema>;

/** The blog's categories in its order, each with its number of posts (drafts too). */
export const StudioBlogCategoriesSchema = z.object({
  data: z.array(CategoryNamesSchema.extend({ posts: z.number().int() })),
});
export type StudioBlogCategories = z.infer<typeof StudioBlogCategoriesSchema>;

const categoryName = () =>
  freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(60, "fields.tooLong");

/** A category's name in both languages: each different from every other category's, in any case. */
export const StudioCategoryBodySchema = z.object({ name_en: categoryName(), name_vi: categoryName() });
export type StudioCategoryBody = z.input<typeof StudioCategoryBodySchema>;
export const StudioCategoryParamsSchema = z.object({ id: id() });
