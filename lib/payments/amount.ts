import { TOP_UP_MAX, TOP_UP_MIN } from "@/lib/contract/payments";
import { formatVndDigits } from "@/lib/money";
import type { Locale } from "@/lib/i18n/config";

/** One tap for the usual amounts (VND). */
export const PRESET_AMOUNTS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

/**
 * The amount typed in the custom field: digits only count, so "100.000", "100,000" and "100 000 ₫"
 * all read 100000. Null when there are no digits (or too many to be an amount).
 */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  if (digits === "" || digits.length > 12) return null;
  return Number(digits);
}

export type AmountProblem = "missing" | "tooSmall" | "tooLarge" | null;

export function amountProblem(amount: number | null): AmountProblem {
  if (amount === null || amount === 0) return "missing";
  if (amount < TOP_UP_MIN) return "tooSmall";
  if (amount > TOP_UP_MAX) return "tooLarge";
  return null;
}

/** What the custom field shows while typing: the digits grouped as the page's language groups money. */
export function amountInputText(text: string, locale: Locale): string {
  const amount = parseAmount(text);
  return amount === null ? "" : formatVndDigits(amount, locale);
}
