/**
 * Catalogue queries. Lists are built in two steps: find the ids in order (filters, sort, page), then
 * hydrate them into bilingual cards with a fixed handful of queries (titles, genres, ratings, season
 * counts) — the same cards for home rows, listings, sections, search, favorites and history.
 */
import { and, asc, count, desc, eq, exists, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type {
  Banner,
  Home,
  HomeRow,
  ListingQuery,
  Named,
  Subtitle,
  TitleCard,
  TitleKind,
  TitlePage,
} from "@/lib/contract/catalogue";
import { isExternalUrl } from "@/lib/url";
import type { Executor } from "../db/client";
import {
  banners,
  episodes,
  genres,
  movies,
  ratings,
  seasons,
  sections,
  titleGenres,
  titleSections,
  tvSeries,
  type SubtitleTrack,
} from "../db/schema";
import { pageMeta, type PageRequest } from "./pagination";
import { RATING_PRIOR, ratingSummaries } from "./ratings";

export type TitleRef = { kind: TitleKind; id: number };
export const refKey = (ref: TitleRef) => `${ref.kind}:${ref.id}`;

type TitleTable = typeof movies | typeof tvSeries;
export const tableOf = (kind: TitleKind): TitleTable => (kind === "movie" ? movies : tvSeries);

/** Titles published up to now: a title scheduled for later is not listed yet. */
const published = (table: TitleTable, now: Date) => lte(table.publishedAt, now);

/** How many titles a home row shows. */
export const HOME_ROW_SIZE = 16;
export const SIMILAR_SIZE = 12;

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

async function seasonCounts(db: Executor, ids: number[]) {
  const result = new Map<number, { seasons: number; episodes: number }>();
  if (!ids.length) return result;
  const rows = await db
    .select({
      seriesId: seasons.seriesId,
      seasons: sql<number>`count(distinct ${seasons.id})`.mapWith(Number),
      episodes: count(episodes.id),
    })
    .from(seasons)
    .leftJoin(episodes, eq(episodes.seasonId, seasons.id))
    .where(inArray(seasons.seriesId, ids))
    .groupBy(seasons.seriesId);
  for (const row of rows) result.set(row.seriesId, { seasons: row.seasons, episodes: row.episodes });
  return result;
}

async function cardsOfKind(db: Executor, kind: TitleKind, ids: number[], now: Date): Promise<TitleCard[]> {
  if (!ids.length) return [];
  const [rows, genreMap, ratingMap, extra] = await Promise.all([
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
    ratingSummaries(db, kind, ids),
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
    rating: ratingMap.get(row.id) ?? { average: null, count: 0 },
    view_count: row.viewCount,
    published_at: row.publishedAt.toISOString(),
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

// ── Listings ─────────────────────────────────────────────────────────────────────────────────────

/** The Bayesian mean of a group of ratings (see weightedRating), as SQL. */
const weightedSql = () =>
  sql<number>`(sum(${ratings.score})::float8 + ${sql.raw(String(RATING_PRIOR.mean * RATING_PRIOR.weight))}) / (count(*) + ${sql.raw(String(RATING_PRIOR.weight))})`;

function ratingAggregate(db: Executor, kind: TitleKind) {
  return db
    .select({
      titleId: ratings.titleId,
      weighted: weightedSql().as("weighted"),
      votes: count().as("votes"),
    })
    .from(ratings)
    .where(eq(ratings.titleKind, kind))
    .groupBy(ratings.titleId)
    .as("rating_agg");
}

/** GET /movies and GET /series: filters, sort and a page of cards. */
export async function listTitles(
  db: Executor,
  kind: TitleKind,
  query: ListingQuery,
  page: PageRequest,
  now: Date,
): Promise<TitlePage> {
  const table = tableOf(kind);
  const conditions: (SQL | undefined)[] = [published(table, now)];
  if (query.section !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(titleSections)
          .where(
            and(
              eq(titleSections.titleKind, kind),
              eq(titleSections.titleId, table.id),
              eq(titleSections.sectionId, query.section),
            ),
          ),
      ),
    );
  }
  if (query.genre !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(titleGenres)
          .where(
            and(
              eq(titleGenres.titleKind, kind),
              eq(titleGenres.titleId, table.id),
              eq(titleGenres.genreId, query.genre),
            ),
          ),
      ),
    );
  }
  if (query.year !== undefined) conditions.push(eq(table.year, query.year));
  if (query.country !== undefined) conditions.push(eq(table.country, query.country));
  const where = and(...conditions);

  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const total = totalRow?.n ?? 0;

  let ids: number[];
  const sort = query.sort ?? "newest";
  if (sort === "rating") {
    const agg = ratingAggregate(db, kind);
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .leftJoin(agg, eq(agg.titleId, table.id))
      .where(where)
      .orderBy(
        sql`coalesce(${agg.weighted}, ${sql.raw(String(RATING_PRIOR.mean))}) desc`,
        sql`coalesce(${agg.votes}, 0) desc`,
        desc(table.viewCount),
        desc(table.id),
      )
      .limit(page.perPage)
      .offset(page.offset);
    ids = rows.map((row) => row.id);
  } else {
    const order =
      sort === "popular"
        ? [desc(table.viewCount), desc(table.id)]
        : [desc(table.publishedAt), desc(table.id)];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset);
    ids = rows.map((row) => row.id);
  }

  const data = await loadCards(
    db,
    ids.map((id) => ({ kind, id })),
    now,
  );
  return { data, meta: pageMeta(page.page, page.perPage, total) };
}

