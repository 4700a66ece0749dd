/**
 * Titles as the catalogue hands them out. Lists are built in two steps: find the ids in order (filters,
 * sort, page), then hydrate them into bilingual cards with a fixed handful of queries (titles with their
 * rating totals, genres, season counts) — the same cards for home rows, listings, sections, search, favorites and history.
 */
import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Named, RatingSummary, Subtitle, TitleCard, TitleKind } from "@/lib/contract/catalogue";
import { isExternalUrl } from "@/lib/url";
import type { Executor } from "../../db/client";
import { genres, movies, titleGenres, titleTotals, tvSeries, type SubtitleTrack } from "../../db/schema";
import { summaryOf } from "./ratings";

export type TitleRef = { kind: TitleKind; id: number };
export const refKey = (ref: TitleRef) => `${ref.kind}:${ref.id}`;

export type TitleTable = typeof movies | typeof tvSeries;
export const tableOf = (kind: TitleKind): TitleTable => (kind === "movie" ? movies : tvSeries);

/** A film's or series' names, published or not (the studio names what it links to); null when there is none. */
export async function titleNames(db: Executor, ref: TitleRef) {
  const table = tableOf(ref.kind);
  const [names] = await db
    .select({ title_en: table.titleEn, title_vi: table.titleVi })
    .from(table)
    .where(eq(table.id, ref.id));
  return names ?? null;
}

/**
 * Titles published up to now: a title scheduled for later is not listed yet, and a draft or
 * unpublished one (its time null, which no comparison matches) never is.
 */
export const published = (table: TitleTable, now: Date) => lte(table.publishedAt, now);

/** The rest: titles scheduled for later, drafts and unpublished ones. */
const unpublished = (table: TitleTable, now: Date) =>
  or(gt(table.publishedAt, now), isNull(table.publishedAt));

/** The title (a row of `table`, of `kind`) is filed under one of `genreIds`: its genre links' primary key. */
export function inGenres(db: Executor, table: TitleTable, kind: TitleKind, genreIds: readonly number[]) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(titleGenres)
      .where(
        and(
          eq(titleGenres.titleKind, kind),
          eq(titleGenres.titleId, table.id),
          inArray(titleGenres.genreId, [...genreIds]),
        ),
      ),
  );
}

/**
 * The most watched published titles of a kind in any of `genreIds` (but `exceptId`): the kind's
 * popularity index walked with each title's genre looked up, so the cost does not grow with the catalogue.
 */
export async function mostWatchedInGenres(
  db: Executor,
  kind: TitleKind,
  genreIds: readonly number[],
  limit: number,
  now: Date,
  exceptId?: number,
): Promise<TitleRef[]> {
  if (!genreIds.length) return [];
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        published(table, now),
        inGenres(db, table, kind, genreIds),
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .orderBy(desc(table.viewCount), desc(table.id))
    .limit(limit);
  return rows.map((row) => ({ kind, id: row.id }));
}

/**
 * A kept total (title_totals) of a kind less the share of the titles not published (scheduled for
 * later, drafts), which the published index finds at its end: what is published now, never counted
 * over every title.
 */
async function keptLessScheduled(
  db: Executor,
  kind: TitleKind,
  kept: "titles" | "playableEpisodes",
  scheduledShare: SQL<number>,
  now: Date,
): Promise<number> {
  const table = tableOf(kind);
  const [row] = await db
    .select({
      n: sql<number>`coalesce((select ${titleTotals[kept]} from ${titleTotals} where ${titleTotals.kind} = ${kind}), 0) - coalesce(${scheduledShare}, 0)`.mapWith(
        Number,
      ),
    })
    .from(table)
    .where(unpublished(table, now));
  return row?.n ?? 0;
}

/** How many titles of a kind are published. */
export function publishedCount(db: Executor, kind: TitleKind, now: Date): Promise<number> {
  return keptLessScheduled(db, kind, "titles", sql<number>`count(*)`, now);
}

/** How many episodes the published series play (those with media). */
export function playableEpisodeCount(db: Executor, now: Date): Promise<number> {
  return keptLessScheduled(
    db,
    "series",
    "playableEpisodes",
    sql<number>`sum(${tvSeries.playableEpisodes})`,
    now,
  );
}

// ── Media paths ──────────────────────────────────────────────────────────────────────────────────

/** A stored media path ("clips/x/master.m3u8") as the media host serves it ("/media/clips/x/…"). */
export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (isExternalUrl(stored)) return stored;
  return `/media/${stored.replace(/^\/+/, "")}`;
}

const SUBTITLE_LABELS = { en: "English", vi: "Tiếng Việt" } as const;

export function subtitleTracks(tracks: readonly SubtitleTrack[] | null | undefined): Subtitle[] {
  return (tracks ?? []).flatMap((track) => {
    const src = mediaUrl(track.path);
    return src && (track.lang === "en" || track.lang === "vi")
      ? [{ lang: track.lang, label: SUBTITLE_LABELS[track.lang], src }]
      : [];
  });
}

