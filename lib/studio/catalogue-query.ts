import { STUDIO_TITLE_SORTS } from "@/lib/contract/studio-catalogue";
import type { TitleKind } from "@/lib/contract/catalogue";

type Params = Record<string, string | string[] | undefined>;
export type CatalogueQuery = {
  kind: TitleKind;
  q?: string;
  sort: (typeof STUDIO_TITLE_SORTS)[number];
  page: number;
};

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/** The catalogue page's address (?kind=…&q=…&sort=…&page=…) read as the backend's query; anything else falls back. */
export function catalogueQuery(params: Params): CatalogueQuery {
  const q = one(params.q);
  const sort = one(params.sort);
  const page = Number(one(params.page));
  return {
    kind: one(params.kind) === "series" ? "series" : "movie",
    q: q && q.length <= 100 ? q : undefined,
    sort: (STUDIO_TITLE_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as CatalogueQuery["sort"])
      : "updated",
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of the catalogue with these choices; what is the default is left out. */
export function catalogueHref(base: string, query: CatalogueQuery): string {
  const search = new URLSearchParams();
  if (query.kind !== "movie") search.set("kind", query.kind);
  if (query.q) search.set("q", query.q);
  if (query.sort !== "updated") search.set("sort", query.sort);
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
