/** Sample titles and posts for the schema.org builders' tests, and what the tests look for in them. */
import type { MovieDetail, SeriesDetail } from "@/lib/contract/catalogue";

export const SITE = "https://cineva.vn";

export const movie = {
  kind: "movie",
  id: 18,
  title_en: "The Quiet Orbit",
  title_vi: "Quỹ đạo lặng im",
  description_en: "An astronomer listens.",
  description_vi: "Một nhà thiên văn lắng nghe.",
  year: 2024,
  country: "US",
  poster: "p.webp",
  thumbnail: "t.webp",
  duration_min: 132,
  seasons_count: null,
  episodes_count: null,
  genres: [{ id: 1, name_en: "Drama", name_vi: "Chính kịch" }],
  rating: { average: 4.2, count: 7 },
  view_count: 10,
  published_at: "2024-05-01T07:30:00.000Z",
  sections: [],
  original_language: "en",
  access: "free",
  rent_price: null,
  age_rating: "T13",
  directors: [{ id: 1, name: "Lê Minh" }],
  cast: [
    { id: 2, name: "Ana Reyes" },
    { id: 3, name: "Trần Thu" },
  ],
  media: "/media/clips/aurora/master.m3u8",
  subtitles: [],
  segments: [],
  storyboard: null,
  audio: [],
  updated_at: "2024-05-02T00:00:00.000Z",
  similar: [],
} satisfies MovieDetail;

export const movieCtx = {
  locale: "vi" as const,
  url: `${SITE}/vi/movie/18/the-quiet-orbit`,
  poster: `${SITE}/images/movies/posters/p.webp`,
  thumbnail: `${SITE}/images/movies/thumbnails/t.webp`,
};

export const episode = (no: number) => ({
  id: 100 + no,
  episode_no: no,
  title_en: `Lantern ${no}`,
  title_vi: `Đèn lồng ${no}`,
  image: `e${no}.webp`,
  duration_sec: 16,
  media: "/media/clips/silk/master.m3u8",
  subtitles: [],
  segments: [],
  storyboard: null,
  audio: [],
});

export const series = {
  ...movie,
  kind: "series",
  id: 1,
  title_en: "House of Silk Lanterns",
  title_vi: "Nhà đèn lồng lụa",
  country: "VN",
  original_language: "vi",
  access: "free",
  rent_price: null,
  age_rating: null,
  duration_min: null,
  seasons_count: 2,
  episodes_count: 3,
  seasons: [
    { id: 1, season_no: 1, episodes: [episode(1), episode(2)] },
    { id: 2, season_no: 2, episodes: [episode(1)] },
  ],
} satisfies SeriesDetail;

/** Every string in the object that looks like a URL (keys named url, item, image, …Url). */
export function urlsIn(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => urlsIn(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => urlsIn(v, k));
  return typeof value === "string" && /^(url|item|image|mainEntityOfPage|\w+Url)$/.test(key) ? [value] : [];
}

/** No "" / null / [] anywhere: Google reads them as invalid values. */
export function emptyValues(value: unknown): unknown[] {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return [value];
  if (Array.isArray(value)) return value.flatMap(emptyValues);
  if (value && typeof value === "object") return Object.values(value).flatMap(emptyValues);
  return [];
}
