/**
 * The demo blog (blog-posts.json): three categories and bilingual posts about the (invented) Cineva catalogue.
 * Paragraphs are plain text; `daysAgo` places each post on the timeline.
 */
import content from "./blog-posts.json";

export const BLOG_CATEGORIES = content.categories;
export type BlogCategoryKey = keyof typeof BLOG_CATEGORIES;

export type BlogPostSeed = {
  category: BlogCategoryKey;
  /** A review's film or series, by its English title (films.json, series.json). */
  reviews?: { movie: string } | { series: string };
  en: string;
  vi: string;
  excerptEn: string;
  excerptVi: string;
  bodyEn: string[];
  bodyVi: string[];
  featured?: boolean;
  daysAgo: number;
};

export const BLOG_POSTS = content.posts as BlogPostSeed[];
