import * as catalogue from "@/lib/contract/endpoints/catalogue";
import * as activity from "@/lib/contract/endpoints/activity";
import type { ListingQuery } from "@/lib/contract/catalogue";
import { TAGS } from "@/lib/catalogue/tags";
import { cachedRead } from "../cached-read";

/**
 * Catalogue reads for server components. The pages that use them are prerendered per language and
 * rendered again at most every CATALOGUE_REVALIDATE_SECONDS, so repeated views reach neither React
 * nor the database.
 */
export const CATALOGUE_REVALIDATE_SECONDS = 300;

/** Under these tags, for CATALOGUE_REVALIDATE_SECONDS. */
const taggedWith = (...tags: string[]) => ({ tags, revalidate: CATALOGUE_REVALIDATE_SECONDS });

export const getHome = () => cachedRead(catalogue.home, {}, taggedWith(TAGS.catalogue));

export const getSections = async () =>
  (await cachedRead(catalogue.sections, {}, taggedWith(TAGS.catalogue))).data;

export const getGenres = async () =>
  (await cachedRead(catalogue.genres, {}, taggedWith(TAGS.catalogue))).data;

/**
 * A page of /movies or /series for its validated query (lib/query-address.ts). Filtered ones (a
 * section, genre, year or country: a few hundred thousand valid combinations, most of them empty)
 * stay in each process's memory (TAGS.unshared); the sorts and pages of the whole list are shared.
 */
export function getListing(kind: "movies" | "series", query: ListingQuery) {
  const filtered = [query.section, query.genre, query.year, query.country].some(
    (value) => value !== undefined,
  );
  const tags = filtered ? taggedWith(TAGS.catalogue, TAGS.unshared) : taggedWith(TAGS.catalogue);
  return cachedRead(kind === "movies" ? catalogue.movies : catalogue.series, { query }, tags);
}

export const getSection = (id: number, page: number) =>
  cachedRead(catalogue.section, { params: { id }, query: { page } }, taggedWith(TAGS.catalogue));

/**
 * Films, series and articles for a keyword, cached in this process's memory only (TAGS.unshared) and
 * refreshed with the catalogue and the blog.
 */
export const searchCatalogue = (q: string) =>
  cachedRead(
    catalogue.search,
    { query: { q, limit: 24 } },
    taggedWith(TAGS.catalogue, TAGS.blog, TAGS.unshared),
  );

/**
 * A film or a series with everything its watch page shows, under the title's own tag too (revalidated
 * on demand when it changes, at the latest after CATALOGUE_REVALIDATE_SECONDS).
 */
export const getMovie = (id: number) =>
  cachedRead(catalogue.movie, { params: { id } }, taggedWith(TAGS.catalogue, TAGS.movie(id)));

export const getSeries = (id: number) =>
  cachedRead(catalogue.seriesDetail, { params: { id } }, taggedWith(TAGS.catalogue, TAGS.series(id)));

/** What a guest is recommended: the most watched titles (the same for everyone). */
export const getPopular = () =>
  cachedRead(activity.recommendations, { query: { limit: 24 } }, taggedWith(TAGS.catalogue));
