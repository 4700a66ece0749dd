/**
 * A blog post in the studio's forms (issue #36): what the new-post form and the post editor show and
 * post. Values stay text, as typed, so a refused form keeps them.
 */
import type { StudioBlogCategories, StudioPost, StudioPostUpdate } from "@/lib/contract/studio-blog";
import type { Locale } from "@/lib/i18n/config";
import { publicationOf } from "./title-editor";
import { toVietnamField } from "./vietnam-time";

export const POST_FIELDS = [
  "category_id",
  "title_en",
  "title_vi",
  "excerpt_en",
  "excerpt_vi",
  "body_en",
  "body_vi",
  /** "on" when checked, as a checkbox posts it. */
  "featured",
  /** "" (none), "movie" or "series", with the reviewed title's id. */
  "reviews_kind",
  "reviews_id",
  /** "draft" or "public" (from `published_at`), as the title editor has them. */
  "visibility",
  "published_at",
] as const;
export type PostField = (typeof POST_FIELDS)[number];
export type PostValues = Record<PostField, string>;

/** The new-post form: its titles and category, and why the server refused them. */
export type NewPostState = {
  values: Pick<PostValues, "title_en" | "title_vi" | "category_id">;
  message?: string;
  fields?: Record<string, string>;
};

/** The post editor after opening or a save. */
export type PostEditorState = {
  post: StudioPost;
  values: PostValues;
  outcome: "opened" | "saved" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

export function postValues(post: StudioPost): PostValues {
  return {
    category_id: String(post.category_id),
    title_en: post.title_en,
    title_vi: post.title_vi,
    excerpt_en: post.excerpt_en,
    excerpt_vi: post.excerpt_vi,
    body_en: post.body_en,
    body_vi: post.body_vi,
    featured: post.featured ? "on" : "",
    reviews_kind: post.reviews?.kind ?? "",
    reviews_id: post.reviews ? String(post.reviews.id) : "",
    visibility: post.published_at === null ? "draft" : "public",
    published_at: post.published_at === null ? "" : toVietnamField(post.published_at),
  };
}

/** The form's values, by field (a missing one is empty: an unchecked box among them). */
export function typedPostValues(form: FormData): PostValues {
  return Object.fromEntries(POST_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as PostValues;
}

/**
 * The save's body from what was typed. The reviewed title is none without a kind; its id goes as
 * typed, for the backend to refuse on the `reviews` field when it is not a number.
 */
export function postBody(
  typed: PostValues,
  saved: StudioPost,
  now: Date,
): Omit<StudioPostUpdate, "updated_at"> {
  const kind = typed.reviews_kind;
  return {
    category_id: typed.category_id,
    title_en: typed.title_en,
    title_vi: typed.title_vi,
    excerpt_en: typed.excerpt_en,
    excerpt_vi: typed.excerpt_vi,
    body_en: typed.body_en,
    body_vi: typed.body_vi,
    featured: typed.featured === "on",
    reviews: kind === "movie" || kind === "series" ? { kind, id: typed.reviews_id.trim() } : null,
    published_at: publicationOf(typed, saved.published_at, now),
  };
}

/** A refusal of the reviewed title's parts ("reviews.id") shown on its field. */
export function onReviewsField(fields: Record<string, string>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, text] of Object.entries(fields))
    shown[key.startsWith("reviews") ? "reviews" : key] ??= text;
  return shown;
}

/** The blog's categories as the editor's choice names them, in the page's language. */
export function categoryOptions(categories: StudioBlogCategories, locale: Locale) {
  return categories.data.map((category) => ({
    id: category.id,
    name: locale === "vi" ? category.name_vi : category.name_en,
  }));
}

/** A category's form (a new one, or renaming one): its names as typed, and what the server said. */
export type CategoryFormState = {
  /** The category renamed; none for a new one. */
  id?: number;
  values: { name_en: string; name_vi: string };
  outcome: "opened" | "saved" | "refused";
  message?: string;
  fields?: Record<string, string>;
};
