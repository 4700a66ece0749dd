import type { PageMeta } from "@/lib/contract/common";

export type PageRequest = { page: number; perPage: number; offset: number };

/** Page and per_page from a validated query, with defaults; the SQL offset to go with them. */
export function pageRequest(
  query: { page?: number; per_page?: number },
  defaultPerPage: number,
): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Laravel-style paging meta; an empty list still has one (empty) page. */
export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
