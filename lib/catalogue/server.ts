import { cache } from "react";
import { unstable_cache } from "next/cache";
import { serverApi } from "@/lib/api/server";
import {
  GenreListSchema,
  HomeSchema,
  MovieDetailSchema,
  RecommendationsSchema,
  SeriesDetailSchema,
  SearchResultSchema,
  SectionListSchema,
  SectionPageSchema,
  TitlePageSchema,
  type ListingQuery,
} from "@/lib/contract/catalogue";
import { TAGS } from "./tags";

/**
 * Catalogue reads for server components. The pages that use them are prerendered per language and
 * rendered again at most every CATALOGUE_REVALIDATE_SECONDS, so repeated views reach neither React
 * nor the database.
 */
export const CATALOGUE_REVALIDATE_SECONDS = 300;

export const getHome = cache(() => serverApi().get("/home", HomeSchema));

export const getSections = cache(async () => (await serverApi().get("/sections", SectionListSchema)).data);

export const getGenres = cache(async () => (await serverApi().get("/genres", GenreListSchema)).data);

export function getListing(kind: "movies" | "series", query: ListingQuery) {
  return serverApi().get(`/${kind}`, TitlePageSchema, { searchParams: { ...query } });
}

export function getSection(id: number, page: number) {
  return serverApi().get(`/sections/${id}`, SectionPageSchema, { searchParams: { page } });
}

export function searchCatalogue(q: string) {
  return serverApi().get("/search", SearchResultSchema, { searchParams: { q, limit: 24 } });
}

/**
 * A film or a series with everything its watch page shows. Cached across requests under the title's
 * tag (revalidated on demand when it changes, at the latest after CATALOGUE_REVALIDATE_SECONDS), and
 * deduplicated within a render (metadata and page read it once).
 */
export const getMovie = cache((id: number) =>
  unstable_cache(() => serverApi().get(`/movies/${id}`, MovieDetailSchema), ["movie", String(id)], {
    tags: [TAGS.catalogue, TAGS.movie(id)],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  })(),
);

export const getSeries = cache((id: number) =>
  unstable_cache(() => serverApi().get(`/series/${id}`, SeriesDetailSchema), ["series", String(id)], {
    tags: [TAGS.catalogue, TAGS.series(id)],
    revalidate: CATALOGUE_REVALIDATE_SECONDS,
  })(),
);

/** What a guest is recommended: the most watched titles (the same for everyone). */
export const getPopular = cache(() =>
  serverApi().get("/recommendations", RecommendationsSchema, { searchParams: { limit: 24 } }),
);