// ── Sections and genres ──────────────────────────────────────────────────────────────────────────

export async function listSections(db: Executor) {
  const rows = await db
    .select({
      id: sections.id,
      nameEn: sections.nameEn,
      nameVi: sections.nameVi,
      position: sections.position,
      titles: count(titleSections.titleId),
    })
    .from(sections)
    .leftJoin(titleSections, eq(titleSections.sectionId, sections.id))
    .groupBy(sections.id)
    .orderBy(asc(sections.position), asc(sections.id));
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_vi: row.nameVi,
    position: row.position,
    title_count: row.titles,
  }));
}

export async function findSection(db: Executor, id: number) {
  return (await listSections(db)).find((section) => section.id === id) ?? null;
}

/** A section's titles in the editors' order, a page at a time. */
export async function sectionTitles(db: Executor, sectionId: number, page: PageRequest, now: Date) {
  const rows = await db
    .select({ kind: titleSections.titleKind, id: titleSections.titleId })
    .from(titleSections)
    .where(eq(titleSections.sectionId, sectionId))
    .orderBy(asc(titleSections.position), asc(titleSections.titleKind), asc(titleSections.titleId))
    .limit(page.perPage)
    .offset(page.offset);
  const [totalRow] = await db
    .select({ n: count() })
    .from(titleSections)
    .where(eq(titleSections.sectionId, sectionId));
  const data = await loadCards(db, rows, now);
  return { data, meta: pageMeta(page.page, page.perPage, totalRow?.n ?? 0) };
}

export async function listGenres(db: Executor) {
  const rows = await db
    .select({
      id: genres.id,
      nameEn: genres.nameEn,
      nameVi: genres.nameVi,
      movies: sql<number>`count(*) filter (where ${titleGenres.titleKind} = 'movie')`.mapWith(Number),
      series: sql<number>`count(*) filter (where ${titleGenres.titleKind} = 'series')`.mapWith(Number),
    })
    .from(genres)
    .leftJoin(titleGenres, eq(titleGenres.genreId, genres.id))
    .groupBy(genres.id)
    .orderBy(asc(genres.nameEn));
  return rows.map((row) => ({
    id: row.id,
    name_en: row.nameEn,
    name_vi: row.nameVi,
    movie_count: row.movies,
    series_count: row.series,
  }));
}

// ── Home ─────────────────────────────────────────────────────────────────────────────────────────

