import type { BlogPost } from "@/lib/contract/blog";
import type { Episode, MovieDetail, Season, SeriesDetail, TitleCard } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { descriptionOf, nameOf, titleOf } from "@/lib/catalogue/titles";

/**
 * schema.org objects for search engines, written against Google Search Central's structured-data
 * documentation (issue #12, item 6): every builder says which properties Google requires and
 * recommends, and emits them where our data has them. Two rules hold for all of them:
 * - nothing invalid: `clean` drops undefined, null, empty strings and empty lists, so a missing
 *   value is left out rather than written as "" (Google reads "" as an invalid value);
 * - every URL absolute: `absolute` keeps only http(s) URLs, so a relative path never leaks out.
 * Texts are in the page's language; URLs are the explicit-language addresses ("/vi/…").
 */
type Thing = Record<string, unknown>;

/** Removes undefined, null, "", [] and {} at every depth (JSON would keep all but undefined). */
export function clean<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown) => clean(item)).filter((item) => !isEmpty(item)) as T;
  }
  if (value !== null && typeof value === "object") {
    const out: Thing = {};
    for (const [key, item] of Object.entries(value as Thing)) {
      const cleaned = clean(item);
      if (!isEmpty(cleaned)) out[key] = cleaned;
    }
    return out as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}

