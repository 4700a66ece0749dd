import { UNSHARED_TAG } from "@/lib/bounded-cache.mjs";

/**
 * Cache tags of catalogue data (architecture §8, §10: one place). Reads set them in lib/api/reads/;
 * app/api/revalidate revalidates them when the backend's data changes.
 */
export const TAGS = {
  /** Everything built from the catalogue: home rows, listings, sections, search, sitemap. */
  catalogue: "catalogue",
  movie: (id: number) => `movie:${id}`,
  series: (id: number) => `series:${id}`,
  /** Blog lists and categories; one post also has its own tag. */
  blog: "blog",
  post: (id: number) => `post:${id}`,
  /** The legal documents (terms, privacy, payment policy) of every frame. */
  legal: "legal",
  /**
   * The leaderboards of every frame, period and language: revalidated by the backend when a board
   * changes (points earned, a name or a privacy choice changed, an account left; app/api/[...path]).
   */
  leaderboard: "leaderboard",
  /**
   * Marks data whose keys anyone can multiply (a search's keyword, a listing's filters): it and the
   * pages built on it are kept in each process's memory within a budget, never on disk or in Redis
   * (runtime/csp-cache-handler.mjs). Not revalidated by itself.
   */
  unshared: UNSHARED_TAG,
} as const;

/**
 * The header in which the embedded backend names the tags an answer changed (comma-separated): the
 * site revalidates them before the answer leaves, and removes the header (app/api/[...path]/route.ts).
 */
export const CHANGED_TAGS_HEADER = "Cineva-Changed-Tags";

/** A tag the revalidation hook accepts: the catalogue, blog, legal or leaderboard tag, or one title's or post's. */
export function isCatalogueTag(tag: unknown): tag is string {
  return (
    typeof tag === "string" &&
    (tag === TAGS.catalogue ||
      tag === TAGS.blog ||
      tag === TAGS.legal ||
      tag === TAGS.leaderboard ||
      /^(movie|series|post):[1-9]\d{0,9}$/.test(tag))
  );
}
