/**
 * Lists served from the cache for any query asked before (issue #17). proxy.ts turns a list page's
 * query string into path segments in one canonical form (known parameters only, valid values only,
 * defaults left out, a fixed order) below a `q` folder, and Next caches that page like a title's:
 * "/movies?sort=popular&genre=03&utm_source=x" is served by "/movies/q/genre=3/sort=popular". The
 * viewer's address, links and HTML stay as they were. Unknown or hostile parameters never reach
 * the cache: they are dropped here, and the page answers a value that names nothing (a genre that
 * does not exist, a page past the last) with a 404, which the cache handler does not keep.
 */
import { z } from "zod";
import { ListingQuerySchema, PageQuerySchema } from "@/lib/contract/catalogue";
import { LeaderboardQuerySchema } from "@/lib/contract/programme";
import { LOCALES } from "@/lib/i18n/config";
import { decodeSegment } from "@/lib/route-params";
import { withUnsafeAsSpace } from "@/lib/safe-text";

/** The folder below a page's path that holds its query segments. */
export const QUERY_FOLDER = "q";

type Field = { safeParse(value: unknown): { success: boolean; data?: unknown } };
type Param = { name: string; canonical: (value: string) => string | null };

/** A parameter checked by one field of a schema; `fallback` is the value it leaves out. */
function schemaParam(name: string, field: Field, fallback?: string): Param {
  return {
    name,
    canonical(value) {
      const parsed = field.safeParse(value.trim());
      if (!parsed.success || parsed.data === undefined) return null;
      const text = String(parsed.data);
      return text === fallback ? null : text;
    },
  };
}

const PAGE = schemaParam("page", PageQuerySchema.shape.page, "1");
const LISTING = ListingQuerySchema.shape;
const PagedQuerySchema = PageQuerySchema.pick({ page: true });
/** An embedding app's ?lang= (product §4.6): the leaderboard's tabs keep it. */
const LeaderboardPageQuerySchema = LeaderboardQuerySchema.extend({ lang: z.enum(LOCALES).optional() });

/** Each kind of page served this way: the parameters it reads, in their order, and how it reads them. */
const KINDS = {
  /** /movies and /series (lib/contract/catalogue.ts ListingQuerySchema). */
  listing: {
    params: [
      schemaParam("section", LISTING.section),
      schemaParam("genre", LISTING.genre),
      schemaParam("year", LISTING.year),
      schemaParam("country", LISTING.country),
      schemaParam("sort", LISTING.sort),
      PAGE,
    ],
    schema: ListingQuerySchema,
  },
  /** A category's titles, the blog, a blog category's posts: pages only. */
  paged: { params: [PAGE], schema: PagedQuerySchema },
  /** The leaderboard in its three frames. */
  leaderboard: {
    params: [
      schemaParam("period", LeaderboardQuerySchema.shape.period, "week"),
      schemaParam("lang", LeaderboardPageQuerySchema.shape.lang),
    ],
    schema: LeaderboardPageQuerySchema,
  },
} satisfies Record<string, { params: readonly Param[]; schema: z.ZodType }>;

export type Kind = keyof typeof KINDS;

/** The query parameters a kind of page reads: proxy.ts runs only on requests that carry one. */
export function queryKeys(kind: Kind): string[] {
  return KINDS[kind].params.map((param) => param.name);
}
export type QueryOf<K extends Kind> = z.output<(typeof KINDS)[K]["schema"]>;

/** The paths (without their language prefix) served this way. An id route's slug stays in the path. */
const QUERY_PAGES: readonly { path: RegExp; kind: Kind }[] = [
  { path: /^\/(?:movies|series)$/, kind: "listing" },
  { path: /^\/(?:blog|(?:blog\/)?category\/[^/]+(?:\/[^/]+)*)$/, kind: "paged" },
  { path: /^\/(?:leaderboard|blank-leaderboard|header-leaderboard)$/, kind: "leaderboard" },
];

/** Which kind of list a path (without its language prefix) is, or null when it is not served this way. */
export function queryKindOf(pathname: string): Kind | null {
  return QUERY_PAGES.find((page) => page.path.test(pathname))?.kind ?? null;
}

/** The canonical segments of a query ("genre=3", "page=2"); the first of a repeated parameter counts. */
function segmentsOf(params: readonly Param[], search: URLSearchParams): string[] {
  const segments: string[] = [];
  for (const { name, canonical } of params) {
    const value = search.get(name);
    const text = value === null ? null : canonical(value);
    if (text !== null) segments.push(`${name}=${encodeURIComponent(text)}`);
  }
  return segments;
}

