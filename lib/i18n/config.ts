import type * as languages from "./languages.mjs";

/**
 * The interface languages (product §3.7, §5.6, §9). The app's code imports the list from here;
 * what runs before TypeScript (next.config.mjs, the cache handlers, proxy.ts) from ./languages.mjs.
 * This is a copy of that list, not an import of it, for the browser's sake: an imported list is one
 * more module in every page's first-load JavaScript (51 B gzip measured). `satisfies` makes tsc
 * refuse any difference between the two, and config.test.ts checks the values.
 */
export const LOCALES = ["en", "vi"] as const satisfies typeof languages.LOCALES;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en" satisfies typeof languages.DEFAULT_LOCALE;

/** Labels shown in the language selector, each in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = { en: "English", vi: "Tiếng Việt" };

/** The product's name followed by "_language" (product §9): local-storage key of the saved choice. */
export const LANGUAGE_STORAGE_KEY = "cineva_language";

/** Cookie that carries the saved choice to the server (read by the language rewrites in next.config). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A language as next-intl or a route handed it over, narrowed to ours: anything else is the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The public path of a page: while a page is prerendered Next sees the internal /{locale}/… path,
 * in the browser the public one. Both give the same answer here, so server HTML and hydration agree.
 */
export function publicPath(pathname: string): string {
  // The languages written out, as LOCALES above (config.test.ts holds it to the list).
  const match = /^\/(?:en|vi)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return pathname;
  return match[1] || "/";
}