/** An absolute http(s) URL, or undefined (a relative path is useless to a search engine). */
export function absolute(url: string | null | undefined): string | undefined {
  if (typeof url !== "string") return undefined;
  const value = url.trim();
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ISO 8601 date and time with its zone ("2024-05-01T00:00:00.000Z"), as Google asks for uploadDate,
 * datePublished and dateModified ("We recommend that you provide timezone information"). The backend
 * writes UTC instants; anything that does not parse is left out.
 */
export function isoDateTime(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** ISO 8601 duration: 5400 s → "PT1H30M", 16 s → "PT16S". */
export function isoDuration(seconds: number | null | undefined): string | undefined {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

/** The distinct absolute URLs among these, in order. */
function urls(...candidates: (string | null | undefined)[]): string[] {
  return [...new Set(candidates.map(absolute).filter((u): u is string => u !== undefined))];
}

/**
 * AggregateRating (Google: review snippet) — required ratingValue and ratingCount (or reviewCount);
 * bestRating/worstRating say our scale (1–5; Google assumes 5 and 1). Only when someone rated:
 * a rating with a count of 0 is invalid.
 */
function rating(card: TitleCard): Thing | undefined {
  if (card.rating.average === null || card.rating.count <= 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: card.rating.average,
    ratingCount: card.rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface VideoInput {
  /** Unique per video (Google: "use unique text in the name property for each video"). */
  name: string;
  description: string;
  /** Absolute image URLs; the first is the video's own thumbnail. */
  thumbnails: (string | null | undefined)[];
  /** When the video was first published (ISO 8601; written with its zone). */
  uploadDate: string;
  durationSec: number | null | undefined;
  /** Absolute URL of the HLS master playlist. */
  contentUrl: string | null | undefined;
  locale: Locale;
}

/**
 * VideoObject (Google: Video structured data).
 * Required: name, thumbnailUrl, uploadDate (ISO 8601, with time zone recommended).
 * Recommended: description, duration (ISO 8601), contentUrl or embedUrl.
 * - contentUrl is our HLS master playlist (.m3u8): Google's video best practices list M3U8 among the
 *   file types it processes and ask to "allow Google to fetch the video's streaming file URL (such as
 *   M3U8)"; /media is public and not blocked by robots.txt.
 * - embedUrl is left out: Google wants "the URL of the video player itself" and says "Don't link to
 *   the page where the video lives"; we have no player-only address (the player lives in the watch
 *   page), and Google asks for contentUrl first anyway.
 * Null when a required property is missing (no thumbnail or no valid date): better no VideoObject
 * than an invalid one.
 */
export function videoJsonLd(input: VideoInput): Thing | null {
  const thumbnailUrl = urls(...input.thumbnails);
  const uploadDate = isoDateTime(input.uploadDate);
  const contentUrl = absolute(input.contentUrl);
  if (!input.name.trim() || !thumbnailUrl.length || !uploadDate || !contentUrl) return null;
  return clean({
    "@type": "VideoObject",
    name: input.name,
    description: input.description.trim() || input.name,
    thumbnailUrl,
    uploadDate,
    duration: isoDuration(input.durationSec),
    contentUrl,
    inLanguage: input.locale,
  });
}

export interface TitleContext {
  locale: Locale;
  /** The page's own explicit-language address (absolute). */
  url: string;
  /** Absolute poster (portrait) and thumbnail (landscape) URLs, null when there is none. */
  poster: string | null;
  thumbnail: string | null;
  /** Absolute URL of the film's HLS playlist (null: not playable). */
  media?: string | null;
}

/** The title in the other language, when it differs (schema.org alternateName). */
function otherTitle(card: TitleCard, locale: Locale): string | undefined {
  const other = titleOf(card, locale === "vi" ? "en" : "vi");
  return other !== titleOf(card, locale) ? other : undefined;
}

/**
 * Movie (Google: Movie carousel). Required: name, image. Recommended: aggregateRating, dateCreated
 * (release date), director, review.
 * - image: the portrait poster (Google asks for 6:9); the thumbnail when there is no poster.
 * - dateCreated: the release year ("2024", ISO 8601 at year precision) — the catalogue knows no day.
 * - director: not emitted. The catalogue contract (lib/contract/catalogue.ts) and the seed carry no
 *   crew at all (no director, no cast), so "where known" is never; nothing is invented.
 * - review: we keep star ratings without review texts, so only aggregateRating.
 * On the watch page the film's VideoObject is nested as `video`.
 */
export function movieJsonLd(movie: MovieDetail, ctx: TitleContext): Thing {
  const name = titleOf(movie, ctx.locale);
  const description = descriptionOf(movie, ctx.locale);
  const video =
    movie.media && ctx.media
      ? videoJsonLd({
          name,
          description,
          thumbnails: [ctx.thumbnail, ctx.poster],
          uploadDate: movie.published_at,
          durationSec: movie.duration_min ? movie.duration_min * 60 : null,
          contentUrl: ctx.media,
          locale: ctx.locale,
        })
      : null;
  return clean({
    "@context": "https://schema.org",
    "@type": "Movie",
    name,
    alternateName: otherTitle(movie, ctx.locale),
    description,
    url: absolute(ctx.url),
    image: absolute(ctx.poster) ?? absolute(ctx.thumbnail),
    dateCreated: String(movie.year),
    datePublished: isoDateTime(movie.published_at),
    dateModified: isoDateTime(movie.updated_at),
    countryOfOrigin: movie.country ? { "@type": "Country", name: movie.country } : undefined,
    genre: movie.genres.map((g) => nameOf(g, ctx.locale)),
    duration: movie.duration_min ? isoDuration(movie.duration_min * 60) : undefined,
    inLanguage: ctx.locale,
    aggregateRating: rating(movie),
    video: video ?? undefined,
  });
}

export interface SeriesContext extends TitleContext {
  /** The explicit-language address of an episode page (absolute). */
  episodeUrl: (seasonNo: number, episodeNo: number) => string;
}

/**
 * TVSeries (schema.org; Google documents no rich result for it outside its Media Actions partner
 * feeds, so we follow schema.org): name, url, image, startDate, numberOfSeasons/Episodes and
 * containsSeason → TVSeason → episode (TVEpisode with its own url), so every episode address is
 * linked from the series. The series page carries no VideoObject: the episode it plays has its own
 * watch page (its explicit address), which carries that video — one watch page per video.
 */
export function seriesJsonLd(series: SeriesDetail, seasons: readonly Season[], ctx: SeriesContext): Thing {
  return clean({
    "@context": "https://schema.org",
    "@type": "TVSeries",
    name: titleOf(series, ctx.locale),
    alternateName: otherTitle(series, ctx.locale),
    description: descriptionOf(series, ctx.locale),
    url: absolute(ctx.url),
    image: absolute(ctx.poster) ?? absolute(ctx.thumbnail),
    startDate: String(series.year),
    datePublished: isoDateTime(series.published_at),
    dateModified: isoDateTime(series.updated_at),
    countryOfOrigin: series.country ? { "@type": "Country", name: series.country } : undefined,
    genre: series.genres.map((g) => nameOf(g, ctx.locale)),
    numberOfSeasons: seasons.length,
    numberOfEpisodes: seasons.reduce((sum, s) => sum + s.episodes.length, 0),
    inLanguage: ctx.locale,
    aggregateRating: rating(series),
    containsSeason: seasons.map((s) => ({
      "@type": "TVSeason",
      seasonNumber: s.season_no,
      numberOfEpisodes: s.episodes.length,
      episode: s.episodes.map((e) => ({
        "@type": "TVEpisode",
        episodeNumber: e.episode_no,
        name: titleOf(e, ctx.locale),
        url: absolute(ctx.episodeUrl(s.season_no, e.episode_no)),
      })),
    })),
  });
}

export interface EpisodeContext {
  locale: Locale;
  seasonNo: number;
  episode: Episode;
  /** The episode page's own explicit-language address (absolute). */
  url: string;
  /** The series' explicit-language address (absolute). */
  seriesUrl: string;
  /** The video's name and description, unique to this episode (messages meta.tvepisode). */
  videoName: string;
  videoDescription: string;
  /** Absolute still of the episode, and the series' thumbnail and poster as fallbacks. */
  still: string | null;
  thumbnail: string | null;
  poster: string | null;
  /** Absolute URL of the episode's HLS playlist (null: not playable). */
  media: string | null;
}

/**
 * TVEpisode, the main entity of an episode address (`…&ss=1&ep=2`). That address is the episode's
 * own canonical page and its watch page (Google's video best practices name "a TV episode video
 * player page" as a watch page), so the page describes the episode, which points up to its series
 * with partOfSeries (TVSeries name + url) and partOfSeason — schema.org's own TVEpisode examples are
 * shaped this way — rather than a TVSeries with one episode nested inside: the series has its own
 * page, and a series object here would claim this URL is about the series.
 * Properties: name, episodeNumber, url, image, duration, inLanguage, partOfSeason, partOfSeries, and
 * its VideoObject as `video`. The catalogue keeps no date per episode, so the video's uploadDate is
 * the series' publication date.
 */
export function episodeJsonLd(series: SeriesDetail, ctx: EpisodeContext): Thing {
  const video = ctx.episode.media
    ? videoJsonLd({
        name: ctx.videoName,
        description: ctx.videoDescription,
        thumbnails: [ctx.still, ctx.thumbnail, ctx.poster],
        uploadDate: series.published_at,
        durationSec: ctx.episode.duration_sec,
        contentUrl: ctx.media,
        locale: ctx.locale,
      })
    : null;
  return clean({
    "@context": "https://schema.org",
    "@type": "TVEpisode",
    name: titleOf(ctx.episode, ctx.locale),
    episodeNumber: ctx.episode.episode_no,
    url: absolute(ctx.url),
    image: absolute(ctx.still) ?? absolute(ctx.thumbnail) ?? absolute(ctx.poster),
    duration: isoDuration(ctx.episode.duration_sec),
    inLanguage: ctx.locale,
    partOfSeason: { "@type": "TVSeason", seasonNumber: ctx.seasonNo },
    partOfSeries: {
      "@type": "TVSeries",
      name: titleOf(series, ctx.locale),
      url: absolute(ctx.seriesUrl),
    },
    video: video ?? undefined,
  });
}

/**
 * ItemList for a summary page (Google: Carousel, "Summary page + multiple full details pages"):
 * itemListElement of ListItem with position (1-based) and url — "the canonical URL of the item
 * detail page. All URLs in the list must be unique, but live on the same domain" — here the titles'
 * explicit-language addresses. Google wants "at least two ListItem elements" and every item listed on
 * the page, so the list is the page's whole grid in order, and null below two. Only lists of Movie
 * detail pages are eligible for the movie carousel (items "of the same type"): /movies is; /series and
 * a section mixing films and series stay a plain, valid ItemList. Home is left without one: it shows
 * several rows mixing both kinds, and each row links to its section page, which carries the list.
 */
export function itemListJsonLd(name: string, itemUrls: string[]): Thing | null {
  const unique = urls(...itemUrls);
  if (unique.length < 2) return null;
  return clean({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: unique.length,
    itemListElement: unique.map((url, index) => ({ "@type": "ListItem", position: index + 1, url })),
  });
}

/** Google shows headlines of any length but truncates long ones; we keep them to 110 characters. */
export const HEADLINE_MAX = 110;

function headline(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= HEADLINE_MAX) return trimmed;
  const cut = trimmed.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > HEADLINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface Publisher {
  name: string;
  /** The site's home in the page's language (absolute). */
  url: string;
}

export interface ArticleContext {
  locale: Locale;
  url: string;
  image: string | null;
  headline: string;
  description: string;
  section: string;
  publisher: Publisher;
}

/**
 * Article (Google: Article structured data). Google requires nothing and recommends author
 * (author.name, author.url), datePublished and dateModified (ISO 8601 with time zone), headline
 * ("a concise title, as long titles may be truncated"; Google dropped its 110-character limit, we
 * keep it as our own ceiling) and image (absolute, crawlable). Posts name no writer, so the author
 * is the site itself, an Organization with its url; the publisher likewise.
 */
export function articleJsonLd(post: BlogPost, ctx: ArticleContext): Thing {
  const organization = {
    "@type": "Organization",
    name: ctx.publisher.name,
    url: absolute(ctx.publisher.url),
  };
  return clean({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: headline(ctx.headline),
    description: ctx.description,
    url: absolute(ctx.url),
    mainEntityOfPage: absolute(ctx.url),
    image: urls(ctx.image),
    datePublished: isoDateTime(post.published_at),
    dateModified: isoDateTime(post.updated_at) ?? isoDateTime(post.published_at),
    articleSection: ctx.section,
    inLanguage: ctx.locale,
    author: organization,
    publisher: organization,
  });
}

/**
 * BreadcrumbList (Google: Breadcrumb). Required: itemListElement of ListItem with position (from 1),
 * name and item (the URL; optional only for the last crumb — we give it anyway). Names in the page's
 * language, URLs the explicit-language addresses.
 */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): Thing {
  return clean({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(item.url),
    })),
  });
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so a title containing "</script>"
 * cannot close the element and inject markup.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
