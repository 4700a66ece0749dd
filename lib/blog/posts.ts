import type { BlogPost, BlogPostCard } from "@/lib/contract/blog";
import type { Locale } from "@/lib/i18n/config";

/** A post's text in the viewer's language, falling back to the other when one is missing. */
export function postTitle(post: Pick<BlogPostCard, "title_en" | "title_vi">, locale: Locale): string {
  return (locale === "vi" ? post.title_vi || post.title_en : post.title_en || post.title_vi).trim();
}

export function postExcerpt(post: Pick<BlogPostCard, "excerpt_en" | "excerpt_vi">, locale: Locale): string {
  return locale === "vi" ? post.excerpt_vi || post.excerpt_en : post.excerpt_en || post.excerpt_vi;
}

export function postParagraphs(
  post: Pick<BlogPost, "paragraphs_en" | "paragraphs_vi">,
  locale: Locale,
): string[] {
  const own = locale === "vi" ? post.paragraphs_vi : post.paragraphs_en;
  const other = locale === "vi" ? post.paragraphs_en : post.paragraphs_vi;
  return (own.length ? own : other).filter((p) => p.trim() !== "");
}

export function readingMinutes(
  post: Pick<BlogPostCard, "reading_minutes_en" | "reading_minutes_vi">,
  locale: Locale,
): number {
  return Math.max(1, locale === "vi" ? post.reading_minutes_vi : post.reading_minutes_en);
}
