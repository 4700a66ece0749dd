// @ts-check
// Plain JavaScript: next.config.mjs, the cache handlers and proxy.ts read the list before TypeScript
// is in play. The app reads it from lib/i18n/config.ts, which keeps its own copy for the browser's
// sake and is held to this one by its types and tests (see there).

/** The interface languages (product §3.7, §5.6, §9), the default first. */
export const LOCALES = /** @type {const} */ (["en", "vi"]);

/** The language of a visitor who names none, and of any code we do not know (product §4.6, §5.6). */
export const DEFAULT_LOCALE = "en";

/** The languages as one alternative of a pattern, "en|vi": in path patterns, rewrites and regular expressions. */
export const LOCALE_PATTERN = LOCALES.join("|");
