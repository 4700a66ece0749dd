import type { TitleCard } from "@/lib/contract/catalogue";
import type { Locale } from "@/lib/i18n/config";
import { imageUrl } from "@/lib/images";
import { moviePath, seriesPath } from "@/lib/routes";

/** A title in the viewer's language (the other language when one is missing). */
export function titleOf(card: Pick<TitleCard, "title_en" | "title_vi">, locale: Locale): string {
  return (locale === "vi" ? card.title_vi || card.title_en : card.title_en || card.title_vi).trim();
}

export function descriptionOf(
  card: Pick<TitleCard, "description_en" | "description_vi">,
  locale: Locale,
): string {
  return locale === "vi"
    ? card.description_vi || card.description_en
    : card.description_en || card.description_vi;
}

export function nameOf(named: { name_en: string; name_vi: string }, locale: Locale): string {
  return locale === "vi" ? named.name_vi || named.name_en : named.name_en || named.name_vi;
}

/** The watch page of a title; the slug comes from the English title, so it is the same in both languages. */
export function titleHref(card: Pick<TitleCard, "kind" | "id" | "title_en">): string {
  return card.kind === "movie" ? moviePath(card.id, card.title_en) : seriesPath(card.id, card.title_en);
}

export function posterUrl(card: Pick<TitleCard, "kind" | "poster">, host: string): string | null {
  return imageUrl(card.kind === "movie" ? "moviePoster" : "seriesPoster", card.poster, host);
}

export function thumbnailUrl(card: Pick<TitleCard, "kind" | "thumbnail">, host: string): string | null {
  return imageUrl(card.kind === "movie" ? "movieThumbnail" : "seriesThumbnail", card.thumbnail, host);
}
