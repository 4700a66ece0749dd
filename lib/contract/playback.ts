/**
 * Playback sessions (issue #38): starting to play asks for one; it says what plays (a signed
 * playlist address, the tallest rendition) and holds one of the account's screens while the player
 * keeps sending heartbeats.
 */
import { z } from "zod";
import { TITLE_KINDS } from "./catalogue";
import { MAX_ID } from "./ids";

const id = (field: string) => z.number(field).int(field).positive(field).max(MAX_ID, field);

export const StartPlaybackRequestSchema = z.object({
  kind: z.enum(TITLE_KINDS, "fields.titleKind"),
  id: id("fields.titleId"),
  /** A series' episode; none for a film. */
  episode_id: id("fields.episodeId").optional(),
  /** The session this tab played before (a reload, the next episode): ended first, so it frees its screen. */
  replaces: z.uuid("fields.session").optional(),
});
export type StartPlaybackRequest = z.input<typeof StartPlaybackRequestSchema>;

export const PlaybackSessionSchema = z.object({
  id: z.uuid(),
  /** The master playlist to play: an address of this session only, working while it is live. */
  src: z.string(),
  /** The tallest picture it plays, in lines (720 = HD, 1080 = Full HD). */
  max_height: z.number().int(),
  /** Send a heartbeat this often (seconds); a minute without one frees the screen. */
  heartbeat_seconds: z.number().int(),
  /** Its addresses stop working then at the latest; the player asks for a new session. */
  expires_at: z.string(),
  /** A rental this playback started or runs in: when it stops playing. */
  rental_ends_at: z.string().nullable(),
});
export type PlaybackSession = z.infer<typeof PlaybackSessionSchema>;

/** A screen in use by the account: where, what, since when. */
export const ScreenSchema = z.object({
  id: z.uuid(),
  /** The device as the viewer knows it ("Chrome · Windows"), or "a device" in their language. */
  device: z.string(),
  /** The title playing there, in the caller's language. */
  title: z.string(),
  started_at: z.string(),
  /** This browser's own session. */
  this_browser: z.boolean(),
});
export type Screen = z.infer<typeof ScreenSchema>;

export const ScreensResponseSchema = z.object({
  /** How many the account may use at once. */
  limit: z.number().int(),
  data: z.array(ScreenSchema),
});
export type ScreensResponse = z.infer<typeof ScreensResponseSchema>;

/** The 409 when every screen is in use: the message names the devices; `screens` lets one be stopped. */
export const ScreensFullSchema = z.object({
  message: z.string(),
  reason: z.literal("screens"),
  limit: z.number().int(),
  screens: z.array(ScreenSchema),
});
export type ScreensFull = z.infer<typeof ScreensFullSchema>;

/** Why a title does not play for the caller (403), for the page to offer the way in. */
export const PLAYBACK_REFUSALS = ["premium", "rent", "early_access"] as const;
export type PlaybackRefusal = (typeof PLAYBACK_REFUSALS)[number];

export const HeartbeatResponseSchema = z.object({ expires_at: z.string() });