/** The best-rated titles of both kinds (Bayesian mean, so one 5-star vote does not win). */
export async function topRatedRefs(db: Executor, limit: number, now: Date): Promise<TitleRef[]> {
  const rows = await db
    .select({ kind: ratings.titleKind, id: ratings.titleId })
    .from(ratings)
    .groupBy(ratings.titleKind, ratings.titleId)
    .orderBy(sql`${weightedSql()} desc`, desc(count()), asc(ratings.titleKind), asc(ratings.titleId))
    .limit(limit * 2);
  // Over-fetch: an unpublished title drops out at hydration.
  const cards = await loadCards(db, rows, now);
  return cards.slice(0, limit).map((card) => ({ kind: card.kind, id: card.id }));
}

/** The most recently published titles of both kinds. */
export async function newestRefs(db: Executor, limit: number, now: Date): Promise<TitleRef[]> {
  const latest = (kind: TitleKind) => {
    const table = tableOf(kind);
    return db
      .select({ id: table.id, publishedAt: table.publishedAt })
      .from(table)
      .where(published(table, now))
      .orderBy(desc(table.publishedAt), desc(table.id))
      .limit(limit);
  };
  const [movieRows, seriesRows] = await Promise.all([latest("movie"), latest("series")]);
  return [
    ...movieRows.map((row) => ({ kind: "movie" as const, ...row })),
    ...seriesRows.map((row) => ({ kind: "series" as const, ...row })),
  ]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
    .slice(0, limit)
    .map(({ kind, id }) => ({ kind, id }));
}

/** The most watched titles of both kinds. */
export async function popularRefs(db: Executor, limit: number, now: Date, exclude = new Set<string>()) {
  const top = (kind: TitleKind) => {
    const table = tableOf(kind);
    return db
      .select({ id: table.id, views: table.viewCount })
      .from(table)
      .where(published(table, now))
      .orderBy(desc(table.viewCount), desc(table.id))
      .limit(limit + exclude.size);
  };
  const [movieRows, seriesRows] = await Promise.all([top("movie"), top("series")]);
  return [
    ...movieRows.map((row) => ({ kind: "movie" as const, ...row })),
    ...seriesRows.map((row) => ({ kind: "series" as const, ...row })),
  ]
    .filter((ref) => !exclude.has(refKey(ref)))
    .sort((a, b) => b.views - a.views || b.id - a.id)
    .slice(0, limit)
    .map(({ kind, id }) => ({ kind, id }));
}

/** GET /home: the banners, one row per section, then the top-rated and newest rows. */
export async function homePage(db: Executor, now: Date): Promise<Home> {
  const ranked = db
    .select({
      sectionId: titleSections.sectionId,
      kind: titleSections.titleKind,
      id: titleSections.titleId,
      rank: sql<number>`row_number() over (partition by ${titleSections.sectionId} order by ${titleSections.position}, ${titleSections.titleKind}, ${titleSections.titleId})`.as(
        "rank",
      ),
    })
    .from(titleSections)
    .as("ranked");
  const [sectionRows, memberRows, bannerRows, topRated, newest] = await Promise.all([
    db.select().from(sections).orderBy(asc(sections.position), asc(sections.id)),
    db
      .select({ sectionId: ranked.sectionId, kind: ranked.kind, id: ranked.id })
      .from(ranked)
      .where(lte(ranked.rank, HOME_ROW_SIZE * 2))
      .orderBy(asc(ranked.sectionId), asc(ranked.rank)),
    db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id)),
    topRatedRefs(db, HOME_ROW_SIZE, now),
    newestRefs(db, HOME_ROW_SIZE, now),
  ]);

  const refs: TitleRef[] = [
    ...memberRows,
    ...bannerRows.map((row) => ({ kind: row.titleKind, id: row.titleId })),
    ...topRated,
    ...newest,
  ];
  const cards = new Map((await loadCards(db, refs, now)).map((card) => [refKey(card), card]));
  const cardsFor = (list: readonly TitleRef[]) =>
    list.flatMap((ref) => cards.get(refKey(ref)) ?? []).slice(0, HOME_ROW_SIZE);

  const rows: HomeRow[] = sectionRows.map((section) => ({
    key: `section-${section.id}`,
    section_id: section.id,
    name_en: section.nameEn,
    name_vi: section.nameVi,
    titles: cardsFor(memberRows.filter((row) => row.sectionId === section.id)),
  }));
  rows.push(
    {
      key: "top-rated",
      section_id: null,
      name_en: "Top Rated",
      name_vi: "Đánh giá cao nhất",
      titles: cardsFor(topRated),
    },
    {
      key: "newest",
      section_id: null,
      name_en: "Just Added",
      name_vi: "Vừa cập nhật",
      titles: cardsFor(newest),
    },
  );

  const bannerList: Banner[] = bannerRows.flatMap((row) => {
    const title = cards.get(refKey({ kind: row.titleKind, id: row.titleId }));
    return title
      ? [{ id: row.id, headline_en: row.headlineEn, headline_vi: row.headlineVi, image: row.image, title }]
      : [];
  });
  return { banners: bannerList, rows: rows.filter((row) => row.titles.length > 0) };
}

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
 * watched. Popular titles fill the list when too few share a genre.
 */
