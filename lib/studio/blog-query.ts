import { POST_STATES } from "@/lib/contract/studio-blog";
import { firstValue, laterPage } from "./address-query";

type Params = Record<string, string | string[] | undefined>;
export type BlogQuery = {
  q?: string;
  /** Every state when absent. */
  state?: (typeof POST_STATES)[number];
  /** Every category when absent. */
  category?: number;
  page: number;
};

/** The blog list's address (?q=…&state=…&category=…&page=…) read as the backend's query; anything else falls back. */
export function blogQuery(params: Params): BlogQuery {
  const q = firstValue(params.q);
  const state = firstValue(params.state);
  const category = Number(firstValue(params.category));
  return {
    ...(q && q.length <= 100 ? { q } : {}),
    ...((POST_STATES as readonly string[]).includes(state ?? "")
      ? { state: state as BlogQuery["state"] }
      : {}),
    ...(Number.isInteger(category) && category > 0 && category < 2 ** 31 ? { category } : {}),
    page: laterPage(params.page) ?? 1,
  };
}

/** The address of the blog list with these choices; what is the default is left out. */
export function blogHref(base: string, query: BlogQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.state) search.set("state", query.state);
  if (query.category) search.set("category", String(query.category));
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
