import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import {
  DeletedSchema,
  FavoriteBodySchema,
  FavoritePageSchema,
  FavoriteStateSchema,
  HistoryBodySchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  PositionSchema,
  RateBodySchema,
  RatingSchema,
  TitleHistorySchema,
} from "@/lib/contract/activity";
import {
  DEFAULT_PER_PAGE,
  PageQuerySchema,
  RecommendationQuerySchema,
  RecommendationsSchema,
  type TitleKind,
} from "@/lib/contract/catalogue";
import { currentUser, optionalUser, requireUser } from "../../http/auth";
import { PUBLIC_CACHE, privateNoStore } from "../../http/cache-control";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message, type MessageKey } from "../../http/i18n";
import { bearer, error, invalidQuery, json, jsonBody, signedIn } from "../../http/openapi";
import { pageRequest, parseId } from "../../http/paging";
import { createRouter } from "../../http/router";
import { titleExists, type TitleRef } from "../catalogue";
import { addFavorite, favoritePage, isFavorite, removeFavorite } from "./favorites";
import {
  clampPosition,
  episodeSeries,
  forgetHistory,
  historyPage,
  savePosition,
  titlePositions,
  toPosition,
} from "./history";
import { rate, ratingOf, withdrawRating } from "./ratings";
import { recommendationsFor } from "./recommendations";

type Ctx = Context<AppEnv>;

const RECOMMENDATION_DEFAULT_LIMIT = 24;
const TitleParams = z.object({ kind: z.string(), id: z.string() });

/** A title from the path (/{kind}/{id}): anything but movie|series and a well-formed id is a 404. */
function titleFromPath(c: Ctx, params: { kind: string; id: string }): TitleRef {
  const id = parseId(params.id);
  if ((params.kind !== "movie" && params.kind !== "series") || id === null) {
    throw new HttpError(404, message(c, "notFound"));
  }
  return { kind: params.kind, id };
}

/** 404 unless the title exists (and is published): nobody rates, saves or watches a title that is not there. */
async function requireTitle(c: Ctx, ref: TitleRef) {
  const { db, now } = c.var.deps;
  if (!(await titleExists(db, ref, now()))) throw new HttpError(404, message(c, "notFound"));
}

