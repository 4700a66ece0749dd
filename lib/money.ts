import type { Locale } from "./i18n/config";
import { NUMBER_LOCALE, toFinite } from "./format";

/**
 * The one money formatter (product §3.9): money is written the way the page's language writes it
 * (issue #35), exactly as Intl does: English "₫350,000", Vietnamese "350.000 ₫" (a no-break space
 * before the sign). Apart from lib/format.ts so that pages which only count points or show dates do
 * not carry it in their first-load JavaScript: the bundler keeps a module whole.
 */
const MONEY_LOCALES: Record<Locale, string> = { en: "en", vi: NUMBER_LOCALE };
const moneyFormats = new Map<Locale, { amount: Intl.NumberFormat; digits: Intl.NumberFormat }>();

function moneyFormat(locale: Locale) {
  let format = moneyFormats.get(locale);
  if (!format) {
    const language = MONEY_LOCALES[locale];
    format = {
      amount: new Intl.NumberFormat(language, { style: "currency", currency: "VND" }),
      digits: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
    };
    moneyFormats.set(locale, format);
  }
  return format;
}

/** An amount of đồng in the page's language; "" for missing or non-numeric input. */
export function formatVnd(amount: number | string | null | undefined, locale: Locale): string {
  const n = toFinite(amount);
  return n === null ? "" : moneyFormat(locale).amount.format(n);
}

/** An amount's digits grouped as formatVnd groups them, without the sign: what the amount field shows. */
export function formatVndDigits(amount: number | string | null | undefined, locale: Locale): string {
  const n = toFinite(amount);
  return n === null ? "" : moneyFormat(locale).digits.format(n);
}

/** Whether the language writes the sign before the amount ("₫350,000"), so a field puts it there too. */
export function vndSignFirst(locale: Locale): boolean {
  return moneyFormat(locale).amount.formatToParts(1)[0]?.type === "currency";
}
