// Plain JavaScript: next.config.mjs imports it before TypeScript is in play.

/**
 * Paths that are not pages and never get a language: Next's own assets, the API, media and image
 * hosts, translation files for embedding apps, metadata files and public/static.
 */
const NOT_A_PAGE =
  "_next|api|images|media|locales|static|sandbox|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap(?:\\.xml)?|manifest\\.webmanifest";

/**
 * Any page path, captured as `path` (empty for "/"). Paths that already start with a locale are
 * left alone: Next applies the next rule to an already rewritten path, so without this "/movies"
 * would become "/vi/movies" and then "/en/vi/movies". Such paths never come from outside: the
 * redirects send "/vi/movies" to "/movies?lang=vi", as URLs never name the locale.
 */
const PAGE = `/:path((?!(?:${NOT_A_PAGE}|en|vi)(?:/|$)).*)`;

/** Accept-Language whose first entry naming en or vi names vi ("fr,vi-VN;q=0.9,en;q=0.8" → vi). */
export const FIRST_SUPPORTED_IS_VI =
  "(?:\\s*(?!(?:en|vi)(?:[-_;,\\s]|$))[^,]*,)*\\s*(?<lang>vi)(?:[-_;,\\s].*)?";

/**
 * The language rewrite (DESIGN §5): URLs are exactly the SPEC §2 paths and each request is rewritten
 * to the internal app/[locale]/ segment here, in config, which costs far less per request than doing
 * it in proxy.ts. First match wins: an explicit `?lang=` (apps embedding /blank-* pages), the saved
 * choice (cookie NEXT_LOCALE), the browser's first supported language (Accept-Language), else English.
 */
export const languageRewrites = [
  {
    source: PAGE,
    has: [{ type: "query", key: "lang", value: "(?<lang>en|vi)" }],
    destination: "/:lang/:path",
  },
  {
    source: PAGE,
    has: [{ type: "cookie", key: "NEXT_LOCALE", value: "(?<lang>en|vi)" }],
    destination: "/:lang/:path",
  },
  {
    source: PAGE,
    has: [{ type: "header", key: "accept-language", value: FIRST_SUPPORTED_IS_VI }],
    destination: "/:lang/:path",
  },
  { source: PAGE, destination: "/en/:path" },
];

/** A URL that names a language is sent to the plain URL with an explicit ?lang=. */
export const languageRedirects = [
  { source: "/:lang(en|vi)", destination: "/?lang=:lang", permanent: false },
  { source: "/:lang(en|vi)/:path*", destination: "/:path*?lang=:lang", permanent: false },
];
