import type { Locale } from "./i18n/config";
import { DATE_LOCALE, DEFAULT_TIME_ZONE, NAIVE_DATE, NUMBER_LOCALE } from "./format";

/**
 * Date and time as each language writes them: "27/11/2026, 14:05" (en-GB), "14:05 27/11/2026" (vi-VN).
 * Apart from lib/format.ts so that pages showing dates only do not carry it (a module is bundled whole).
 */
const DATE_TIME_LOCALES: Record<Locale, string> = { en: DATE_LOCALE, vi: NUMBER_LOCALE };
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (a timestamp with its zone, as the API sends them) as date and time in the page's language
 * and Vietnam's time zone, 24-hour; "" for anything that is not one, zone-less strings included.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" && (value.trim() === "" || NAIVE_DATE.test(value.trim()))) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${locale} ${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_TIME_LOCALES[locale], {
      timeZone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}
