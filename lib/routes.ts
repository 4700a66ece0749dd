import { toSlug } from "./slug";

export { seriesPath } from "./tvseries-route";

/** Routes whose slug is optional (SPEC §2): an empty slug leaves no trailing "/". */
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
