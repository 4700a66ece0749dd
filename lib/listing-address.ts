/**
 * Listings served from the cache for any query asked before (issue #17). proxy.ts turns a listing's
 * query string into path segments in one canonical form (known parameters only, valid values only,
 * defaults left out, a fixed order) below a `q` folder, and Next caches that page like a title's:
 * "/movies?sort=popular&genre=03&utm_source=x" is served by "/movies/q/genre=3/sort=popular". The
 * viewer's address, links and HTML stay as they were. Unknown or hostile parameters never reach
 * the cache: they are dropped here, and the page answers a value that names nothing (a genre that
 * does not exist, a page past the last) with a 404, which the cache handler does not keep.
 */
import { ListingQuerySchema, type ListingQuery } from "@/lib/contract/catalogue";

/** The folder below a listing's path that holds its query segments. */
export const QUERY_FOLDER = "q";

type Param = { name: string; canonical: (value: string) => string | null };

/** A parameter checked by one field of a contract schema; `fallback` is the value it may leave out. */
function schemaParam(
  name: string,
  field: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  fallback?: string,
): Param {
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

const LISTING_SHAPE = ListingQuerySchema.shape;

/** /movies and /series: in this order (lib/contract/catalogue.ts ListingQuerySchema). */
const LISTING_PARAMS: readonly Param[] = [
  schemaParam("section", LISTING_SHAPE.section),
  schemaParam("genre", LISTING_SHAPE.genre),
  schemaParam("year", LISTING_SHAPE.year),
  schemaParam("country", LISTING_SHAPE.country),
  schemaParam("sort", LISTING_SHAPE.sort),
  schemaParam("page", LISTING_SHAPE.page, "1"),
];

/** The paths (without their language prefix) whose query is served this way, with what they read. */
const QUERY_PAGES: Readonly<Record<string, readonly Param[]>> = {
  "/movies": LISTING_PARAMS,
  "/series": LISTING_PARAMS,
};

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
 * the path is not such a listing or the query holds nothing it reads (the plain page then serves it).
 */
export function queryRewrite(pathname: string, search: URLSearchParams): string | null {
  const params = QUERY_PAGES[pathname];
  if (!params) return null;
  const segments = segmentsOf(params, search);
  return segments.length ? `${pathname}/${QUERY_FOLDER}/${segments.join("/")}` : null;
}

/** Reads segments back (as Next hands them, decoded or not); null unless they are the canonical form. */
function valuesOf(params: readonly Param[], segments: readonly string[]): URLSearchParams | null {
  if (!segments.length) return null;
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

/** A /movies or /series query from its segments, or null when they are not canonical. */
export function listingQueryOf(segments: readonly string[]): ListingQuery | null {
  const search = valuesOf(LISTING_PARAMS, segments);
  return search ? ListingQuerySchema.parse(Object.fromEntries(search)) : null;
}
