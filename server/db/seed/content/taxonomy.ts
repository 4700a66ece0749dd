/** The demo catalogue's sections (home rows, /category pages) and genres (taxonomy.json). */

import taxonomy from "./taxonomy.json";

export const SECTIONS = taxonomy.sections;
export type SectionKey = keyof typeof SECTIONS;

export const GENRES = taxonomy.genres;
export type GenreKey = keyof typeof GENRES;

/** The committed demo clips (scripts/make-clips.sh) under server/media/. */
export const CLIPS = ["aurora", "fractal", "signal", "prism"] as const;
export type ClipName = (typeof CLIPS)[number];
