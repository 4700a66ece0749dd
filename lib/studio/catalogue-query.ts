import { STUDIO_TITLE_SORTS } from "@/lib/contract/studio-catalogue";
import type { TitleKind } from "@/lib/contract/catalogue";
import { firstValue, laterPage } from "./address-query";

type Params = Record<string, string | string[] | undefined>;
export type CatalogueQuery = {
  kind: TitleKind;
  q?: string;
  sort: (typeof STUDIO_TITLE_SORTS)[number];
  page: number;
};

/** The catalogue page's address (?kind=…&q=…&sort=…&page=…) read as the backend's query; anything else falls back. */
export function catalogueQuery(params: Params): CatalogueQuery {
  const q = firstValue(params.q);
  const sort = firstValue(params.sort);
  return {
    kind: firstValue(params.kind) === "series" ? "series" : "movie",
    q: q && q.length <= 100 ? q : undefined,
    sort: (STUDIO_TITLE_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as CatalogueQuery["sort"])
      : "updated",
    page: laterPage(params.page) ?? 1,
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