/**
 * The internal address serving `pathname` with this query ("/movies/q/genre=3/page=2"), or null when
 * the path is not served this way or the query holds nothing it reads (the plain page then serves it).
 */
export function queryRewrite(pathname: string, search: URLSearchParams): string | null {
  const kind = queryKindOf(pathname);
  if (!kind) return null;
  const segments = segmentsOf(KINDS[kind].params, search);
  return segments.length ? `${pathname}/${QUERY_FOLDER}/${segments.join("/")}` : null;
}

/**
 * The query without the parameters a list reads that came blank (a filter form's "Any" fields:
 * "?genre=&year=&sort=popular" → "?sort=popular"), so the address a viewer shares says only what they
 * chose; null when nothing is blank (or the path is not a list).
 */
export function withoutBlankFields(pathname: string, search: URLSearchParams): URLSearchParams | null {
  const kind = queryKindOf(pathname);
  if (!kind) return null;
  const read = new Set(queryKeys(kind));
  const kept = new URLSearchParams();
  for (const [name, value] of search) if (!(read.has(name) && value.trim() === "")) kept.append(name, value);
  return kept.size === search.size ? null : kept;
}

/** Reads segments back (as Next hands them, decoded or not); null unless they are the canonical form. */
function valuesOf(params: readonly Param[], segments: readonly string[]): URLSearchParams | null {
  const search = new URLSearchParams();
  const given: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    const equals = text.indexOf("=");
    if (equals <= 0) return null;
    const [name, value] = [text.slice(0, equals), text.slice(equals + 1)];
    search.append(name, value);
    given.push(`${name}=${encodeURIComponent(value)}`);
  }
  return segmentsOf(params, search).join("/") === given.join("/") ? search : null;
}

/**
 * A page's query from the segments after its `q` folder, or null when they are not the canonical
 * form (the page is then a 404). No segments is the plain page's query (nothing asked).
 */
export function queryOf<K extends Kind>(kind: K, segments: readonly string[]): QueryOf<K> | null {
  const { params, schema } = KINDS[kind];
  const search = valuesOf(params, segments);
  return search ? (schema.parse(Object.fromEntries(search)) as QueryOf<K>) : null;
}

/**
 * An id route's optional catch-all ("/category/{id}/{slug?}") as proxy.ts rewrote it: the slug as
 * asked for, and the query segments after the last `q` folder ("trending-now", "q", "page=2").
 * A slug that is "q" itself stays a slug when nothing follows it.
 */
export function splitSlug(segments: readonly string[] = []): { slug: string[]; query: string[] } {
  const folder = segments.length < 2 ? -1 : segments.lastIndexOf(QUERY_FOLDER, segments.length - 2);
  return folder < 0
    ? { slug: [...segments], query: [] }
    : { slug: segments.slice(0, folder), query: segments.slice(folder + 1) };
}

/** The longest keyword a search page reads, in characters. */
export const KEYWORD_MAX_LENGTH = 100;

/**
 * A search's keyword in one form: composed accents (a phone may send "ố" as o + two marks), control
 * and bidirectional characters as spaces (the API refuses them), runs of spaces as one, trimmed, at
 * most KEYWORD_MAX_LENGTH characters (never half of one).
 */
export function canonicalKeyword(text: string): string {
  const collapsed = withUnsafeAsSpace(text.normalize("NFC")).replace(/\s+/g, " ").trim();
  return Array.from(collapsed).slice(0, KEYWORD_MAX_LENGTH).join("").trim();
}

const SEARCH_PAGE = /^\/search\/([^/]+)$/;

/**
 * The address serving a search asked in another form of its keyword ("/search/%20Moon%20%20x" is
 * served by "/search/Moon%20x"), or null when it is already canonical or empty: spellings that
 * differ only in spaces or in how accents are encoded share one cache entry.
 */
export function searchRewrite(pathname: string): string | null {
  const segment = SEARCH_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return null;
  const asked = decodeSegment(segment);
  const keyword = canonicalKeyword(asked);
  return keyword && keyword !== asked ? `/search/${encodeURIComponent(keyword)}` : null;
}

/** An id route's catch-all read as its slug and page ("trending-now", "q", "page=2"); null unless canonical. */
export function slugAndPage(
  segments: readonly string[] | undefined,
): { slug: string[]; page: number } | null {
  const { slug, query } = splitSlug(segments);
  const asked = queryOf("paged", query);
  return asked ? { slug, page: asked.page ?? 1 } : null;
}
