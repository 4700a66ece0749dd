import { getLocale } from "next-intl/server";
import { toLocale, type Locale } from "./config";

/** The language a server component renders in (the request's, as lib/i18n/request.ts resolved it). */
export async function pageLocale(): Promise<Locale> {
  return toLocale(await getLocale());
}
