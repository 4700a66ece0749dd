import * as catalogue from "@/lib/contract/endpoints/catalogue";
import { createRoute } from "@hono/zod-openapi";
import { DEFAULT_PER_PAGE, SITEMAP_KINDS, SUGGEST_LIMIT } from "@/lib/contract/catalogue";
import { found, idOr404 } from "../../http/not-found";
import { createRouter } from "../../http/router";
import { normaliseSearch, queryWords } from "../../db/search-text";
import { pageRequest } from "../../shared/paging";
import { invalidQuery, notFound, route } from "../../http/openapi";
import { publicCache } from "../../http/cache-control";
import { searchPosts } from "../blog";
import { movieDetail, seriesDetail } from "./details";
import { homePage } from "./home";
import { findSection, listGenres, listSections, listTitles, sectionTitles } from "./listings";
import { countSearchMiss } from "../metrics";
import { searchTitles, suggestTitles } from "./search";
import { loadCards } from "./titles";
import { sitemapEntries } from "./sitemap";

/** Shared, cacheable answers: the same for every visitor (both languages are in the payload). */

const SEARCH_DEFAULT_LIMIT = 20;

export function catalogueRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute(
      route(catalogue.home, {
        tags: ["catalogue"],
        summary: "Home: banners, one row per section, top rated and newest",
        answer: "The home page's content",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      publicCache(c);
      return c.json(await homePage(db, now()), 200);
    },
  );

  for (const kind of ["movie", "series"] as const) {
    router.openapi(
      createRoute(
        route(kind === "movie" ? catalogue.movies : catalogue.series, {
          tags: ["catalogue"],
          summary: kind === "movie" ? "Films: filter, sort, page" : "Series: filter, sort, page",
          answer: "A page of title cards",
          responses: invalidQuery,
        }),
      ),
      async (c) => {
        const { db, now } = c.var.deps;
        const query = c.req.valid("query");
        publicCache(c);
        return c.json(await listTitles(db, kind, query, pageRequest(query, DEFAULT_PER_PAGE), now()), 200);
      },
    );
  }

  router.openapi(
    createRoute(
      route(catalogue.sections, {
        tags: ["catalogue"],
        summary: "Every section (home rows, /category pages), in order",
        answer: "The sections",
      }),
    ),
    async (c) => {
      publicCache(c);
      return c.json({ data: await listSections(c.var.deps.db) }, 200);
    },
  );

  router.openapi(
    createRoute(
      route(catalogue.section, {
        tags: ["catalogue"],
        summary: "A section and a page of its titles, in the editors' order",
        responses: { ...notFound, ...invalidQuery },
        answer: "The section and its titles",
      }),
    ),
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
    createRoute(
      route(catalogue.genres, {
        tags: ["catalogue"],
        summary: "Every genre with its number of films and series",
        answer: "The genres",
      }),
    ),
    async (c) => {
      publicCache(c);
      return c.json({ data: await listGenres(c.var.deps.db) }, 200);
    },
  );

  router.openapi(
    createRoute(
      route(catalogue.movie, {
        tags: ["catalogue"],
        summary: "A film: details, media, subtitles, rating and similar titles",
        responses: { ...notFound },
        answer: "The film",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const detail = found(c, await movieDetail(db, idOr404(c, c.req.valid("param").id), now()));
      publicCache(c);
      return c.json(detail, 200);
    },
  );

  router.openapi(
    createRoute(
      route(catalogue.seriesDetail, {
        tags: ["catalogue"],
        summary: "A series: details, seasons with episodes, rating and similar titles",
        responses: { ...notFound },
        answer: "The series",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const detail = found(c, await seriesDetail(db, idOr404(c, c.req.valid("param").id), now()));
      publicCache(c);
      return c.json(detail, 200);
    },
  );

  router.openapi(
    createRoute(
      route(catalogue.search, {
        tags: ["catalogue"],
        summary: "Search films, series and blog posts (accent-insensitive; every word must match)",
        responses: { ...invalidQuery },
        answer: "Matches of each kind",
      }),
    ),
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
      const query = normaliseSearch(q);
      // Counted when the backend answers: a cached answer is not asked again, so this is a floor.
      if (!movieCards.length && !seriesCards.length && !posts.length) await countSearchMiss(db, query, now());
      publicCache(c);
      return c.json({ query, movies: movieCards, series: seriesCards, posts }, 200);
    },
  );

  router.openapi(
    createRoute(
      route(catalogue.suggest, {
        tags: ["catalogue"],
        summary: `Up to ${SUGGEST_LIMIT} title suggestions for a prefix (as the viewer types)`,
        responses: { ...invalidQuery },
        answer: "Suggestions, best first",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const words = queryWords(c.req.valid("query").q);
      publicCache(c);
      return c.json({ data: await suggestTitles(db, words, SUGGEST_LIMIT, now()) }, 200);
    },
  );

  router.openapi(
    createRoute(
      route(catalogue.sitemapEntries, {
        tags: ["catalogue"],
        summary:
          "Every film, series, playable episode, section, blog post and blog category (id, titles, last change), paged, with the dates of the other public pages",
        responses: { ...invalidQuery },
        answer: "A page of sitemap entries",
      }),
    ),
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