export async function similarTitles(
  db: Executor,
  ref: TitleRef,
  now: Date,
  limit = SIMILAR_SIZE,
): Promise<TitleCard[]> {
  const own = db
    .select({ genreId: titleGenres.genreId })
    .from(titleGenres)
    .where(and(eq(titleGenres.titleKind, ref.kind), eq(titleGenres.titleId, ref.id)));
  const rows = await db
    .select({ kind: titleGenres.titleKind, id: titleGenres.titleId, shared: count() })
    .from(titleGenres)
    .where(
      and(
        inArray(titleGenres.genreId, own),
        sql`not (${titleGenres.titleKind} = ${ref.kind} and ${titleGenres.titleId} = ${ref.id})`,
      ),
    )
    .groupBy(titleGenres.titleKind, titleGenres.titleId)
    .orderBy(desc(count()))
    .limit(limit * 4);
  const shared = new Map(rows.map((row) => [refKey(row), row.shared]));
  const candidates = await loadCards(db, rows, now);
  candidates.sort(
    (a, b) =>
      shared.get(refKey(b))! - shared.get(refKey(a))! ||
      Number(b.kind === ref.kind) - Number(a.kind === ref.kind) ||
      b.view_count - a.view_count ||
      a.id - b.id,
  );
  const result = candidates.slice(0, limit);
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
    .select({ media: movies.media, subtitles: movies.subtitles, updatedAt: movies.updatedAt })
    .from(movies)
    .where(eq(movies.id, id));
  if (!row) return null;
  const [sectionList, similar] = await Promise.all([
    sectionsOf(db, { kind: "movie", id }),
    similarTitles(db, { kind: "movie", id }, now),
  ]);
  return {
    ...card,
    kind: "movie" as const,
    sections: sectionList,
    media: mediaUrl(row.media),
    subtitles: subtitleTracks(row.subtitles),
    updated_at: row.updatedAt.toISOString(),
    similar,
  };
}

export async function seasonsOf(db: Executor, seriesId: number) {
  const rows = await db
    .select({
      seasonId: seasons.id,
      seasonNo: seasons.seasonNo,
      episode: {
        id: episodes.id,
        episodeNo: episodes.episodeNo,
        titleEn: episodes.titleEn,
        titleVi: episodes.titleVi,
        image: episodes.image,
        durationSec: episodes.durationSec,
        media: episodes.media,
        subtitles: episodes.subtitles,
      },
    })
    .from(seasons)
    .leftJoin(episodes, eq(episodes.seasonId, seasons.id))
    .where(eq(seasons.seriesId, seriesId))
    .orderBy(asc(seasons.seasonNo), asc(episodes.episodeNo));
  const result: {
    id: number;
    season_no: number;
    episodes: {
      id: number;
      episode_no: number;
      title_en: string;
      title_vi: string;
      image: string | null;
      duration_sec: number;
      media: string | null;
      subtitles: Subtitle[];
    }[];
  }[] = [];
  for (const row of rows) {
    let season = result[result.length - 1];
    if (!season || season.id !== row.seasonId) {
      season = { id: row.seasonId, season_no: row.seasonNo, episodes: [] };
      result.push(season);
    }
    if (row.episode) {
      season.episodes.push({
        id: row.episode.id,
        episode_no: row.episode.episodeNo,
        title_en: row.episode.titleEn,
        title_vi: row.episode.titleVi,
        image: row.episode.image,
        duration_sec: row.episode.durationSec,
        media: mediaUrl(row.episode.media),
        subtitles: subtitleTracks(row.episode.subtitles),
      });
    }
  }
  return result;
}

