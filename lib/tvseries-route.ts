import { toSlug } from "./slug";

export const SEASON_PARAM = "ss";
export const EPISODE_PARAM = "ep";

export interface SeriesSegment {
  slug: string;
  season: number | null;
  episode: number | null;
}

export interface SeriesPathOptions {
  season?: number | null;
  episode?: number | null;
}

/** A season or episode number is a positive integer written in ASCII digits (leading zeros tolerated). */
function parsePositiveInt(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function isPositiveInt(n: number | null | undefined): n is number {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 1;
}

/**
 * Route params may arrive still encoded ("%26ss%3D2"). A malformed escape elsewhere in the segment must
 * not make the separators unreadable, so on failure only the two separators are decoded.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/%26/gi, "&").replace(/%3D/gi, "=");
  }
}

/**
 * Reads "{slug}&ss={n}&ep={m}" (product §2.4). Never throws. The slug is returned as written (the page may
 * redirect to the canonical one). When a parameter appears more than once the first occurrence wins;
 * invalid numbers (non-digits, 0, decimals, signs, empty) give null.
 */
export function parseSeriesSegment(segment: string | null | undefined): SeriesSegment {
  const text = typeof segment === "string" ? decodeSegment(segment) : "";
  const [slug = "", ...rest] = text.split("&");
  let season: number | null | undefined;
  let episode: number | null | undefined;
  for (const piece of rest) {
    if (season === undefined && piece.startsWith(`${SEASON_PARAM}=`)) {
      season = parsePositiveInt(piece.slice(SEASON_PARAM.length + 1));
    } else if (episode === undefined && piece.startsWith(`${EPISODE_PARAM}=`)) {
      episode = parsePositiveInt(piece.slice(EPISODE_PARAM.length + 1));
    }
  }
  return { slug, season: season ?? null, episode: episode ?? null };
}

/**
 * The last segment of a series path: slug plus "&ss=", "&ep=" parts. Numbers that are not positive
 * integers are left out, since parseSeriesSegment would read them as null anyway.
 */
export function seriesSegment(titleOrSlug: string | null | undefined, opts: SeriesPathOptions = {}): string {
  let segment = toSlug(titleOrSlug);
  if (isPositiveInt(opts.season)) segment += `&${SEASON_PARAM}=${opts.season}`;
  if (isPositiveInt(opts.episode)) segment += `&${EPISODE_PARAM}=${opts.episode}`;
  return segment;
}

/**
 * "/tvseries/{id}/{slug}&ss={n}&ep={m}". With no slug and no numbers the trailing segment is dropped;
 * with numbers but no slug the segment starts with "&" so the id segment stays intact.
 */
export function seriesPath(
  id: number | string,
  titleOrSlug: string | null | undefined,
  opts: SeriesPathOptions = {},
): string {
  const base = `/tvseries/${encodeURIComponent(String(id))}`;
  const segment = seriesSegment(titleOrSlug, opts);
  return segment === "" ? base : `${base}/${segment}`;
}
