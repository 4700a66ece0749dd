import { getRequestConfig } from "next-intl/server";
import { locale as rootLocale } from "next/root-params";
import { toLocale, type Locale } from "./config";

/** Dates and times are shown in Vietnam's time zone on the server and in the browser alike. */
export const TIME_ZONE = "Asia/Ho_Chi_Minh";

export async function loadMessages(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

// The locale is the internal [locale] root segment that next.config's rewrites fill in; reading it
// through next/root-params keeps every page statically renderable per language.
export default getRequestConfig(async ({ locale: explicit }) => {
  const locale = toLocale(explicit ?? (await rootLocale()));
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE };
});
