/** The demo catalogue's sections (home rows, /category pages) and genres (taxonomy.json). */
import type { AgeRating } from "@/lib/catalogue/age-ratings";
import taxonomy from "./taxonomy.json";

export const SECTIONS = taxonomy.sections;
export type SectionKey = keyof typeof SECTIONS;

export const GENRES = taxonomy.genres;
export type GenreKey = keyof typeof GENRES;

/** What a demo film and a demo series both have: bilingual title and story, year, country, where it is listed. */
export type TitleSeed = {
  en: string;
  vi: string;
  descEn: string;
  descVi: string;
  year: number;
  country: string;
  /** The original audio's language, ISO 639-1: "vi" for a Vietnamese title, "ko", "en"… */
  language: string;
  genres: GenreKey[];
  sections: SectionKey[];
  /** A crowd favourite (more views). */
  hot?: boolean;
};

/** The committed demo clips (scripts/make-clips.sh) under server/media/. */
export const CLIPS = ["aurora", "fractal", "signal", "prism"] as const;
export type ClipName = (typeof CLIPS)[number];

/**
 * The demo's classification of a title (Vietnam's P/K/T13/T16/T18), from its genres: the strictest
 * one any of them calls for. A real title's comes from the classification board, typed in the studio.
 */
export function demoAgeRating(genres: readonly GenreKey[]): AgeRating {
  const strictness: [AgeRating, readonly GenreKey[]][] = [
    ["T18", ["horror"]],
    ["T16", ["thriller", "crime", "action"]],
    ["T13", ["drama", "romance", "mystery", "scifi", "fantasy", "adventure"]],
    ["K", ["comedy", "documentary"]],
  ];
  return strictness.find(([, kinds]) => kinds.some((kind) => genres.includes(kind)))?.[0] ?? "P";
}
