import { createRoute } from "@hono/zod-openapi";
import {
  DEFAULT_PER_PAGE,
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
  SITEMAP_KINDS,
  SitemapPageSchema,
  SitemapQuerySchema,
  SUGGEST_LIMIT,
  SuggestResultSchema,
  TitlePageSchema,
} from "@/lib/contract/catalogue";
import { IdParamSchema } from "@/lib/contract/ids";
import { found, idOr404 } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { normaliseSearch, queryWords } from "../../db/search-text";
import { pageRequest } from "../../shared/paging";
import { invalidQuery, json, notFound } from "../../http/openapi";
import { publicCache } from "../../http/cache-control";
import { searchPosts } from "../blog";
import { movieDetail, seriesDetail } from "./details";
import { homePage } from "./home";
import { findSection, listGenres, listSections, listTitles, sectionTitles } from "./listings";
import { searchTitles, suggestTitles } from "./search";
import { loadCards } from "./titles";
import { sitemapEntries } from "./sitemap";

/** Shared, cacheable answers: the same for every visitor (both languages are in the payload). */

const SEARCH_DEFAULT_LIMIT = 20;

export function catalogueRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/home",
      tags: ["catalogue"],
      summary: "Home: banners, one row per section, top rated and newest",
      responses: { 200: json(HomeSchema, "The home page's content") },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      publicCache(c);
      return c.json(await homePage(db, now()), 200);
    },
  );

  for (const kind of ["movie", "series"] as const) {
    router.openapi(
      createRoute({
        method: "get",
        path: kind === "movie" ? "/movies" : "/series",
        tags: ["catalogue"],
        summary: kind === "movie" ? "Films: filter, sort, page" : "Series: filter, sort, page",
        request: { query: ListingQuerySchema },
        responses: { 200: json(TitlePageSchema, "A page of title cards"), ...invalidQuery },
      }),
      async (c) => {
        const { db, now } = c.var.deps;
        const query = c.req.valid("query");
        publicCache(c);
        return c.json(await listTitles(db, kind, query, pageRequest(query, DEFAULT_PER_PAGE), now()), 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: "get",
      path: "/sections",
      tags: ["catalogue"],
      summary: "Every section (home rows, /category pages), in order",
      responses: { 200: json(SectionListSchema, "The sections") },
    }),
    async (c) => {
      publicCache(c);
      return c.json({ data: await listSections(c.var.deps.db) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/sections/{id}",
      tags: ["catalogue"],
      summary: "A section and a page of its titles, in the editors' order",
      request: { params: IdParamSchema, query: PageQuerySchema },
      responses: { 200: json(SectionPageSchema, "The section and its titles"), ...notFound, ...invalidQuery },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const id = idOr404(c, c.req.valid("param").id);
      const section = found(c, await findSection(db, id));
      const page = await sectionTitles(db, id, pageRequest(c.req.valid("query"), DEFAULT_PER_PAGE), now());
      publicCache(c);
      return c.json({ section, ...page }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/genres",
      tags: ["catalogue"],
      summary: "Every genre with its number of films and series",
      responses: { 200: json(GenreListSchema, "The genres") },
    }),
    async (c) => {
      publicCache(c);
      return c.json({ data: await listGenres(c.var.deps.db) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/movies/{id}",
      tags: ["catalogue"],
      summary: "A film: details, media, subtitles, rating and similar titles",
      request: { params: IdParamSchema },
      responses: { 200: json(MovieDetailSchema, "The film"), ...notFound },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const detail = found(c, await movieDetail(db, idOr404(c, c.req.valid("param").id), now()));
      publicCache(c);
      return c.json(detail, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/series/{id}",
      tags: ["catalogue"],
      summary: "A series: details, seasons with episodes, rating and similar titles",
      request: { params: IdParamSchema },
      responses: { 200: json(SeriesDetailSchema, "The series"), ...notFound },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const detail = found(c, await seriesDetail(db, idOr404(c, c.req.valid("param").id), now()));
      publicCache(c);
      return c.json(detail, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/search",
      tags: ["catalogue"],
      summary: "Search films, series and blog posts (accent-insensitive; every word must match)",
      request: { query: SearchQuerySchema },
      responses: { 200: json(SearchResultSchema, "Matches of each kind"), ...invalidQuery },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const { q, limit = SEARCH_DEFAULT_LIMIT } = c.req.valid("query");
      const words = queryWords(q);
      const [movieRefs, seriesRefs, posts] = await Promise.all([
        searchTitles(db, "movie", words, limit, now()),
        searchTitles(db, "series", words, limit, now()),
        searchPosts(db, words, limit, now()),
      ]);
      const [movieCards, seriesCards] = await Promise.all([
        loadCards(db, movieRefs, now()),
        loadCards(db, seriesRefs, now()),
      ]);
      publicCache(c);
      return c.json({ query: normaliseSearch(q), movies: movieCards, series: seriesCards, posts }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/search/suggest",
      tags: ["catalogue"],
      summary: `Up to ${SUGGEST_LIMIT} title suggestions for a prefix (as the viewer types)`,
      request: { query: SearchQuerySchema.pick({ q: true }) },
      responses: { 200: json(SuggestResultSchema, "Suggestions, best first"), ...invalidQuery },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const words = queryWords(c.req.valid("query").q);
      publicCache(c);
      return c.json({ data: await suggestTitles(db, words, SUGGEST_LIMIT, now()) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/sitemap-entries",
      tags: ["catalogue"],
      summary:
        "Every film, series, playable episode, section, blog post and blog category (id, titles, last change), paged, with the dates of the other public pages",
      request: { query: SitemapQuerySchema },
      responses: { 200: json(SitemapPageSchema, "A page of sitemap entries"), ...invalidQuery },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const query = c.req.valid("query");
      const kinds = query.kind ? [query.kind] : SITEMAP_KINDS;
      publicCache(c);
      return c.json(await sitemapEntries(db, kinds, pageRequest(query, 1000), now()), 200);
    },
  );

  return router;
}
