import { PAYMENT_METHOD_KEYS, type PaymentMethodKey } from "@/lib/contract/payments";
import { amountProblem } from "./amount";

/**
 * The top-up form's choices, kept in the page's address (?amount=123456&method=bank&step=review) so
 * that a reload or a switch of language (which reloads the page, or opens its sibling address with
 * the same query) shows the same step with the same amount and method.
 */
export type TopUpDraft = {
  /** Whole đồng, or null when none (or nothing readable) was chosen. */
  amount: number | null;
  method: PaymentMethodKey;
  /** On the review step; only ever with an amount inside the limits. */
  review: boolean;
};

export const EMPTY_DRAFT: TopUpDraft = { amount: null, method: "card", review: false };

type Query = Record<string, string | string[] | undefined>;

/** One value per name: a repeated parameter is not ours, so it counts as missing. */
function single(query: Query, name: string): string | null {
  const value = query[name];
  return typeof value === "string" ? value : null;
}

/** The draft an address carries; anything unreadable is left out, never an error. */
export function readTopUpDraft(query: Query): TopUpDraft {
  const digits = single(query, "amount");
  const amount = digits !== null && /^\d{1,12}$/.test(digits) && Number(digits) > 0 ? Number(digits) : null;
  const method = single(query, "method");
  return {
    amount,
    method: PAYMENT_METHOD_KEYS.find((key) => key === method) ?? EMPTY_DRAFT.method,
    review: single(query, "step") === "review" && amountProblem(amount) === null,
  };
}

/** The query string that carries a draft ("" for an empty one), for history.replaceState. */
export function topUpDraftQuery(draft: TopUpDraft): string {
  if (draft.amount === null) return "";
  const query = new URLSearchParams({ amount: String(draft.amount), method: draft.method });
  if (draft.review && amountProblem(draft.amount) === null) query.set("step", "review");
  return `?${query}`;
}
