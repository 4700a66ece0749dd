/** schema.org objects of films, series, episodes and their videos (rules: lib/seo/json-ld.ts). */
import type { Episode, MovieDetail, Season, SeriesDetail, TitleCard } from "@/lib/contract/catalogue";
import type { Person } from "@/lib/contract/credits";
import type { Locale } from "@/lib/i18n/config";
import { descriptionOf, nameOf, titleOf } from "@/lib/catalogue/titles";
import { absolute, clean, isoDateTime, isoDuration, rating, urls, type Thing } from "./json-ld-values";

export interface VideoInput {
  /** Unique per video (Google: "use unique text in the name property for each video"). */
  name: string;
  description: string;
  /** Absolute image URLs; the first is the video's own thumbnail. */
  thumbnails: (string | null | undefined)[];
  /** When the video was first published (ISO 8601; written with its zone). */
  uploadDate: string;
  durationSec: number | null | undefined;
  locale: Locale;
}

/**
 * VideoObject (Google: Video structured data).
 * Required: name, thumbnailUrl, uploadDate (ISO 8601, with time zone recommended).
 * Recommended: description, duration (ISO 8601), contentUrl or embedUrl.
 * - contentUrl is left out: a title's stream plays only at a playback session's own addresses, made
 *   for one viewer when they press Play (issue #38, docs/security.md "Playback sessions"); a
 *   playlist's public address answers 403, and naming one would send crawlers to a refusal.
 * - embedUrl is left out: Google wants "the URL of the video player itself" and says "Don't link to
 *   the page where the video lives"; we have no player-only address (the player lives in the watch
 *   page).
 * Null when a required property is missing (no thumbnail or no valid date): better no VideoObject
 * than an invalid one.
 */
export function videoJsonLd(input: VideoInput): Thing | null {
  const thumbnailUrl = urls(...input.thumbnails);
  const uploadDate = isoDateTime(input.uploadDate);
  if (!input.name.trim() || !thumbnailUrl.length || !uploadDate) return null;
  return clean({
    "@type": "VideoObject",
    name: input.name,
    description: input.description.trim() || input.name,
    thumbnailUrl,
    uploadDate,
    duration: isoDuration(input.durationSec),
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
 * - director and actor: the people the studio credits (none when it credits nobody).
 * - review: we keep star ratings without review texts, so only aggregateRating.
 * On the watch page the film's VideoObject is nested as `video`.
 */
export function movieJsonLd(movie: MovieDetail, ctx: TitleContext): Thing {
  const name = titleOf(movie, ctx.locale);
  const description = descriptionOf(movie, ctx.locale);
  const video = movie.media
    ? videoJsonLd({
        name,
        description,
        thumbnails: [ctx.thumbnail, ctx.poster],
        uploadDate: movie.published_at,
        durationSec: movie.duration_min ? movie.duration_min * 60 : null,
        locale: ctx.locale,
      })
    : null;
  return clean({
    "@context": "https://schema.org",
    "@type": "Movie",
    name,
    description,
    ...sharedFields(movie, ctx),
    dateCreated: String(movie.year),
    duration: movie.duration_min ? isoDuration(movie.duration_min * 60) : undefined,
    inLanguage: ctx.locale,
    aggregateRating: rating(movie),
    video: video ?? undefined,
  });
}

/**
 * What a film's and a series' pages say alike: the other language's title, address, image, dates,
 * country, genres, the classification (schema.org contentRating: "T16"), directors and cast.
 */
function sharedFields(title: MovieDetail | SeriesDetail, ctx: TitleContext) {
  return {
    alternateName: otherTitle(title, ctx.locale),
    url: absolute(ctx.url),
    image: absolute(ctx.poster) ?? absolute(ctx.thumbnail),
    datePublished: isoDateTime(title.published_at),
    dateModified: isoDateTime(title.updated_at),
    countryOfOrigin: title.country ? { "@type": "Country", name: title.country } : undefined,
    genre: title.genres.map((g) => nameOf(g, ctx.locale)),
    contentRating: title.age_rating ?? undefined,
    director: persons(title.directors),
    actor: persons(title.cast),
  };
}

/** The people credited in a role, as schema.org Persons; none when nobody is. */
function persons(people: Person[]) {
  return people.length ? people.map((person) => ({ "@type": "Person", name: person.name })) : undefined;
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
    description: descriptionOf(series, ctx.locale),
    ...sharedFields(series, ctx),
    startDate: String(series.year),
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
