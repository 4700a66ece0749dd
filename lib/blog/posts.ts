import type { BlogPost, BlogPostCard } from "@/lib/contract/blog";
import type { Locale } from "@/lib/i18n/config";

/** A post's text in the viewer's language, falling back to the other when one is missing. */
export function postTitle(post: Pick<BlogPostCard, "title_en" | "title_vi">, locale: Locale): string {
  return (locale === "vi" ? post.title_vi || post.title_en : post.title_en || post.title_vi).trim();
}

export function postExcerpt(post: Pick<BlogPostCard, "excerpt_en" | "excerpt_vi">, locale: Locale): string {
  return locale === "vi" ? post.excerpt_vi || post.excerpt_en : post.excerpt_en || post.excerpt_vi;
}

/** The body's Markdown in the viewer's language, or the other language's when it has none. */
export function postBody(post: Pick<BlogPost, "body_en" | "body_vi">, locale: Locale): string {
  const own = locale === "vi" ? post.body_vi : post.body_en;
  const other = locale === "vi" ? post.body_en : post.body_vi;
  return own.trim() !== "" ? own : other;
}

export function readingMinutes(
  post: Pick<BlogPostCard, "reading_minutes_en" | "reading_minutes_vi">,
  locale: Locale,
): number {
  return Math.max(1, locale === "vi" ? post.reading_minutes_vi : post.reading_minutes_en);
}
