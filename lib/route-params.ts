import { readId } from "@/lib/contract/ids";

/** Route params arrive percent-encoded or not depending on the path taken; decode once, never throw. */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A run of escapes ("%C3%A9%FF"), or a "%" that starts none. */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+|%/g;

/**
 * An address path that cannot be decoded: a "%" not followed by two hex digits ("/movie/%E0%A4%A"),
 * or escapes that are not UTF-8 ("%FF", "%C0%AF"). Next's router answers such a path with a bare
 * "Internal Server Error" (its DecodeError handler renders a /400 page the App Router does not have).
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The same path with every undecodable "%" escaped as "%25", so that it means the characters as
 * written ("/search/%E0%A4%A" searches for "%E0%A4%A"; "/movie/%FF" is a film id that is not one, a
 * 404). Decodable runs of escapes and everything else are kept; a decodable path comes back unchanged.
 */
export function repairPath(pathname: string): string {
  return pathname.replace(ESCAPES, (run) => {
    if (run === "%") return "%25";
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, "%25");
    }
  });
}

/** The pages named by an id ("/movie/{id}/{slug}"): the part of their path before the id. */
export const ID_ROUTES = ["/movie", "/tvseries", "/blog", "/category", "/blog/category"] as const;

/** An id route's path: its base (the longest that fits: "/blog/category" before "/blog"), id, rest. */
const ID_PATH = new RegExp(`^(${[...ID_ROUTES].sort((a, b) => b.length - a.length).join("|")})/([^/]+)(.*)$`);

/**
 * A page's path (without its language prefix) with its id written canonically ("/movie/012/x" and
 * "/movie/+12/x" are "/movie/12/x"), the rest kept as it is; null when the path names no such page,
 * or its id is canonical already or no id at all (lib/contract/ids.ts: the page is then a 404).
 */
export function canonicalIdPath(pathname: string): string | null {
  const [, base, segment, rest] = ID_PATH.exec(pathname) ?? [];
  if (base === undefined || segment === undefined) return null;
  const reading = readId(decodeSegment(segment));
  return reading && !reading.canonical ? `${base}/${reading.id}${rest ?? ""}` : null;
}
