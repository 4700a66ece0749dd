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
   * Marks data whose keys anyone can multiply (a search's keyword, a listing's filters): it and the
   * pages built on it are kept in each process's memory within a budget, never on disk or in Redis
   * (runtime/csp-cache-handler.mjs). Not revalidated by itself.
   */
  unshared: UNSHARED_TAG,
} as const;

/** A tag the revalidation hook accepts: the catalogue, blog or legal tag, or one title's or post's. */
export function isCatalogueTag(tag: unknown): tag is string {
  return (
    typeof tag === "string" &&
    (tag === TAGS.catalogue ||
      tag === TAGS.blog ||
      tag === TAGS.legal ||
      /^(movie|series|post):[1-9]\d{0,9}$/.test(tag))
  );
}
