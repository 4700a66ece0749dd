/**
 * A film's and a series' detail: sections, seasons and episodes, similar titles.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Named, TitleCard, TitleKind } from "@/lib/contract/catalogue";
import { cleanAudio } from "@/lib/player/audio-tracks";
import { cleanSegments } from "@/lib/player/segments";
import type { Executor } from "../../db/client";
import { movies, sections, titleGenres, titleSections, tvSeries } from "../../db/schema";
import { creditsOf } from "./credits";
import { seasonsOf } from "./episodes";
import { popularRefs } from "./home";
import { loadCards, mediaUrl, mostWatchedInGenres, refKey, subtitleTracks, type TitleRef } from "./titles";

export const SIMILAR_SIZE = 12;

// ── Details ──────────────────────────────────────────────────────────────────────────────────────

async function sectionsOf(db: Executor, ref: TitleRef): Promise<Named[]> {
  const rows = await db
    .select({ id: sections.id, nameEn: sections.nameEn, nameVi: sections.nameVi })
    .from(titleSections)
    .innerJoin(sections, eq(sections.id, titleSections.sectionId))
    .where(and(eq(titleSections.titleKind, ref.kind), eq(titleSections.titleId, ref.id)))
    .orderBy(asc(sections.position));
  return rows.map((row) => ({ id: row.id, name_en: row.nameEn, name_vi: row.nameVi }));
}

/**
 * Titles that share the most genres with this one; ties go to the same kind, then to the more
 * watched. The candidates are the most watched titles of each kind in any of its genres, so the answer
 * costs the same in a catalogue of any size. Popular titles fill the list when too few share a genre.
 */
export async function similarTitles(
  db: Executor,
  ref: TitleRef,
  now: Date,
  limit = SIMILAR_SIZE,
): Promise<TitleCard[]> {
  const own = await db
    .select({ genreId: titleGenres.genreId })
    .from(titleGenres)
    .where(and(eq(titleGenres.titleKind, ref.kind), eq(titleGenres.titleId, ref.id)));
  const ownGenres = new Set(own.map((row) => row.genreId));
  const candidates = (kind: TitleKind) =>
    mostWatchedInGenres(db, kind, [...ownGenres], limit * 2, now, kind === ref.kind ? ref.id : undefined);
  const pool = (await Promise.all([candidates("movie"), candidates("series")])).flat();
  const shared = (card: TitleCard) => card.genres.filter((genre) => ownGenres.has(genre.id)).length;
  const cards = await loadCards(db, pool, now);
  cards.sort(
    (a, b) =>
      shared(b) - shared(a) ||
      Number(b.kind === ref.kind) - Number(a.kind === ref.kind) ||
      b.view_count - a.view_count ||
      a.id - b.id,
  );
  const result = cards.slice(0, limit);
  if (result.length < limit) {
    const seen = new Set([refKey(ref), ...result.map(refKey)]);
    result.push(...(await loadCards(db, await popularRefs(db, limit - result.length, now, seen), now)));
  }
  return result;
}

export async function movieDetail(db: Executor, id: number, now: Date) {
  const [card] = await loadCards(db, [{ kind: "movie", id }], now);
  if (!card) return null;
  const [row] = await db
    .select({
      originalLanguage: movies.originalLanguage,
      ageRating: movies.ageRating,
      access: movies.access,
      rentPrice: movies.rentPrice,
      media: movies.media,
      subtitles: movies.subtitles,
      segments: movies.segments,
      storyboard: movies.storyboard,
      audio: movies.audio,
      updatedAt: movies.updatedAt,
    })
    .from(movies)
    .where(eq(movies.id, id));
  if (!row) return null;
  const [sectionList, credits, similar] = await Promise.all([
    sectionsOf(db, { kind: "movie", id }),
    creditsOf(db, "movie", id),
    similarTitles(db, { kind: "movie", id }, now),
  ]);
  return {
    ...card,
    kind: "movie" as const,
    ...credits,
    sections: sectionList,
    original_language: row.originalLanguage,
    age_rating: row.ageRating,
    access: row.access,
    rent_price: row.rentPrice,
    media: mediaUrl(row.media),
    subtitles: subtitleTracks(row.subtitles),
    segments: cleanSegments(row.segments),
    storyboard: mediaUrl(row.storyboard),
    audio: cleanAudio(row.audio),
    updated_at: row.updatedAt.toISOString(),
    similar,
  };
}

export async function seriesDetail(db: Executor, id: number, now: Date) {
  const [card] = await loadCards(db, [{ kind: "series", id }], now);
  if (!card) return null;
  const [row] = await db
    .select({
      originalLanguage: tvSeries.originalLanguage,
      ageRating: tvSeries.ageRating,
      access: tvSeries.access,
      rentPrice: tvSeries.rentPrice,
      updatedAt: tvSeries.updatedAt,
    })
    .from(tvSeries)
    .where(eq(tvSeries.id, id));
  if (!row) return null;
  const [sectionList, credits, seasonList, similar] = await Promise.all([
    sectionsOf(db, { kind: "series", id }),
    creditsOf(db, "series", id),
    seasonsOf(db, id),
    similarTitles(db, { kind: "series", id }, now),
  ]);
  return {
    ...card,
    kind: "series" as const,
    ...credits,
    sections: sectionList,
    original_language: row.originalLanguage,
    age_rating: row.ageRating,
    access: row.access,
    rent_price: row.rentPrice,
    seasons: seasonList,
    updated_at: row.updatedAt.toISOString(),
    similar,
  };
}

/** Whether a title exists and is published (for ratings, favorites and history). */
