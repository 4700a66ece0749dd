import { USER_STATUSES } from "@/lib/contract/common";
import { firstValue, laterPage } from "./address-query";

type Params = Record<string, string | string[] | undefined>;
export type AccountsQuery = { q?: string; status?: (typeof USER_STATUSES)[number]; page: number };

/** The accounts page's address (?q=…&status=…&page=…) read as the backend's query; anything else falls back. */
export function accountsQuery(params: Params): AccountsQuery {
  const q = firstValue(params.q);
  const status = firstValue(params.status);
  return {
    ...(q && q.length <= 100 ? { q } : {}),
    ...((USER_STATUSES as readonly string[]).includes(status ?? "")
      ? { status: status as AccountsQuery["status"] }
      : {}),
    page: laterPage(params.page) ?? 1,
  };
}

/** The address of the accounts list with these choices; what is the default is left out. */
export function accountsHref(base: string, query: AccountsQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.status) search.set("status", query.status);
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
