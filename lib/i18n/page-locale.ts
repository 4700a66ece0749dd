import { getLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

/** The language a server component renders in (the request's, as lib/i18n/request.ts resolved it). */
export async function pageLocale(): Promise<Locale> {
  const raw = await getLocale();
  return isLocale(raw) ? raw : DEFAULT_LOCALE;
}
