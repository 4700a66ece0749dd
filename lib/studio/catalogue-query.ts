import { STUDIO_TITLE_SORTS, TITLE_STATES } from "@/lib/contract/studio-catalogue";
import type { TitleKind } from "@/lib/contract/catalogue";
import { firstValue, laterPage } from "./address-query";

type Params = Record<string, string | string[] | undefined>;
export type CatalogueQuery = {
  kind: TitleKind;
  q?: string;
  sort: (typeof STUDIO_TITLE_SORTS)[number];
  /** Every state when absent. */
  state?: (typeof TITLE_STATES)[number];
  page: number;
};

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined =>
  (options as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** The catalogue page's address (?kind=…&q=…&sort=…&page=…) read as the backend's query; anything else falls back. */
export function catalogueQuery(params: Params): CatalogueQuery {
  const q = firstValue(params.q);
  const state = oneOf(TITLE_STATES, firstValue(params.state));
  return {
    kind: firstValue(params.kind) === "series" ? "series" : "movie",
    q: q && q.length <= 100 ? q : undefined,
    sort: oneOf(STUDIO_TITLE_SORTS, firstValue(params.sort)) ?? "updated",
    ...(state ? { state } : {}),
    page: laterPage(params.page) ?? 1,
  };
}

/** The address of the catalogue with these choices; what is the default is left out. */
export function catalogueHref(base: string, query: CatalogueQuery): string {
  const search = new URLSearchParams();
  if (query.kind !== "movie") search.set("kind", query.kind);
  if (query.q) search.set("q", query.q);
  if (query.sort !== "updated") search.set("sort", query.sort);
  if (query.state) search.set("state", query.state);
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
