import * as activity from "@/lib/contract/endpoints/activity";
import { DEFAULT_PER_PAGE } from "@/lib/contract/catalogue";
import { currentUser } from "../../http/auth";
import { privateNoStore, publicCache } from "../../http/cache-control";
import { error, invalidQuery, optionalUserRoute, signedInRoute, route } from "../../http/openapi";
import { pageRequest } from "../../shared/paging";
import { createRouter } from "../../http/router";
import { addFavorite, favoritePage, isFavorite, removeFavorite } from "./favorites";
import { rate, ratingOf, withdrawRating } from "./ratings";
import { recommendationsFor } from "./recommendations";

import { handoffRoutes } from "./handoff-routes";
import { historyRoutes } from "./history-routes";
import { noSuchTitle, titleAt, titleIn } from "./title-params";

const RECOMMENDATION_DEFAULT_LIMIT = 24;

/** Recommendations, ratings and favorites; the watch history is in history-routes.ts. */
export function activityRoutes() {
  const router = createRouter();

  // ── Recommendations ─────────────────────────────────────────────────────────────────────────────

  router.openapi(
    optionalUserRoute(
      route(activity.recommendations, {
        tags: ["catalogue"],
        summary: "Recommended titles: personal for a signed-in viewer, the most watched otherwise",
        responses: { ...invalidQuery },
        answer: "Recommended titles",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const user = c.var.user;
      const { limit = RECOMMENDATION_DEFAULT_LIMIT } = c.req.valid("query");
      if (user) privateNoStore(c);
      else publicCache(c);
      c.header("Vary", "Authorization");
      return c.json(await recommendationsFor(db, user?.id ?? null, limit, now()), 200);
    },
  );

  // ── Ratings ─────────────────────────────────────────────────────────────────────────────────────

  router.openapi(
    signedInRoute(
      route(activity.rate, {
        tags: ["activity"],
        summary: "Rate a title 1–5 (again to change the score)",
        responses: {
          ...noSuchTitle,
          422: error("Invalid score or title"),
        },
        answer: "The title's new average and count, and the caller's score",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid("json");
      const ref = await titleIn(c, input);
      await rate(db, user.id, ref, input.score, now());
      return c.json(await ratingOf(db, ref, user.id), 200);
    },
  );

  router.openapi(
    optionalUserRoute(
      route(activity.rating, {
        tags: ["activity"],
        summary: "A title's average rating and count, and the caller's own score (null when signed out)",
        responses: { ...noSuchTitle },
        answer: "The rating",
      }),
    ),
    async (c) => {
      const ref = await titleAt(c, c.req.valid("param"));
      privateNoStore(c);
      return c.json(await ratingOf(c.var.deps.db, ref, c.var.user?.id ?? null), 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.withdrawRating, {
        tags: ["activity"],
        summary: "Withdraw the caller's rating",
        responses: { ...noSuchTitle },
        answer: "The rating without the caller's score",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const ref = await titleAt(c, c.req.valid("param"));
      await withdrawRating(c.var.deps.db, user.id, ref);
      return c.json(await ratingOf(c.var.deps.db, ref, user.id), 200);
    },
  );

  // ── Favorites ───────────────────────────────────────────────────────────────────────────────────

  router.openapi(
    signedInRoute(
      route(activity.favorites, {
        tags: ["activity"],
        summary: "The caller's favorites, newest first, with title cards",
        responses: { ...invalidQuery },
        answer: "A page of favorites",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const page = pageRequest(c.req.valid("query"), DEFAULT_PER_PAGE);
      privateNoStore(c);
      return c.json(await favoritePage(db, user.id, page, now()), 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.addFavorite, {
        tags: ["activity"],
        summary: "Add a title to the caller's favorites (idempotent)",
        responses: {
          ...noSuchTitle,
          422: error("Invalid title"),
        },
        answer: "Now a favorite",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const input = c.req.valid("json");
      const ref = await titleIn(c, input);
      await addFavorite(db, user.id, ref, now());
      return c.json({ favorite: true }, 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.favoriteState, {
        tags: ["activity"],
        summary: "Whether a title is one of the caller's favorites",
        responses: { ...noSuchTitle },
        answer: "Favorite or not",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const ref = await titleAt(c, c.req.valid("param"));
      const favorite = await isFavorite(c.var.deps.db, user.id, ref);
      privateNoStore(c);
      return c.json({ favorite }, 200);
    },
  );

  router.openapi(
    signedInRoute(
      route(activity.removeFavorite, {
        tags: ["activity"],
        summary: "Remove a title from the caller's favorites (idempotent)",
        responses: { ...noSuchTitle },
        answer: "No longer a favorite",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const ref = await titleAt(c, c.req.valid("param"));
      await removeFavorite(c.var.deps.db, user.id, ref);
      return c.json({ favorite: false }, 200);
    },
  );

  router.route("/", historyRoutes());
  router.route("/", handoffRoutes());

  return router;
}