export function activityRoutes() {
  const router = createRouter();

  // ── Recommendations ─────────────────────────────────────────────────────────────────────────────

  router.openapi(
    createRoute({
      method: "get",
      path: "/recommendations",
      tags: ["catalogue"],
      summary: "Recommended titles: personal for a signed-in viewer, the most watched otherwise",
      middleware: [optionalUser] as const,
      request: { query: RecommendationQuerySchema },
      responses: { 200: json(RecommendationsSchema, "Recommended titles"), ...invalidQuery },
    }),
    async (c) => {
      const { db, now } = c.var.deps;
      const user = c.var.user;
      const { limit = RECOMMENDATION_DEFAULT_LIMIT } = c.req.valid("query");
      c.header("Cache-Control", user ? "private, no-store" : PUBLIC_CACHE);
      c.header("Vary", "Authorization");
      return c.json(await recommendationsFor(db, user?.id ?? null, limit, now()), 200);
    },
  );

  // ── Ratings ─────────────────────────────────────────────────────────────────────────────────────

  router.openapi(
    createRoute({
      method: "put",
      path: "/ratings",
      tags: ["activity"],
      summary: "Rate a title 1–5 (again to change the score)",
      security: bearer,
      middleware: [requireUser] as const,
      request: { body: jsonBody(RateBodySchema) },
      responses: {
        200: json(RatingSchema, "The title's new average and count, and the caller's score"),
        404: error("No such title"),
        422: error("Invalid score or title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid("json");
      const ref = { kind: input.title_kind, id: input.title_id };
      await requireTitle(c, ref);
      await rate(db, user.id, ref, input.score, now());
      return c.json(await ratingOf(db, ref, user.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/ratings/{kind}/{id}",
      tags: ["activity"],
      summary: "A title's average rating and count, and the caller's own score (null when signed out)",
      middleware: [optionalUser] as const,
      request: { params: TitleParams },
      responses: { 200: json(RatingSchema, "The rating"), 404: error("No such title") },
    }),
    async (c) => {
      const ref = titleFromPath(c, c.req.valid("param"));
      await requireTitle(c, ref);
      privateNoStore(c);
      return c.json(await ratingOf(c.var.deps.db, ref, c.var.user?.id ?? null), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/ratings/{kind}/{id}",
      tags: ["activity"],
      summary: "Withdraw the caller's rating",
      security: bearer,
      middleware: [requireUser] as const,
      request: { params: TitleParams },
      responses: {
        200: json(RatingSchema, "The rating without the caller's score"),
        404: error("No such title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const ref = titleFromPath(c, c.req.valid("param"));
      await requireTitle(c, ref);
      await withdrawRating(c.var.deps.db, user.id, ref);
      return c.json(await ratingOf(c.var.deps.db, ref, user.id), 200);
    },
  );

  // ── Favorites ───────────────────────────────────────────────────────────────────────────────────

  router.openapi(
    createRoute({
      method: "get",
      path: "/favorites",
      tags: ["activity"],
      summary: "The caller's favorites, newest first, with title cards",
      security: bearer,
      middleware: [requireUser] as const,
      request: { query: PageQuerySchema },
      responses: {
        200: json(FavoritePageSchema, "A page of favorites"),
        422: error("Invalid query"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const page = pageRequest(c.req.valid("query"), DEFAULT_PER_PAGE);
      privateNoStore(c);
      return c.json(await favoritePage(db, user.id, page, now()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/favorites",
      tags: ["activity"],
      summary: "Add a title to the caller's favorites (idempotent)",
      security: bearer,
      middleware: [requireUser] as const,
      request: { body: jsonBody(FavoriteBodySchema) },
      responses: {
        200: json(FavoriteStateSchema, "Now a favorite"),
        404: error("No such title"),
        422: error("Invalid title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid("json");
      const ref = { kind: input.title_kind, id: input.title_id };
      await requireTitle(c, ref);
      await addFavorite(db, user.id, ref, now());
      return c.json({ favorite: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/favorites/{kind}/{id}",
      tags: ["activity"],
      summary: "Whether a title is one of the caller's favorites",
      security: bearer,
      middleware: [requireUser] as const,
      request: { params: TitleParams },
      responses: {
        200: json(FavoriteStateSchema, "Favorite or not"),
        404: error("No such title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const ref = titleFromPath(c, c.req.valid("param"));
      await requireTitle(c, ref);
      const favorite = await isFavorite(c.var.deps.db, user.id, ref);
      privateNoStore(c);
      return c.json({ favorite }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/favorites/{kind}/{id}",
      tags: ["activity"],
      summary: "Remove a title from the caller's favorites (idempotent)",
      security: bearer,
      middleware: [requireUser] as const,
      request: { params: TitleParams },
      responses: {
        200: json(FavoriteStateSchema, "No longer a favorite"),
        404: error("No such title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const ref = titleFromPath(c, c.req.valid("param"));
      await requireTitle(c, ref);
      await removeFavorite(c.var.deps.db, user.id, ref);
      return c.json({ favorite: false }, 200);
    },
  );

  // ── Watch history ───────────────────────────────────────────────────────────────────────────────

  router.openapi(
    createRoute({
      method: "put",
      path: "/history",
      tags: ["activity"],
      summary: "Save the playback position of a film or an episode (the position is clamped to the duration)",
      security: bearer,
      middleware: [requireUser] as const,
      request: { body: jsonBody(HistoryBodySchema) },
      responses: {
        200: json(PositionSchema, "The saved position"),
        404: error("No such title"),
        422: error("Invalid input, or an episode that is not part of the series"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid("json");
      const ref = { kind: input.title_kind, id: input.title_id };
      await requireTitle(c, ref);
      const episodeId = await checkEpisode(c, ref.kind, ref.id, input.episode_id ?? null);
      const duration = Math.max(1, Math.floor(input.duration_sec));
      const row = await savePosition(db, {
        userId: user.id,
        kind: ref.kind,
        titleId: ref.id,
        episodeId,
        position: clampPosition(input.position_sec, duration),
        duration,
        now: now(),
      });
      return c.json(toPosition(row), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/history",
      tags: ["activity"],
      summary: "Continue watching: the caller's latest position per title, most recent first",
      security: bearer,
      middleware: [requireUser] as const,
      request: { query: HistoryQuerySchema },
      responses: {
        200: json(HistoryPageSchema, "A page of history entries"),
        422: error("Invalid query"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const query = c.req.valid("query");
      const inProgress = query.in_progress === "1" || query.in_progress === "true";
      privateNoStore(c);
      return c.json(
        await historyPage(db, user.id, { inProgress }, pageRequest(query, DEFAULT_PER_PAGE), now()),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/history/{kind}/{id}",
      tags: ["activity"],
      summary:
        "Where the caller left a title: the last position (for a series, the last episode) and all saved ones",
      security: bearer,
      middleware: [requireUser] as const,
      request: { params: TitleParams },
      responses: {
        200: json(TitleHistorySchema, "Saved positions"),
        404: error("No such title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const ref = titleFromPath(c, c.req.valid("param"));
      await requireTitle(c, ref);
      const entries = await titlePositions(c.var.deps.db, user.id, ref.kind, ref.id);
      privateNoStore(c);
      return c.json({ title_kind: ref.kind, title_id: ref.id, last: entries[0] ?? null, entries }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/history/{kind}/{id}",
      tags: ["activity"],
      summary: "Forget the caller's history of one title",
      security: bearer,
      middleware: [requireUser] as const,
      request: { params: TitleParams },
      responses: {
        200: json(DeletedSchema, "How many positions were removed"),
        404: error("No such title"),
        ...signedIn,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const ref = titleFromPath(c, c.req.valid("param"));
      await requireTitle(c, ref);
      return c.json({ deleted: await forgetHistory(c.var.deps.db, user.id, ref) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/history",
      tags: ["activity"],
      summary: "Clear the caller's whole watch history",
      security: bearer,
      middleware: [requireUser] as const,
      responses: { 200: json(DeletedSchema, "How many positions were removed"), ...signedIn },
    }),
    async (c) => {
      const user = currentUser(c);
      return c.json({ deleted: await forgetHistory(c.var.deps.db, user.id) }, 200);
    },
  );

  return router;
}

/**
 * The episode column of a history row: 0 for a film (which must not name an episode), the episode's
 * id for a series (which must name one of its own episodes). Anything else is a 422 on episode_id.
 */
async function checkEpisode(
  c: Ctx,
  kind: TitleKind,
  seriesId: number,
  episodeId: number | null,
): Promise<number> {
  const fail = (text: MessageKey) =>
    new HttpError(422, message(c, "invalid"), { episode_id: [message(c, text)] });
  if (kind === "movie") {
    if (episodeId !== null) throw fail("activity.episodeNotAllowed");
    return 0;
  }
  if (episodeId === null) throw fail("activity.episodeRequired");
  if ((await episodeSeries(c.var.deps.db, episodeId)) !== seriesId) throw fail("activity.episodeMismatch");
  return episodeId;
}
