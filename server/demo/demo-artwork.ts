/**
 * The demo's artwork files: their names (stored in the database by the seed), what each one draws,
 * and bringing an installation seeded by an earlier drawing up to the current one.
 */
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { banners, blogPosts, episodes, movies, tvSeries } from "../db/schema";
import type { FileStorage } from "../providers/storage";
import { toSlug } from "@/lib/slug";
import { renderAll, type ArtSpec } from "./artwork";
import { BANNERS } from "./content/banners";
import { BLOG_POSTS } from "./content/blog-posts";
import { FILMS } from "./content/films";
import { SERIES } from "./content/series";

/**
 * Which drawing the artwork is. Raise it whenever artwork.ts draws differently: the files get new
 * names, so no cache holds on to the old picture (artwork is served immutable for a year), and
 * installations seeded earlier are redrawn on their next start (refreshDemoArtwork).
 * 1: titles set as text in the image. 2: shapes only.
 */
export const ARTWORK_VERSION = 2;

/** A file name of the demo artwork; version 1's had no suffix. */
export function artFile(base: string, version = ARTWORK_VERSION): string {
  return version === 1 ? `${base}.webp` : `${base}-v${version}.webp`;
}

/** Posters 2:3, thumbnails and episode stills 16:9, home banners 5:2, blog covers 16:9. */
export const ART_SIZES = {
  poster: { width: 400, height: 600 },
  thumbnail: { width: 640, height: 360 },
  episode: { width: 480, height: 270 },
  banner: { width: 1600, height: 640 },
  cover: { width: 960, height: 540 },
} as const;

/** A base name per title, from its English title: unique, URL-safe. */
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

/** Base names (without version and extension) of every piece of demo artwork. */
export const artBase = {
  films: () => uniqueSlugs(FILMS.map((film) => film.en)),
  series: () => uniqueSlugs(SERIES.map((show) => show.en)),
  episode: (series: string, season: number, episode: number) =>
    `${series}-s${String(season).padStart(2, "0")}e${String(episode).padStart(2, "0")}`,
  banner: (title: string) => `${toSlug(title)}-banner`,
  blogCover: (title: string) => toSlug(title).slice(0, 80),
};

/** The folders under {host}/images/ (product §3.6), each with the column that stores its file names. */
const FOLDERS = {
  "movies/posters": [movies, movies.poster],
  "movies/thumbnails": [movies, movies.thumbnail],
  "tvseries/posters": [tvSeries, tvSeries.poster],
  "tvseries/thumbnails": [tvSeries, tvSeries.thumbnail],
  "tvseries/episodes": [episodes, episodes.image],
  "main-home/banner": [banners, banners.image],
  "blog/covers": [blogPosts, blogPosts.cover],
} satisfies Record<string, [PgTable, PgColumn]>;
export type ArtFolder = keyof typeof FOLDERS;

export type DemoArt = { folder: ArtFolder; base: string; spec: ArtSpec };

/** Every piece of demo artwork, from the content alone (so it can be redrawn without reseeding). */
export function demoArtwork(): DemoArt[] {
  const art: DemoArt[] = [];
  const filmBases = artBase.films();
  FILMS.forEach((film, i) => {
    const base = filmBases[i]!;
    art.push({ folder: "movies/posters", base, spec: { seed: film.en, ...ART_SIZES.poster } });
    art.push({ folder: "movies/thumbnails", base, spec: { seed: film.en, ...ART_SIZES.thumbnail } });
  });
  const seriesBases = artBase.series();
  SERIES.forEach((show, i) => {
    const base = seriesBases[i]!;
    art.push({ folder: "tvseries/posters", base, spec: { seed: show.en, ...ART_SIZES.poster } });
    art.push({ folder: "tvseries/thumbnails", base, spec: { seed: show.en, ...ART_SIZES.thumbnail } });
    show.seasons.forEach((count, s) => {
      for (let e = 1; e <= count; e++) {
        // An episode keeps its series' palette and motif, rearranged.
        art.push({
          folder: "tvseries/episodes",
          base: artBase.episode(base, s + 1, e),
          spec: { seed: show.en, variant: `S${s + 1}E${e}`, ...ART_SIZES.episode },
        });
      }
    });
  });
  for (const banner of BANNERS) {
    art.push({
      folder: "main-home/banner",
      base: artBase.banner(banner.title),
      spec: { seed: banner.title, ...ART_SIZES.banner },
    });
  }
  for (const post of BLOG_POSTS) {
    art.push({
      folder: "blog/covers",
      base: artBase.blogCover(post.en),
      spec: { seed: post.en, ...ART_SIZES.cover },
    });
  }
  return art;
}

export const artPath = (art: Pick<DemoArt, "folder" | "base">, version = ARTWORK_VERSION) =>
  `${art.folder}/${artFile(art.base, version)}`;

/** Beside the images: which drawing they are. */
const MARKER = ".artwork-version";

const drawAll = (art: readonly DemoArt[], images: FileStorage) =>
  renderAll(
    art.map((piece) => ({ path: artPath(piece), spec: piece.spec })),
    images,
  );
const markDrawn = (images: FileStorage) => images.write(MARKER, Buffer.from(`${ARTWORK_VERSION}\n`));

/** Draws every piece of demo artwork and notes the drawing's version. */
export async function drawDemoArtwork(images: FileStorage): Promise<void> {
  await drawAll(demoArtwork(), images);
  await markDrawn(images);
}

export type Rename = { folder: ArtFolder; from: string; to: string };

/** Points stored file names elsewhere: only rows holding exactly a `from` name change. */
export async function renameStoredArt(db: Database, renames: readonly Rename[]): Promise<void> {
  for (const [folder, [table, column]] of Object.entries(FOLDERS)) {
    const pairs = renames.filter((rename) => rename.folder === folder);
    if (!pairs.length) continue;
    const values = sql.join(
      pairs.map(({ from, to }) => sql`(${from}, ${to})`),
      sql`, `,
    );
    await db.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = m.new_name from (values ${values}) as m(old_name, new_name) where ${column} = m.old_name`,
    );
  }
}

/**
 * On an installation seeded earlier: when its images are not of the current drawing, draw it, point
 * the stored names from every older drawing's files to the new ones, and delete the old files.
 * Safe to repeat after an interruption. Returns whether there was anything to do.
 */
export async function refreshDemoArtwork(db: Database, images: FileStorage): Promise<boolean> {
  const marker = (await images.read(MARKER))?.toString().trim();
  if (marker === String(ARTWORK_VERSION)) return false;
  const art = demoArtwork();
  await drawAll(art, images);
  const renames = art.flatMap((piece) =>
    Array.from({ length: ARTWORK_VERSION - 1 }, (_, i) => ({
      folder: piece.folder,
      from: artFile(piece.base, i + 1),
      to: artFile(piece.base),
    })),
  );
  await renameStoredArt(db, renames);
  for (const { folder, from } of renames) await images.remove(`${folder}/${from}`);
  await markDrawn(images); // last: an interrupted refresh is redone in full
  return true;
}
