/** The public catalogue (lib/contract/catalogue.ts): home, listings, sections, genres, titles, search, sitemap. */
import {
  GenreListSchema,
  HomeSchema,
  ListingQuerySchema,
  MovieDetailSchema,
  PageQuerySchema,
  SearchQuerySchema,
  SearchResultSchema,
  SectionListSchema,
  SectionPageSchema,
  SeriesDetailSchema,
  SitemapPageSchema,
  SitemapQuerySchema,
  SuggestResultSchema,
  TitlePageSchema,
} from "../catalogue";
import { endpoint } from "../endpoint";
import { IdParamSchema } from "../ids";

export const home = endpoint({ method: "get", path: "/home", response: HomeSchema });

export const movies = endpoint({
  method: "get",
  path: "/movies",
  query: ListingQuerySchema,
  response: TitlePageSchema,
});

export const series = endpoint({
  method: "get",
  path: "/series",
  query: ListingQuerySchema,
  response: TitlePageSchema,
});

export const sections = endpoint({ method: "get", path: "/sections", response: SectionListSchema });

export const section = endpoint({
  method: "get",
  path: "/sections/{id}",
  params: IdParamSchema,
  query: PageQuerySchema,
  response: SectionPageSchema,
});

export const genres = endpoint({ method: "get", path: "/genres", response: GenreListSchema });

export const movie = endpoint({
  method: "get",
  path: "/movies/{id}",
  params: IdParamSchema,
  response: MovieDetailSchema,
});

export const seriesDetail = endpoint({
  method: "get",
  path: "/series/{id}",
  params: IdParamSchema,
  response: SeriesDetailSchema,
});

export const search = endpoint({
  method: "get",
  path: "/search",
  query: SearchQuerySchema,
  response: SearchResultSchema,
});

export const suggest = endpoint({
  method: "get",
  path: "/search/suggest",
  query: SearchQuerySchema.pick({ q: true }),
  response: SuggestResultSchema,
});

export const sitemapEntries = endpoint({
  method: "get",
  path: "/sitemap-entries",
  query: SitemapQuerySchema,
  response: SitemapPageSchema,
});
