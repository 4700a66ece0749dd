import type { BlogPost } from "@/lib/contract/blog";
import type { Episode, MovieDetail, SeriesDetail, TitleCard } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { descriptionOf, nameOf, titleOf } from "@/lib/catalogue/titles";

/** schema.org objects for search engines (issue 5): films, series, episodes, their videos and breadcrumbs. */
type Thing = Record<string, unknown>;

export interface JsonLdContext {
  locale: Locale;
  /** Absolute site origin, for page URLs. */
  siteUrl: string;
  /** Absolute poster and thumbnail URLs (null when there is none). */
  poster: string | null;
  thumbnail: string | null;
}

/** ISO 8601 duration: 5400 s → "PT1H30M", 16 s → "PT16S". */
export function isoDuration(seconds: number): string | undefined {
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

function rating(card: TitleCard): Thing | undefined {
  if (card.rating.average === null || card.rating.count === 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: card.rating.average,
    ratingCount: card.rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

function video(
  name: string,
  description: string,
  thumbnail: string | null,
  uploadDate: string,
  durationSec: number | null,
  url: string,
): Thing {
  return {
    "@type": "VideoObject",
    name,
    description: description || name,
    thumbnailUrl: thumbnail ?? undefined,
    uploadDate,
    duration: durationSec ? isoDuration(durationSec) : undefined,
    embedUrl: url,
  };
}

export function movieJsonLd(movie: MovieDetail, url: string, ctx: JsonLdContext): Thing {
  const name = titleOf(movie, ctx.locale);
  const description = descriptionOf(movie, ctx.locale);
  return {
    "@context": "https://schema.org",
    "@type": "Movie",
    name,
    alternateName: ctx.locale === "vi" ? movie.title_en : movie.title_vi,
    description,
    url,
    image: ctx.poster ?? undefined,
    dateCreated: String(movie.year),
    datePublished: movie.published_at.slice(0, 10),
    countryOfOrigin: { "@type": "Country", name: movie.country },
    genre: movie.genres.map((g) => nameOf(g, ctx.locale)),
    duration: movie.duration_min ? isoDuration(movie.duration_min * 60) : undefined,
    inLanguage: ctx.locale,
    aggregateRating: rating(movie),
    video: movie.media
      ? video(
          name,
          description,
          ctx.thumbnail,
          movie.published_at,
          movie.duration_min ? movie.duration_min * 60 : null,
          url,
        )
      : undefined,
  };
}

export function seriesJsonLd(
  series: SeriesDetail,
  url: string,
  ctx: JsonLdContext,
  current?: { seasonNo: number; episode: Episode; url: string; image: string | null },
): Thing {
  const name = titleOf(series, ctx.locale);
  const description = descriptionOf(series, ctx.locale);
  const episode = current
    ? {
        "@type": "TVEpisode",
        name: titleOf(current.episode, ctx.locale),
        episodeNumber: current.episode.episode_no,
        partOfSeason: { "@type": "TVSeason", seasonNumber: current.seasonNo },
        url: current.url,
        video: current.episode.media
          ? video(
              titleOf(current.episode, ctx.locale),
              description,
              current.image ?? ctx.thumbnail,
              series.published_at,
              current.episode.duration_sec,
              current.url,
            )
          : undefined,
      }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "TVSeries",
    name,
    alternateName: ctx.locale === "vi" ? series.title_en : series.title_vi,
    description,
    url,
    image: ctx.poster ?? undefined,
    startDate: String(series.year),
    countryOfOrigin: { "@type": "Country", name: series.country },
    genre: series.genres.map((g) => nameOf(g, ctx.locale)),
    numberOfSeasons: series.seasons.length,
    numberOfEpisodes: series.seasons.reduce((sum, s) => sum + s.episodes.length, 0),
    inLanguage: ctx.locale,
    aggregateRating: rating(series),
    containsSeason: series.seasons.map((s) => ({
      "@type": "TVSeason",
      seasonNumber: s.season_no,
      numberOfEpisodes: s.episodes.length,
    })),
    episode,
  };
}

export function articleJsonLd(
  post: BlogPost,
  url: string,
  ctx: { locale: Locale; image: string | null; headline: string; description: string; section: string },
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: ctx.headline,
    description: ctx.description,
    url,
    mainEntityOfPage: url,
    image: ctx.image ?? undefined,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    articleSection: ctx.section,
    inLanguage: ctx.locale,
    author: { "@type": "Organization", name: "Cineva" },
    publisher: { "@type": "Organization", name: "Cineva" },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">: "<" is escaped so a title containing "</script>"
 * cannot close the element and inject markup.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
