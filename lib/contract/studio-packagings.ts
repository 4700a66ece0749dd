/**
 * Packaging a title's media from its checked uploads (issue #37): which video, which episode of a
 * series, the dubs to add beside the original sound, and the subtitles; then each packaging's state,
 * and publishing one, which makes it what viewers play.
 */
import { z } from "zod";
import { LOCALES } from "../i18n/config";
import { AudioTrackSchema, SegmentSchema } from "./catalogue";
import { SegmentListSchema } from "./studio-playback";
import { StudioUploadSchema } from "./studio-uploads";
import { freeText } from "./text";

/** Dubs a title carries at most beside its original sound. */
export const DUBS_MAX = 8;

const uploadId = () => z.string("fields.text").regex(/^[0-9a-f]{32}$/, "fields.oneOf");
const trackName = () =>
  freeText({ typeMessage: "fields.text" }).pipe(
    z.string().trim().min(1, "fields.required").max(60, "fields.tooLong"),
  );

export const StudioPackageRequestSchema = z.object({
  video: uploadId(),
  /** A series' episode; a film has none. */
  episode_id: z.number("fields.number").int("fields.wholeNumber").positive("fields.number").optional(),
  dubs: z
    .array(
      z.object({
        upload: uploadId(),
        /** ISO 639-1: "vi", "en", "ko". */
        language: z.string("fields.text").regex(/^[a-z]{2}$/, "fields.languageCode"),
        name_en: trackName(),
        name_vi: trackName(),
      }),
      "fields.list",
    )
    .max(DUBS_MAX, "fields.tooMany")
    .default([]),
  subtitles: z
    .array(z.object({ upload: uploadId(), lang: z.enum(LOCALES, "fields.oneOf") }), "fields.list")
    .max(LOCALES.length, "fields.tooMany")
    .default([]),
});
export type StudioPackageRequest = z.input<typeof StudioPackageRequestSchema>;

export const PACKAGING_STATES = ["queued", "running", "ready", "failed", "cancelled"] as const;

export const StudioPackagingSchema = z.object({
  id: z.number().int(),
  episode_id: z.number().int().nullable(),
  state: z.enum(PACKAGING_STATES),
  progress: z.number().nullable(),
  /** The rungs made: "1080p", "720p"… */
  rungs: z.array(z.string()),
  audio: z.array(AudioTrackSchema),
  /**
   * The recap, intro and credits published with it: as found once packaged, or as an editor corrected
   * them; null until looked for.
   */
  segments: z.array(SegmentSchema).nullable(),
  /** Whether an editor corrected them on the timeline (what was found no longer changes them). */
  corrected: z.boolean(),
  /** The video's length in seconds, for the timeline; null when not known. */
  duration_sec: z.number().nullable(),
  /** Its storyboard of frames (a path under /media, lib/player/storyboard), once ready. */
  storyboard: z.string().nullable(),
  /** Pictures of it (JPEG paths under /media) offered as the title's artwork, and when each is. */
  frames: z.array(z.object({ path: z.string(), at_sec: z.number() })),
  /** What viewers play now. */
  published: z.boolean(),
  failed_text: z.string().nullable(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type StudioPackaging = z.infer<typeof StudioPackagingSchema>;

export const StudioPackagingsSchema = z.object({ data: z.array(StudioPackagingSchema) });
export const StudioPackagingParamsSchema = z.object({
  id: z.coerce.number("fields.number").int("fields.wholeNumber").positive("fields.number").max(2_147_483_647),
});

/** The parts to skip as corrected before publishing; null: back to what was found. */
export const StudioCorrectSegmentsSchema = z.object({ segments: SegmentListSchema.nullable() });
export type StudioCorrectSegments = z.input<typeof StudioCorrectSegmentsSchema>;

/**
 * A title's media as a live stream sends it (text/event-stream, an event "media" each time it
 * changes): its uploads and its packagings, as their lists say.
 */
export const StudioTitleMediaSchema = z.object({
  uploads: z.array(StudioUploadSchema),
  packagings: z.array(StudioPackagingSchema),
});
export type StudioTitleMedia = z.infer<typeof StudioTitleMediaSchema>;
