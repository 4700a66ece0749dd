/** The audit page's address (?action=…&page=…) read as the backend's query: anything else is dropped. */
export function auditQuery(params: Record<string, string | string[] | undefined>) {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();
  const action = one(params.action);
  const page = Number(one(params.page));
  return {
    action: action && action.length <= 60 ? action : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined,
  };
}

/** The address of another page of the same filtered trail. */
export function auditHref(base: string, action: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (action) query.set("action", action);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
