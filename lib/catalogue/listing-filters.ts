import type { ListingQuery } from "@/lib/contract/catalogue";

/** The filters of /movies and /series, in the panel's order; the sort orders, it does not filter. */
export const LISTING_FILTERS = ["section", "genre", "year", "country"] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

/** The filters a listing's query sets, each with its value, in the panel's order. */
export function activeFilters(query: ListingQuery): { key: ListingFilter; value: string }[] {
  return LISTING_FILTERS.flatMap((key) =>
    query[key] === undefined ? [] : [{ key, value: String(query[key]) }],
  );
}

/**
 * The listing's address with one filter, or all of them, taken off: the sort stays, and the page
 * goes back to the first (the narrower list's page 5 may not exist).
 */
export function withoutFilter(path: string, query: ListingQuery, removed: ListingFilter | "all"): string {
  const params = new URLSearchParams();
  for (const { key, value } of activeFilters(query)) {
    if (removed !== "all" && key !== removed) params.set(key, value);
  }
  if (query.sort !== undefined) params.set("sort", query.sort);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
