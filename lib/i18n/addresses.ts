import { LOCALES, type Locale } from "./config";

/**
 * Every public page has three addresses (docs/languages.md): the plain SPEC §2 path, which negotiates
 * the language (saved choice, then Accept-Language) and is the x-default, and one explicit address
 * per language, "/en{path}" and "/vi{path}" ("/en" and "/vi" for home), which needs neither cookie
 * nor Accept-Language. The explicit address is the internal app/[locale] path itself, so it is
 * served without any rewrite.
 */
export function localizedPath(locale: Locale, path: string): string {
  const plain = path.startsWith("/") ? path : `/${path}`;
  return plain === "/" ? `/${locale}` : `/${locale}${plain}`;
}

/** The address of each language and the x-default, as hreflang names them (paths, not URLs). */
export function languageAlternates(path: string): Record<Locale | "x-default", string> {
  const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(locale, path)]));
  return { ...(alternates as Record<Locale, string>), "x-default": path };
}

/** The language an explicit address names ("/vi/movies" → "vi"), or null for a plain path. */
export function addressLocale(pathname: string): Locale | null {
  const match = /^\/(en|vi)(?=\/|$)/.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? null;
}
