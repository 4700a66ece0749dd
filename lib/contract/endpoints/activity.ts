/** The viewer's own activity (lib/contract/activity.ts): recommendations, ratings, favorites, history, handoff. */
import { z } from "zod";
import {
  DeletedSchema,
  FavoriteBodySchema,
  FavoritePageSchema,
  FavoriteStateSchema,
  HandoffBodySchema,
  HandoffRedeemBodySchema,
  HandoffSchema,
  HandoffTargetSchema,
  HistoryBodySchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  PositionSchema,
  RateBodySchema,
  RatingSchema,
  TitleHistorySchema,
} from "../activity";
import { PageQuerySchema, RecommendationQuerySchema, RecommendationsSchema } from "../catalogue";
import { endpoint } from "../endpoint";

/** A title named by the path: /{kind}/{id}, both checked by the route (a wrong one is a 404). */
export const TitleParamsSchema = z.object({ kind: z.string(), id: z.string() });

export const recommendations = endpoint({
  method: "get",
  path: "/recommendations",
  query: RecommendationQuerySchema,
  response: RecommendationsSchema,
});

// ── Ratings ──────────────────────────────────────────────────────────────────────────────────────

export const rate = endpoint({
  method: "put",
  path: "/ratings",
  body: RateBodySchema,
  response: RatingSchema,
});

export const rating = endpoint({
  method: "get",
  path: "/ratings/{kind}/{id}",
  params: TitleParamsSchema,
  response: RatingSchema,
});

export const withdrawRating = endpoint({
  method: "delete",
  path: "/ratings/{kind}/{id}",
  params: TitleParamsSchema,
  response: RatingSchema,
});

// ── Favorites ────────────────────────────────────────────────────────────────────────────────────

export const favorites = endpoint({
  method: "get",
  path: "/favorites",
  query: PageQuerySchema,
  response: FavoritePageSchema,
});

export const addFavorite = endpoint({
  method: "put",
  path: "/favorites",
  body: FavoriteBodySchema,
  response: FavoriteStateSchema,
});

export const favoriteState = endpoint({
  method: "get",
  path: "/favorites/{kind}/{id}",
  params: TitleParamsSchema,
  response: FavoriteStateSchema,
});

export const removeFavorite = endpoint({
  method: "delete",
  path: "/favorites/{kind}/{id}",
  params: TitleParamsSchema,
  response: FavoriteStateSchema,
});

// ── Watch history ────────────────────────────────────────────────────────────────────────────────

export const savePosition = endpoint({
  method: "put",
  path: "/history",
  body: HistoryBodySchema,
  response: PositionSchema,
});

export const history = endpoint({
  method: "get",
  path: "/history",
  query: HistoryQuerySchema,
  response: HistoryPageSchema,
});

export const titleHistory = endpoint({
  method: "get",
  path: "/history/{kind}/{id}",
  params: TitleParamsSchema,
  response: TitleHistorySchema,
});

export const forgetTitle = endpoint({
  method: "delete",
  path: "/history/{kind}/{id}",
  params: TitleParamsSchema,
  response: DeletedSchema,
});

export const forgetHistory = endpoint({ method: "delete", path: "/history", response: DeletedSchema });

// ── Continue on another device ───────────────────────────────────────────────────────────────────

export const createHandoff = endpoint({
  method: "post",
  path: "/handoff",
  body: HandoffBodySchema,
  response: HandoffSchema,
});

export const redeemHandoff = endpoint({
  method: "post",
  path: "/handoff/redeem",
  body: HandoffRedeemBodySchema,
  response: HandoffTargetSchema,
});
