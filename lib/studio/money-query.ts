import { PAYMENT_STATUSES } from "@/lib/contract/payments";
import { ADJUSTMENT_STATUSES } from "@/lib/contract/studio-money";
import { firstValue, laterPage } from "./address-query";

type Params = Record<string, string | string[] | undefined>;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The money pages' address (?q=…&status=…&from=…&to=…&page=…), read as the backend's query. */
export type MoneyQuery = { q?: string; status?: string; from?: string; to?: string; page: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** What is not a day, a known status or a short search is dropped; a wrong day the backend would refuse is too. */
export function moneyQuery(params: Params) {
  const q = firstValue(params.q);
  const from = firstValue(params.from);
  const to = firstValue(params.to);
  return {
    ...(q && q.length <= 100 ? { q } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
    page: laterPage(params.page) ?? 1,
  };
}

export const paymentStatusOf = (params: Params) =>
  oneOf<PaymentStatus>(PAYMENT_STATUSES, firstValue(params.status));

/** The adjustments of one status, or all of them (those waiting first) when none is chosen. */
export const adjustmentStatusOf = (params: Params) =>
  oneOf<AdjustmentStatus>(ADJUSTMENT_STATUSES, firstValue(params.status));

/** The address of a money list with these choices; what is the default is left out. */
export function moneyHref(base: string, query: MoneyQuery): string {
  const search = new URLSearchParams();
  for (const name of ["q", "status", "from", "to"] as const) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  if (query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
