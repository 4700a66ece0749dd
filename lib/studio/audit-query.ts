import { firstValue, laterPage } from "./address-query";

/** The audit page's address (?action=…&page=…) read as the backend's query: anything else is dropped. */
export function auditQuery(params: Record<string, string | string[] | undefined>) {
  const action = firstValue(params.action);
  return { action: action && action.length <= 60 ? action : undefined, page: laterPage(params.page) };
}

/** The address of another page of the same filtered trail. */
export function auditHref(base: string, action: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (action) query.set("action", action);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
