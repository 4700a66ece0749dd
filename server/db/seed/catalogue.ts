import type { Database } from "../client";
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
} from "../schema";
import type { FileStorage } from "../../providers/storage";
import { searchTextOf } from "../../services/search-text";
import { toSlug } from "@/lib/slug";
import { renderAll, type ArtJob } from "./artwork";
import { BANNERS } from "./content/banners";
import { FILMS } from "./content/films";
import { EPISODE_TITLES, SERIES } from "./content/series";
import { CLIPS, GENRES, SECTIONS, type GenreKey, type SectionKey } from "./content/taxonomy";
import type { Rng } from "./random";

/** What later seeds need to know about the catalogue. */
export type SeededCatalogue = { movieIds: number[]; seriesIds: number[]; episodeIds: number[] };

const DAY = 86_400_000;

/** Artwork sizes: posters 2:3, thumbnails and episode stills 16:9, home banners 5:2. */
export const ART_SIZES = {
  poster: { width: 400, height: 600 },
  thumbnail: { width: 640, height: 360 },
  episode: { width: 480, height: 270 },
  banner: { width: 1600, height: 640 },
} as const;

export function clipMedia(clip: string): { media: string; subtitles: SubtitleTrack[] } {
  return {
    media: `clips/${clip}/master.m3u8`,
    subtitles: [
      { lang: "en", path: `clips/${clip}/subs.en.vtt` },
      { lang: "vi", path: `clips/${clip}/subs.vi.vtt` },
    ],
  };
}

/** A file name per title, from its English title: unique, URL-safe. */
function uniqueSlugs(titles: readonly string[]): string[] {
  const seen = new Set<string>();
  return titles.map((title) => {
    const base = toSlug(title) || "title";
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  });
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

const kicker = (year: number, country: string, genre: GenreKey | undefined) =>
  [String(year), country, genre ? GENRES[genre].en : ""].filter(Boolean).join(" · ");

/**
 * Sections, genres, films, series with seasons and episodes, home banners and their artwork.
 * `now` anchors publication dates (defaults to the current time).
 */
export async function seedCatalogue(
  db: Database,
  rng: Rng,
  options: { images: FileStorage; artwork: boolean; now?: Date },
): Promise<SeededCatalogue> {
  const now = options.now ?? new Date();
  const art: ArtJob[] = [];

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
  const filmSlugs = uniqueSlugs(FILMS.map((film) => film.en));
  const movieRows = await db
    .insert(movies)
    .values(
      FILMS.map((film, i) => {
        const slug = filmSlugs[i]!;
        const publishedAt = publishedFor(rng, now, film.sections.includes("new"));
        return {
          titleEn: film.en,
          titleVi: film.vi,
          descriptionEn: film.descEn,
          descriptionVi: film.descVi,
          year: film.year,
          country: film.country,
          durationMin: film.minutes,
          poster: `${slug}.webp`,
          thumbnail: `${slug}.webp`,
          searchText: searchTextOf(film.en, film.vi),
          viewCount: viewsFor(rng, film.hot ?? false),
          publishedAt,
          createdAt: publishedAt,
          // Edited some days after publication, but never after now (a sitemap's lastmod is a past date).
          updatedAt: new Date(Math.min(publishedAt.getTime() + rng.int(0, 20) * DAY, now.getTime())),
          ...clipMedia(CLIPS[i % CLIPS.length]!),
        };
      }),
    )
    .returning({ id: movies.id });
  const movieIds = movieRows.map((row) => row.id);
  FILMS.forEach((film, i) => {
    const slug = filmSlugs[i]!;
    const text = {
      title: film.en,
      subtitle: film.vi,
      kicker: kicker(film.year, film.country, film.genres[0]),
    };
    art.push({ path: `movies/posters/${slug}.webp`, spec: { seed: film.en, ...text, ...ART_SIZES.poster } });
    art.push({
      path: `movies/thumbnails/${slug}.webp`,
      spec: { seed: film.en, ...text, ...ART_SIZES.thumbnail },
    });
  });

  // ── Series, seasons, episodes ──
  const seriesSlugs = uniqueSlugs(SERIES.map((show) => show.en));
  const seriesRows = await db
    .insert(tvSeries)
    .values(
      SERIES.map((show, i) => {
        const publishedAt = publishedFor(rng, now, show.sections.includes("new"));
        return {
          titleEn: show.en,
          titleVi: show.vi,
          descriptionEn: show.descEn,
          descriptionVi: show.descVi,
          year: show.year,
          country: show.country,
          poster: `${seriesSlugs[i]}.webp`,
          thumbnail: `${seriesSlugs[i]}.webp`,
          searchText: searchTextOf(show.en, show.vi),
          viewCount: viewsFor(rng, show.hot ?? false),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: new Date(Math.min(publishedAt.getTime() + rng.int(0, 30) * DAY, now.getTime())),
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
    const slug = seriesSlugs[i]!;
    const total = show.seasons.reduce((sum, n) => sum + n, 0);
    const titles = rng.sample(EPISODE_TITLES, total);
    let k = 0;
    show.seasons.forEach((count, s) => {
      for (let e = 1; e <= count; e++) {
        const [en, vi] = titles[k++] ?? [`Episode ${e}`, `Tập ${e}`];
        const file = `${slug}-s${String(s + 1).padStart(2, "0")}e${String(e).padStart(2, "0")}.webp`;
        episodeValues.push({
          seasonId: seasonId.get(`${seriesIds[i]}:${s + 1}`)!,
          episodeNo: e,
          titleEn: en,
          titleVi: vi,
          image: file,
          durationSec: (show.episodeMinutes + rng.int(-4, 5)) * 60 + rng.int(0, 59),
          ...clipMedia(CLIPS[(i + s + e) % CLIPS.length]!),
        });
        art.push({
          path: `tvseries/episodes/${file}`,
          spec: {
            seed: `${show.en} season ${s + 1}`,
            title: en,
            subtitle: vi,
            kicker: show.en,
            badge: `S${s + 1} · E${e}`,
            ...ART_SIZES.episode,
          },
        });
      }
    });
    const text = {
      title: show.en,
      subtitle: show.vi,
      kicker: kicker(show.year, show.country, show.genres[0]),
    };
    art.push({
      path: `tvseries/posters/${slug}.webp`,
      spec: { seed: show.en, ...text, ...ART_SIZES.poster },
    });
    art.push({
      path: `tvseries/thumbnails/${slug}.webp`,
      spec: { seed: show.en, ...text, ...ART_SIZES.thumbnail },
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
      const file = `${toSlug(banner.title)}-banner.webp`;
      art.push({
        path: `main-home/banner/${file}`,
        spec: {
          seed: banner.title,
          title: banner.title,
          subtitle: banner.vi,
          kicker: banner.en,
          ...ART_SIZES.banner,
        },
      });
      return {
        titleKind: banner.kind,
        titleId: (banner.kind === "movie" ? movieIds : seriesIds)[index]!,
        headlineEn: banner.en,
        headlineVi: banner.vi,
        image: file,
        position,
        active: true,
      };
    }),
  );

  if (options.artwork) await renderAll(art, options.images);

  return { movieIds, seriesIds, episodeIds: episodeRows.map((row) => row.id) };
}
