/**
 * Countries (ISO 3166-1 alpha-2) and languages (ISO 639-1) as the runtime's own Intl data knows them:
 * what a title's country and original language may be, and the choices the studio offers, named in
 * the page's language. Nothing shipped: every two-letter code is asked for a name.
 */
import type { Locale } from "./config";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const PAIRS = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b));

/** Codes Intl names that are no country: groupings, the unknown region, pseudo-locales. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "QO", "UN", "XA", "XB", "ZZ"]);

const regionNames = (locale: Locale) => new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
const languageNames = (locale: Locale) =>
  new Intl.DisplayNames([locale], { type: "language", fallback: "none" });

/** A country's code, upper case, in use ("VN"; not "UK", an alias of "GB", nor "EU"). */
export function isCountryCode(code: string): boolean {
  return (
    /^[A-Z]{2}$/.test(code) &&
    !NOT_COUNTRIES.has(code) &&
    regionNames("en").of(code) !== undefined &&
    Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`
  );
}

/** A language's two-letter code, lower case ("vi", "ko"). */
export function isLanguageCode(code: string): boolean {
  return /^[a-z]{2}$/.test(code) && languageNames("en").of(code) !== undefined;
}

export type CodeOption = { code: string; name: string };

const byName = (locale: Locale) => (a: CodeOption, b: CodeOption) => a.name.localeCompare(b.name, locale);

/** Every country, named in `locale`, in its alphabetical order. */
export function countryOptions(locale: Locale): CodeOption[] {
  const names = regionNames(locale);
  return PAIRS.map((pair) => pair.toUpperCase())
    .filter(isCountryCode)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort(byName(locale));
}

/** Every language with a two-letter code, named in `locale`, in its alphabetical order. */
export function languageOptions(locale: Locale): CodeOption[] {
  const names = languageNames(locale);
  return PAIRS.filter(isLanguageCode)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort(byName(locale));
}
