/** The interface languages (product §3.7, §5.6, §9). Everything that needs the list imports it from here. */
export const LOCALES = ["en", "vi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

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
  const match = /^\/(?:en|vi)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return pathname;
  return match[1] || "/";
}
