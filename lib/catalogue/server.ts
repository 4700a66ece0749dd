import { cache } from "react";
import { serverApi } from "@/lib/api/server";
import {
  GenreListSchema,
  HomeSchema,
  SearchResultSchema,
  SectionListSchema,
  SectionPageSchema,
  TitlePageSchema,
  type ListingQuery,
} from "@/lib/contract/catalogue";

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
