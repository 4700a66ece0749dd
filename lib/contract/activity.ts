/**
 * The viewer's own activity: ratings, favorites and watch history. Every call but the rating summary
 * needs a signed-in caller, and each caller only ever sees and changes their own rows.
 */
import { z } from "zod";
import { IdSchema, paginated, PageQuerySchema, TitleCardSchema, TitleKindSchema } from "./catalogue";
import { FINISHED_RATIO, MAX_DURATION_SEC, RATING_MAX } from "./limits";

export const RATING_MIN = 1;
export { FINISHED_RATIO, MAX_DURATION_SEC, RATING_MAX };

const titleRef = {
  title_kind: TitleKindSchema,
  title_id: IdSchema,
};

// ── Ratings ──────────────────────────────────────────────────────────────────────────────────────

export const RateBodySchema = z.object({
  ...titleRef,
  score: z
    .number()
    .int("fields.scoreWhole")
    .min(RATING_MIN, "fields.scoreRange")
    .max(RATING_MAX, "fields.scoreRange"),
});
export type RateBody = z.infer<typeof RateBodySchema>;

export const RatingSchema = z.object({
  ...titleRef,
  /** Mean score rounded to one decimal; null when nobody rated. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The caller's own score; null when they have not rated (or are signed out). */
  score: z.number().int().nullable(),
});
export type Rating = z.infer<typeof RatingSchema>;

// ── Favorites ────────────────────────────────────────────────────────────────────────────────────

export const FavoriteBodySchema = z.object(titleRef);
export type FavoriteBody = z.infer<typeof FavoriteBodySchema>;

export const FavoriteStateSchema = z.object({ favorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;

export const FavoriteSchema = z.object({
  created_at: z.string(),
  title: TitleCardSchema,
});
export type Favorite = z.infer<typeof FavoriteSchema>;
export const FavoritePageSchema = paginated(FavoriteSchema);
export type FavoritePage = z.infer<typeof FavoritePageSchema>;

// ── Watch history ────────────────────────────────────────────────────────────────────────────────

export const HistoryBodySchema = z.object({
  ...titleRef,
  /** Required for a series (the episode being watched), absent or null for a film. */
  episode_id: IdSchema.nullish(),
  /** Seconds; fractions are rounded down. Clamped to the duration. */
  position_sec: z.number().min(0).max(MAX_DURATION_SEC),
  duration_sec: z.number().min(1).max(MAX_DURATION_SEC),
});
export type HistoryBody = z.infer<typeof HistoryBodySchema>;

export const HistoryEpisodeSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  season_no: z.number().int(),
  episode_no: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  image: z.string().nullable(),
  duration_sec: z.number().int(),
});
export type HistoryEpisode = z.infer<typeof HistoryEpisodeSchema>;

/** One saved position: a film, or one episode of a series. */
export const PositionSchema = z.object({
  title_kind: TitleKindSchema,
  title_id: IdSchema,
  /** Null for a film. */
  episode_id: IdSchema.nullable(),
  position_sec: z.number().int(),
  duration_sec: z.number().int(),
  /** position / duration, 0–1. */
  progress: z.number(),
  finished: z.boolean(),
  updated_at: z.string(),
});
export type Position = z.infer<typeof PositionSchema>;

/** A "continue watching" entry: the latest position per title. */
export const HistoryEntrySchema = PositionSchema.extend({
  title: TitleCardSchema,
  episode: HistoryEpisodeSchema.nullable(),
  /** For a series whose latest episode is finished: the one to play next (null when none is left). */
  next_episode: HistoryEpisodeSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryQuerySchema = PageQuerySchema.extend({
  /** "1" / "true": only titles still in progress (the continue-watching row). */
  in_progress: z.enum(["0", "1", "true", "false"]).optional(),
});

export const HistoryPageSchema = paginated(HistoryEntrySchema);
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** GET /history/{kind}/{id}: where to resume, and for a series every episode's saved position. */
export const TitleHistorySchema = z.object({
  title_kind: TitleKindSchema,
  title_id: IdSchema,
  /** The latest saved position (for a series: the last watched episode); null when never watched. */
  last: PositionSchema.nullable(),
  /** All saved positions for the title, latest first (one for a film). */
  entries: z.array(PositionSchema),
});
export type TitleHistory = z.infer<typeof TitleHistorySchema>;

export const DeletedSchema = z.object({ deleted: z.number().int() });
export type Deleted = z.infer<typeof DeletedSchema>;

// ── Continue on another device ───────────────────────────────────────────────────────────────────

/** POST /handoff: where the viewer is now. */
export const HandoffBodySchema = z.object({
  ...titleRef,
  /** Required for a series (the episode playing), absent or null for a film. */
  episode_id: IdSchema.nullish(),
  /** Seconds; fractions are rounded down, and the position is clamped to the duration. */
  position_sec: z.number().min(0).max(MAX_DURATION_SEC),
  duration_sec: z.number().min(1).max(MAX_DURATION_SEC),
});
export type HandoffBody = z.infer<typeof HandoffBodySchema>;

/** A link for another device: `code` goes in /c/{code}; nothing in it says who, what or where. */
export const HandoffSchema = z.object({
  code: z.string(),
  expires_at: z.string(),
});
export type Handoff = z.infer<typeof HandoffSchema>;

export const HandoffRedeemBodySchema = z.object({ code: z.string().max(200) });

/**
 * What a spent link opens: the title, the episode (a series) and the second to start at, which is
 * now also the account's saved position there (the title page offers "Resume from" it).
 */
export const HandoffTargetSchema = z.object({
  title: TitleCardSchema,
  episode: z.object({ id: IdSchema, season_no: z.number().int(), episode_no: z.number().int() }).nullable(),
  position_sec: z.number().int(),
});
export type HandoffTarget = z.infer<typeof HandoffTargetSchema>;
