import { LOCALES, type Locale } from "./config";

/**
 * Every public page has three addresses (docs/languages.md): the plain path (product §2.2), which negotiates
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
  // The languages written out, for the browser's sake as in ./config (addresses.test.ts holds it to the list).
  const match = /^\/(en|vi)(?=\/|$)/.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? null;
}

/**
 * The same page in another language, for the language selector, when the page was asked for by an
 * explicit address: "/vi/movies?page=2" → "/en/movies?page=2", "/blank-leaderboard?lang=vi" →
 * "/blank-leaderboard?lang=en". Null for a plain path, where saving the choice and reloading shows it.
 */
export function siblingAddress(
  location: { pathname: string; search: string; hash: string },
  target: Locale,
): string | null {
  const { pathname, search, hash } = location;
  const query = new URLSearchParams(search);
  const prefixed = addressLocale(pathname);
  if (prefixed === null && !query.has("lang")) return null;
  if (query.has("lang")) query.set("lang", target);
  const rest = prefixed === null ? pathname : pathname.slice(prefixed.length + 1) || "/";
  const path = prefixed === null ? rest : localizedPath(target, rest);
  const q = query.toString();
  return `${path}${q ? `?${q}` : ""}${hash}`;
}