export async function seriesDetail(db: Executor, id: number, now: Date) {
  const [card] = await loadCards(db, [{ kind: "series", id }], now);
  if (!card) return null;
  const [row] = await db.select({ updatedAt: tvSeries.updatedAt }).from(tvSeries).where(eq(tvSeries.id, id));
  if (!row) return null;
  const [sectionList, seasonList, similar] = await Promise.all([
    sectionsOf(db, { kind: "series", id }),
    seasonsOf(db, id),
    similarTitles(db, { kind: "series", id }, now),
  ]);
  return {
    ...card,
    kind: "series" as const,
    sections: sectionList,
    seasons: seasonList,
    updated_at: row.updatedAt.toISOString(),
    similar,
  };
}

/** Whether a title exists and is published (for ratings, favorites and history). */
export async function titleExists(db: Executor, ref: TitleRef, now: Date): Promise<boolean> {
  const table = tableOf(ref.kind);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, ref.id), published(table, now)))
    .limit(1);
  return Boolean(row);
}

// ── Search ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Every word of the query must be a word of the search text, the last one only its beginning (the
 * viewer may still be typing): "bo gia" finds "bo gia" and "bo giac", not "bon gio giam". Words are
 * [a-z0-9] only (queryWords), so they are safe inside the regular expression.
 */
export function wordConditions(column: AnyColumn | SQL, words: readonly string[]): SQL | undefined {
  return and(
    ...words.map((word, i) => {
      const pattern = i === words.length - 1 ? `(^| )${word}` : `(^| )${word}( |$)`;
      return sql`${column} ~ ${pattern}`;
    }),
  );
}

/** Titles whose search text starts with the whole query come first, then those with a word starting it. */
export function phraseRank(column: AnyColumn | SQL, phrase: string): SQL<number> {
  return sql<number>`case when ${column} like ${`${phrase}%`} then 0 when ${column} like ${`% ${phrase}%`} then 1 else 2 end`;
}

export async function searchTitles(
  db: Executor,
  kind: TitleKind,
  words: readonly string[],
  limit: number,
  now: Date,
): Promise<TitleRef[]> {
  if (!words.length) return [];
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(published(table, now), wordConditions(table.searchText, words)))
    .orderBy(phraseRank(table.searchText, words.join(" ")), desc(table.viewCount), desc(table.id))
    .limit(limit);
  return rows.map((row) => ({ kind, id: row.id }));
}

/** Prefix suggestions of both kinds: best match first, then the most watched. */
export async function suggestTitles(db: Executor, words: readonly string[], limit: number, now: Date) {
  if (!words.length) return [];
  const phrase = words.join(" ");
  const find = (kind: TitleKind) => {
    const table = tableOf(kind);
    return db
      .select({
        id: table.id,
        titleEn: table.titleEn,
        titleVi: table.titleVi,
        year: table.year,
        poster: table.poster,
        views: table.viewCount,
        rank: phraseRank(table.searchText, phrase),
      })
      .from(table)
      .where(and(published(table, now), wordConditions(table.searchText, words)))
      .orderBy(phraseRank(table.searchText, phrase), desc(table.viewCount))
      .limit(limit);
  };
  const [movieRows, seriesRows] = await Promise.all([find("movie"), find("series")]);
  return [
    ...movieRows.map((row) => ({ kind: "movie" as const, ...row })),
    ...seriesRows.map((row) => ({ kind: "series" as const, ...row })),
  ]
    .sort((a, b) => Number(a.rank) - Number(b.rank) || b.views - a.views)
    .slice(0, limit)
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      title_en: row.titleEn,
      title_vi: row.titleVi,
      year: row.year,
      poster: row.poster,
    }));
}
