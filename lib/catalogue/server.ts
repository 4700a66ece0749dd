import { cache } from "react";
import { serverApi } from "@/lib/api/server";
import { cachedRead } from "@/lib/api/cached-read";
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

/** Cached under the catalogue's tags for CATALOGUE_REVALIDATE_SECONDS (lib/api/cached-read). */
function tagged<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return cachedRead(key, { tags, revalidate: CATALOGUE_REVALIDATE_SECONDS }, read);
}

export const getHome = cache(() =>
  tagged(["home"], [TAGS.catalogue], () => serverApi().get("/home", HomeSchema)),
);

export const getSections = cache(async () =>
  tagged(
    ["sections"],
    [TAGS.catalogue],
    async () => (await serverApi().get("/sections", SectionListSchema)).data,
  ),
);

export const getGenres = cache(async () =>
  tagged(["genres"], [TAGS.catalogue], async () => (await serverApi().get("/genres", GenreListSchema)).data),
);

/**
 * A page of /movies or /series, keyed by its validated query (lib/query-address.ts). Filtered ones
 * (a section, genre, year or country: a few hundred thousand valid combinations, most of them empty)
 * stay in each process's memory (TAGS.unshared); the sorts and pages of the whole list are shared.
 */
export function getListing(kind: "movies" | "series", query: ListingQuery) {
  const key = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join("&");
  const filtered = [query.section, query.genre, query.year, query.country].some(
    (value) => value !== undefined,
  );
  const tags = filtered ? [TAGS.catalogue, TAGS.unshared] : [TAGS.catalogue];
  return tagged(["listing", kind, key], tags, () =>
    serverApi().get(`/${kind}`, TitlePageSchema, { searchParams: { ...query } }),
  );
}

/** Cached like the listings; deduplicated within a render (the metadata and the page read it once). */
export const getSection = cache((id: number, page: number) =>
  tagged(["section", String(id), String(page)], [TAGS.catalogue], () =>
    serverApi().get(`/sections/${id}`, SectionPageSchema, { searchParams: { page } }),
  ),
);

/**
 * Films, series and articles for a keyword, cached in this process's memory only (TAGS.unshared) and
 * refreshed with the catalogue and the blog.
 */
export const searchCatalogue = cache((q: string) =>
  tagged(["search", q], [TAGS.catalogue, TAGS.blog, TAGS.unshared], () =>
    serverApi().get("/search", SearchResultSchema, { searchParams: { q, limit: 24 } }),
  ),
);

/**
 * A film or a series with everything its watch page shows. Cached across requests under the title's
 * tag (revalidated on demand when it changes, at the latest after CATALOGUE_REVALIDATE_SECONDS), and
 * deduplicated within a render (metadata and page read it once).
 */
export const getMovie = cache((id: number) =>
  tagged(["movie", String(id)], [TAGS.catalogue, TAGS.movie(id)], () =>
    serverApi().get(`/movies/${id}`, MovieDetailSchema),
  ),
);

export const getSeries = cache((id: number) =>
  tagged(["series", String(id)], [TAGS.catalogue, TAGS.series(id)], () =>
    serverApi().get(`/series/${id}`, SeriesDetailSchema),
  ),
);

/** What a guest is recommended: the most watched titles (the same for everyone). */
export const getPopular = cache(() =>
  tagged(["popular"], [TAGS.catalogue], () =>
    serverApi().get("/recommendations", RecommendationsSchema, { searchParams: { limit: 24 } }),
  ),
);
