import type { Database } from "../db/client";
import {
  banners,
  episodes,
  genres,
  movies,
  seasons,
  sections,
  titleGenres,
  titleSections,
  tvSeries,
  type SubtitleTrack,
} from "../db/schema";
import type { PlaybackSegment } from "@/lib/player/segments";
import { searchTextOf } from "../db/search-text";
import { artBase, artFile } from "./demo-artwork";
import { BANNERS } from "./content/banners";
import { FILMS } from "./content/films";
import { EPISODE_TITLES, SERIES } from "./content/series";
import {
  CLIPS,
  demoAgeRating,
  GENRES,
  SECTIONS,
  type GenreKey,
  type SectionKey,
  type TitleSeed,
} from "./content/taxonomy";
import type { Rng } from "./random";

/** What later seeds need to know about the catalogue. */
export type SeededCatalogue = { movieIds: number[]; seriesIds: number[]; episodeIds: number[] };

const DAY = 86_400_000;

export function clipMedia(clip: string): { media: string; subtitles: SubtitleTrack[]; storyboard: string } {
  return {
    media: `clips/${clip}/master.m3u8`,
    storyboard: `clips/${clip}/storyboard.vtt`,
    subtitles: [
      { lang: "en", path: `clips/${clip}/subs.en.vtt` },
      { lang: "vi", path: `clips/${clip}/subs.vi.vtt` },
    ],
  };
}

/**
 * Where the demo clips' recap, opening titles and credits are (each clip runs 16 s; scripts/make-clips.sh):
 * the opening titles over the welcome line, the credits over the last one; an episode after a
 * season's first opens with a recap.
 */
export function clipSegments(episodeNo?: number): PlaybackSegment[] {
  const credits: PlaybackSegment = { kind: "credits", start_sec: 12, end_sec: 16 };
  if (episodeNo === undefined || episodeNo <= 1)
    return [{ kind: "intro", start_sec: 0, end_sec: 5 }, credits];
  return [{ kind: "recap", start_sec: 0, end_sec: 3 }, { kind: "intro", start_sec: 3, end_sec: 7 }, credits];
}

/** Most titles have modest audiences; the crowd favourites have big ones. */
function viewsFor(rng: Rng, hot: boolean): number {
  return hot ? rng.int(80_000, 420_000) : Math.round(400 + rng.next() ** 2 * 60_000);
}

/** New releases came out in the last six weeks; the rest over the year before. */
function publishedFor(rng: Rng, now: Date, isNew: boolean): Date {
  const days = isNew ? rng.int(1, 40) : rng.int(41, 364);
  return new Date(now.getTime() - days * DAY - rng.int(0, 23) * 3_600_000);
}

/**
 * Sections, genres, films, series with seasons and episodes and home banners, with the names of
 * their artwork (drawn by drawDemoArtwork). `now` anchors publication dates (defaults to now).
 */
