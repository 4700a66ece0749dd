import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

/** "vi-VN", "EN-us", "  vi ", "en_GB" → the supported primary language, else null. */
export function normalizeLanguage(value: unknown): Locale | null {
  if (typeof value !== "string") return null;
  const primary = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLocale(primary) ? primary : null;
}

export type LanguageCandidate = string | null | undefined | readonly string[];

/**
 * product §4.6: the first candidate giving a supported language wins. Pass them in priority order:
 * saved choice, navigator.languages (scanned in order), html lang. Falls back to English.
 */
export function resolveLanguage(candidates: readonly LanguageCandidate[]): Locale {
  for (const candidate of candidates) {
    const list: readonly unknown[] = Array.isArray(candidate) ? candidate : [candidate];
    for (const value of list) {
      const locale = normalizeLanguage(value);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}

/** RFC 9110 qvalue: 0–1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Language tags of an Accept-Language header, best first (stable for equal q). Entries with q=0 mean
 * "not acceptable" and are dropped; entries with a malformed q are dropped too rather than guessed.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (typeof header !== "string") return [];
  const entries: { tag: string; q: number }[] = [];
  for (const item of header.split(",")) {
    const [rawTag = "", ...params] = item.split(";");
    const tag = rawTag.trim();
    if (tag === "") continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name = "", val = ""] = param.split("=", 2).map((s) => s.trim());
      if (name.toLowerCase() !== "q") continue;
      if (QVALUE.test(val)) q = Number(val);
      else valid = false;
    }
    if (valid && q > 0) entries.push({ tag, q });
  }
  return entries.sort((a, b) => b.q - a.q).map((e) => e.tag);
}

/**
 * The one Accept-Language rule (pages, API answers, sign-in): the browser's most preferred language
 * we support, else English. "fr,vi;q=0.9,en;q=0.8" → vi. The pages' rewrite (runtime/language-rewrites.mjs)
 * is the same rule as a regular expression, proved equal by its test.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Locale {
  return resolveLanguage([parseAcceptLanguage(header)]);
}

export type LanguageSyncState = {
  /** The language this page was rendered in. */
  current: Locale;
  /** The value under the local-storage key, if any. */
  saved: string | null;
  /** The NEXT_LOCALE cookie, if any. */
  cookie: string | null;
  /** The page was asked for in a language explicitly: "/vi/…" (search engines) or ?lang= (embedding apps). */
  explicit: boolean;
};

/**
 * What the browser does at start-up so that its choice (product §4.6: local storage first) and the
 * server's (the cookie) agree: which language to save, and whether the page must be shown again
 * in it. Nothing saved anywhere means the server already followed the browser's languages.
 */
export function languageSyncAction({ current, saved, cookie, explicit }: LanguageSyncState): {
  /** The language to save (cookie and storage), or null when both already hold it. */
  persist: Locale | null;
  /** The language the page must be shown again in, or null when it already is. */
  reload: Locale | null;
} {
  const nothingSaved = normalizeLanguage(saved) === null && normalizeLanguage(cookie) === null;
  // The address decides this page; its language becomes the saved choice only when there was none, so following a
  // link keeps the language without overriding a viewer's own choice.
  if (explicit) return { persist: nothingSaved ? current : null, reload: null };
  if (nothingSaved) return { persist: null, reload: null };
  const wanted = resolveLanguage([saved, cookie]);
  const persist = saved === wanted && cookie === wanted ? null : wanted;
  return { persist, reload: wanted !== current ? wanted : null };
}
