import { toSlug } from "./slug";

export { seriesPath } from "./tvseries-route";

/** Routes whose slug is optional (product §2.2): an empty slug leaves no trailing "/". */
function withSlug(base: string, id: number | string, title: string | null | undefined): string {
  const path = `${base}/${encodeURIComponent(String(id))}`;
  const slug = toSlug(title);
  return slug === "" ? path : `${path}/${slug}`;
}

export function moviePath(id: number | string, title?: string | null): string {
  return withSlug("/movie", id, title);
}

export function categoryPath(id: number | string, title?: string | null): string {
  return withSlug("/category", id, title);
}

export function blogPostPath(id: number | string, title?: string | null): string {
  return withSlug("/blog", id, title);
}

export function blogCategoryPath(id: number | string, title?: string | null): string {
  return withSlug("/blog/category", id, title);
}

/** The keyword is a single path segment, so "/", "?" and "#" in it must be encoded. */
export function searchPath(keyword: string | null | undefined): string {
  const trimmed = typeof keyword === "string" ? keyword.trim() : "";
  return `/search/${encodeURIComponent(trimmed)}`;
}

/**
 * Where a page asked for by a wrong or missing slug sends the browser: the canonical path as a
 * reference relative to the address asked for. "/movie/18/old" and "/vi/movie/18/old" render the
 * same cached page, which cannot tell which of the two was asked for; a relative reference keeps
 * whichever language prefix the address had ("../18/the-quiet-orbit" from either).
 * `base` is the route's fixed part ("/movie/"), `segments` how many path segments followed the id.
 */
export function canonicalRedirect(canonical: string, base: string, segments: number): string {
  if (!canonical.startsWith(base)) throw new Error(`${canonical} is not under ${base}`);
  return `${"../".repeat(segments)}${canonical.slice(base.length)}`;
}