export async function seedCatalogue(
  db: Database,
  rng: Rng,
  options: { now?: Date } = {},
): Promise<SeededCatalogue> {
  const now = options.now ?? new Date();

  const sectionKeys = Object.keys(SECTIONS) as SectionKey[];
  const sectionRows = await db
    .insert(sections)
    .values(
      sectionKeys.map((key, position) => ({ nameEn: SECTIONS[key].en, nameVi: SECTIONS[key].vi, position })),
    )
    .returning({ id: sections.id });
  const sectionId = new Map(sectionKeys.map((key, i) => [key, sectionRows[i]!.id]));

  const genreKeys = Object.keys(GENRES) as GenreKey[];
  const genreRows = await db
    .insert(genres)
    .values(genreKeys.map((key) => ({ nameEn: GENRES[key].en, nameVi: GENRES[key].vi })))
    .returning({ id: genres.id });
  const genreId = new Map(genreKeys.map((key, i) => [key, genreRows[i]!.id]));

  // ── Films ──
  const filmFiles = artBase.films().map((base) => artFile(base));
  const movieRows = await db
    .insert(movies)
    .values(
      FILMS.map((film, i) => {
        const file = filmFiles[i]!;
        return {
          ...titleColumns(film, rng, now, 20),
          durationMin: film.minutes,
          poster: file,
          thumbnail: file,
          ...clipMedia(CLIPS[i % CLIPS.length]!),
          segments: clipSegments(),
        };
      }),
    )
    .returning({ id: movies.id });
  const movieIds = movieRows.map((row) => row.id);

  // ── Series, seasons, episodes ──
  const seriesBases = artBase.series();
  const seriesRows = await db
    .insert(tvSeries)
    .values(
      SERIES.map((show, i) => {
        return {
          ...titleColumns(show, rng, now, 30),
          poster: artFile(seriesBases[i]!),
          thumbnail: artFile(seriesBases[i]!),
        };
      }),
    )
    .returning({ id: tvSeries.id });
  const seriesIds = seriesRows.map((row) => row.id);

  const seasonRows = await db
    .insert(seasons)
    .values(
      SERIES.flatMap((show, i) => show.seasons.map((_, s) => ({ seriesId: seriesIds[i]!, seasonNo: s + 1 }))),
    )
    .returning({ id: seasons.id, seriesId: seasons.seriesId, seasonNo: seasons.seasonNo });
  const seasonId = new Map(seasonRows.map((row) => [`${row.seriesId}:${row.seasonNo}`, row.id]));

  const episodeValues: (typeof episodes.$inferInsert)[] = [];
  SERIES.forEach((show, i) => {
    const base = seriesBases[i]!;
    const total = show.seasons.reduce((sum, n) => sum + n, 0);
    const titles = rng.sample(EPISODE_TITLES, total);
    let k = 0;
    show.seasons.forEach((count, s) => {
      for (let e = 1; e <= count; e++) {
        const [en, vi] = titles[k++] ?? [`Episode ${e}`, `Tập ${e}`];
        episodeValues.push({
          seasonId: seasonId.get(`${seriesIds[i]}:${s + 1}`)!,
          episodeNo: e,
          titleEn: en,
          titleVi: vi,
          image: artFile(artBase.episode(base, s + 1, e)),
          durationSec: (show.episodeMinutes + rng.int(-4, 5)) * 60 + rng.int(0, 59),
          ...clipMedia(CLIPS[(i + s + e) % CLIPS.length]!),
          segments: clipSegments(e),
        });
      }
    });
  });
  const episodeRows = await db.insert(episodes).values(episodeValues).returning({ id: episodes.id });

  // ── Genres and sections of every title ──
  const titles = [
    ...FILMS.map((film, i) => ({ kind: "movie" as const, id: movieIds[i]!, seed: film })),
    ...SERIES.map((show, i) => ({ kind: "series" as const, id: seriesIds[i]!, seed: show })),
  ];
  await db
    .insert(titleGenres)
    .values(
      titles.flatMap(({ kind, id, seed }) =>
        seed.genres.map((genre) => ({ titleKind: kind, titleId: id, genreId: genreId.get(genre)! })),
      ),
    );
  const positions = new Map<SectionKey, number>();
  await db.insert(titleSections).values(
    titles.flatMap(({ kind, id, seed }) =>
      seed.sections.map((section) => {
        const position = positions.get(section) ?? 0;
        positions.set(section, position + 1);
        return { titleKind: kind, titleId: id, sectionId: sectionId.get(section)!, position };
      }),
    ),
  );

  // ── Home banners ──
  await db.insert(banners).values(
    BANNERS.map((banner, position) => {
      const index = (banner.kind === "movie" ? FILMS : SERIES).findIndex((t) => t.en === banner.title);
      if (index < 0) throw new Error(`Banner for an unknown title: ${banner.title}`);
      return {
        titleKind: banner.kind,
        titleId: (banner.kind === "movie" ? movieIds : seriesIds)[index]!,
        headlineEn: banner.en,
        headlineVi: banner.vi,
        image: artFile(artBase.banner(banner.title)),
        position,
        active: true,
      };
    }),
  );

  return { movieIds, seriesIds, episodeIds: episodeRows.map((row) => row.id) };
}

/**
 * The columns a film and a series fill alike from their seed: texts, search text, views and dates
 * (published, and edited up to `editedWithinDays` later but never after now: a sitemap's lastmod is a
 * past date). The random draws come in the order the seed has always made them.
 */
function titleColumns(title: TitleSeed, rng: Rng, now: Date, editedWithinDays: number) {
  const publishedAt = publishedFor(rng, now, title.sections.includes("new"));
  const viewCount = viewsFor(rng, title.hot ?? false);
  const edited = publishedAt.getTime() + rng.int(0, editedWithinDays) * DAY;
  return {
    titleEn: title.en,
    titleVi: title.vi,
    descriptionEn: title.descEn,
    descriptionVi: title.descVi,
    year: title.year,
    country: title.country,
    originalLanguage: title.language,
    ageRating: demoAgeRating(title.genres),
    searchText: searchTextOf(title.en, title.vi),
    viewCount,
    publishedAt,
    createdAt: publishedAt,
    updatedAt: new Date(Math.min(edited, now.getTime())),
  };
}
