/**
 * A series' seasons and episodes in the studio (issue #36): the list under the series' editor, the
 * next season, a new episode, and one episode's editor with its names in both languages, its number,
 * its running time and what plays (the film's media fields, lib/contract/studio-playback.ts).
 */
import { z } from "zod";
import { PlaybackSchema, PlaybackValuesSchema } from "./studio-playback";
import { freeText } from "./text";

const id = () =>
  z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647);

/** An episode as the list shows it: whether it plays yet (it has media), and how long it runs. */
export const StudioEpisodeRowSchema = z.object({
  id: z.number().int(),
  episode_no: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  duration_sec: z.number().int(),
  playable: z.boolean(),
});
export type StudioEpisodeRow = z.infer<typeof StudioEpisodeRowSchema>;

export const StudioSeasonsSchema = z.object({
  series_id: z.number().int(),
  /** Seasons in order, each with its episodes in order (a season may have none yet). */
  seasons: z.array(
    z.object({
      id: z.number().int(),
      season_no: z.number().int(),
      episodes: z.array(StudioEpisodeRowSchema),
    }),
  ),
});
export type StudioSeasons = z.infer<typeof StudioSeasonsSchema>;

export const StudioSeriesParamsSchema = z.object({ id: id() });
export const StudioSeasonParamsSchema = z.object({ id: id(), season: id() });
export const StudioEpisodeParamsSchema = z.object({ id: id(), episode: id() });

const episodeTitle = () =>
  freeText({ typeMessage: "fields.text" }).trim().min(1, "fields.required").max(200, "fields.tooLong");

/** What a new episode starts with, and what every save sends again. */
const episodeFields = {
  /** Its place in the season: each number once per season. */
  episode_no: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(1, "fields.episodeRange")
    .max(999, "fields.episodeRange"),
  title_en: episodeTitle(),
  title_vi: episodeTitle(),
  /** Its running time in seconds (what the player and the history's progress go by). */
  duration_sec: z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(1, "fields.episodeLength")
    .max(86_400, "fields.episodeLength"),
};

export const StudioNewEpisodeSchema = z.object(episodeFields);
export type StudioNewEpisode = z.input<typeof StudioNewEpisodeSchema>;

/** An episode as its editor opens it, with the series it belongs to and its page in each language. */
export const StudioEpisodeSchema = z.object({
  id: z.number().int(),
  series_id: z.number().int(),
  series_title_en: z.string(),
  series_title_vi: z.string(),
  season_id: z.number().int(),
  season_no: z.number().int(),
  episode_no: z.number().int(),
  title_en: z.string(),
  title_vi: z.string(),
  duration_sec: z.number().int(),
  playback: PlaybackValuesSchema,
  /** Its still's file name (lib/images.ts `episode`), replaced by upload (POST …/still). */
  still: z.string().nullable(),
  updated_at: z.string(),
  /** Where viewers watch it ("/en/tvseries/7/harbour-lights&ss=1&ep=2"). */
  paths: z.object({ en: z.string(), vi: z.string() }),
});
export type StudioEpisode = z.infer<typeof StudioEpisodeSchema>;

/** The episode saved: every field, and the `updated_at` the editor loaded (409 when saved since). */
export const StudioEpisodeUpdateSchema = z.object({
  ...episodeFields,
  playback: PlaybackSchema,
  updated_at: z.iso.datetime({ offset: true, message: "fields.dateTime" }),
});
export type StudioEpisodeUpdate = z.input<typeof StudioEpisodeUpdateSchema>;
