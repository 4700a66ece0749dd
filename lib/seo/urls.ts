import { localizedPath } from "@/lib/i18n/addresses";
import type { Locale } from "@/lib/i18n/config";
import { publicEnv } from "@/lib/config/public-env";

/** An absolute URL on this site (structured data and social cards need them). */
export function siteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicEnv.NEXT_PUBLIC_SITE_URL}/`).toString();
}

/** The absolute explicit-language address of a page ("/movies" in Vietnamese → "{site}/vi/movies"). */
export function localizedUrl(locale: Locale, path: string): string {
  return siteUrl(localizedPath(locale, path));
}

/** An image or media URL made absolute on this site (null stays null: there is nothing to show). */
export function absoluteUrl(pathOrUrl: string | null | undefined): string | null {
  return pathOrUrl ? siteUrl(pathOrUrl) : null;
}