// ── Cards ────────────────────────────────────────────────────────────────────────────────────────

const cardColumns = (table: TitleTable) => ({
  id: table.id,
  titleEn: table.titleEn,
  titleVi: table.titleVi,
  descriptionEn: table.descriptionEn,
  descriptionVi: table.descriptionVi,
  year: table.year,
  country: table.country,
  poster: table.poster,
  thumbnail: table.thumbnail,
  viewCount: table.viewCount,
  ratingSum: table.ratingSum,
  ratingCount: table.ratingCount,
  publishedAt: table.publishedAt,
});

async function genresOf(db: Executor, kind: TitleKind, ids: number[]) {
  const result = new Map<number, Named[]>();
  if (!ids.length) return result;
  const rows = await db
    .select({ titleId: titleGenres.titleId, id: genres.id, nameEn: genres.nameEn, nameVi: genres.nameVi })
    .from(titleGenres)
    .innerJoin(genres, eq(genres.id, titleGenres.genreId))
    .where(and(eq(titleGenres.titleKind, kind), inArray(titleGenres.titleId, ids)))
    .orderBy(asc(genres.id));
  for (const row of rows) {
    const list = result.get(row.titleId) ?? [];
    list.push({ id: row.id, name_en: row.nameEn, name_vi: row.nameVi });
    result.set(row.titleId, list);
  }
  return result;
}

/** Seasons and episodes of each series, counted per series on their indexes (never a join of them all). */
async function seasonCounts(db: Executor, ids: number[]) {
  const result = new Map<number, { seasons: number; episodes: number }>();
  if (!ids.length) return result;
  // Written out: drizzle leaves columns of a one-table select unqualified, and these name two tables.
  const rows = await db
    .select({
      seriesId: tvSeries.id,
      seasons: sql<number>`(select count(*) from seasons s where s.series_id = tv_series.id)`.mapWith(Number),
      episodes: sql<number>`(select count(*) from episodes e join seasons s on s.id = e.season_id
                             where s.series_id = tv_series.id)`.mapWith(Number),
    })
    .from(tvSeries)
    .where(inArray(tvSeries.id, ids));
  for (const row of rows) result.set(row.seriesId, { seasons: row.seasons, episodes: row.episodes });
  return result;
}

async function cardsOfKind(db: Executor, kind: TitleKind, ids: number[], now: Date): Promise<TitleCard[]> {
  if (!ids.length) return [];
  const [rows, genreMap, extra] = await Promise.all([
    kind === "movie"
      ? db
          .select({ ...cardColumns(movies), durationMin: movies.durationMin })
          .from(movies)
          .where(and(inArray(movies.id, ids), published(movies, now)))
      : db
          .select({ ...cardColumns(tvSeries), durationMin: sql<null>`null` })
          .from(tvSeries)
          .where(and(inArray(tvSeries.id, ids), published(tvSeries, now))),
    genresOf(db, kind, ids),
    kind === "series"
      ? seasonCounts(db, ids)
      : Promise.resolve(new Map<number, { seasons: number; episodes: number }>()),
  ]);
  return rows.map((row) => ({
    kind,
    id: row.id,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    description_en: row.descriptionEn,
    description_vi: row.descriptionVi,
    year: row.year,
    country: row.country,
    poster: row.poster,
    thumbnail: row.thumbnail,
    duration_min: kind === "movie" ? row.durationMin : null,
    seasons_count: kind === "series" ? (extra.get(row.id)?.seasons ?? 0) : null,
    episodes_count: kind === "series" ? (extra.get(row.id)?.episodes ?? 0) : null,
    genres: genreMap.get(row.id) ?? [],
    rating: summaryOf(row.ratingSum, row.ratingCount),
    view_count: row.viewCount,
    published_at: row.publishedAt!.toISOString(), // published(): never a draft's null
  }));
}

/** Cards for titles in the order given; missing or unpublished titles are left out. */
export async function loadCards(db: Executor, refs: readonly TitleRef[], now: Date): Promise<TitleCard[]> {
  const ids = (kind: TitleKind) => [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
  const [movieCards, seriesCards] = await Promise.all([
    cardsOfKind(db, "movie", ids("movie"), now),
    cardsOfKind(db, "series", ids("series"), now),
  ]);
  const byKey = new Map([...movieCards, ...seriesCards].map((card) => [refKey(card), card]));
  return refs.flatMap((ref) => {
    const card = byKey.get(refKey(ref));
    return card ? [card] : [];
  });
}

export async function titleExists(db: Executor, ref: TitleRef, now: Date): Promise<boolean> {
  const table = tableOf(ref.kind);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, ref.id), published(table, now)))
    .limit(1);
  return Boolean(row);
}

export async function ratingSummary(db: Executor, kind: TitleKind, id: number): Promise<RatingSummary> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ sum: table.ratingSum, n: table.ratingCount })
    .from(table)
    .where(eq(table.id, id));
  return row ? summaryOf(row.sum, row.n) : { average: null, count: 0 };
}
