/**
 * What plays for a film (and, later, an episode) as the studio edits it (issue #36): the HLS master
 * playlist, the seek-preview storyboard, a subtitle file per language and the parts a viewer may skip.
 * Paths are under /media, as the player reads them; the media pipeline (issue #37) will fill them.
 */
import { z } from "zod";
import { LOCALES } from "../i18n/config";
import { SEGMENT_KINDS } from "../player/segments";

/** A relative path under /media: no "..", no leading slash, no scheme; letters, digits, . _ - and /. */
export const MEDIA_PATH = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,299}$/;

const mediaPath = (extension: ".m3u8" | ".vtt") =>
  z
    .string("fields.text")
    .trim()
    .regex(MEDIA_PATH, "fields.mediaPath")
    .refine(
      (path) => path.toLowerCase().endsWith(extension),
      extension === ".m3u8" ? "fields.playlistPath" : "fields.webVttPath",
    );

const second = () =>
  z.coerce
    .number("fields.number")
    .int("fields.wholeNumber")
    .min(0, "fields.secondsRange")
    .max(86_400, "fields.secondsRange");

const SegmentSchema = z.object({
  kind: z.enum(SEGMENT_KINDS, "fields.oneOf"),
  start_sec: second(),
  end_sec: second(),
});

/** A recap, an intro and credits at most, each once, each ending after it starts, none overlapping. */
export const SegmentListSchema = z
  .array(SegmentSchema, "fields.list")
  .max(SEGMENT_KINDS.length, "fields.tooMany")
  .superRefine((segments, ctx) => {
    segments.forEach((segment, i) => {
      if (segment.end_sec <= segment.start_sec)
        ctx.addIssue({ code: "custom", path: [i, "end_sec"], message: "fields.segmentEnd" });
      else if (segments.findIndex((other) => other.kind === segment.kind) < i)
        ctx.addIssue({ code: "custom", path: [i, "kind"], message: "fields.oneEach" });
      else if (
        segments.some(
          (other, j) =>
            j < i &&
            other.end_sec > other.start_sec &&
            other.start_sec < segment.end_sec &&
            segment.start_sec < other.end_sec,
        )
      )
        ctx.addIssue({ code: "custom", path: [i, "start_sec"], message: "fields.segmentOverlap" });
    });
  });

/** The fields as the studio reads them back (what the database holds, checked when it was saved). */
export const PlaybackValuesSchema = z.object({
  media: z.string().nullable(),
  storyboard: z.string().nullable(),
  subtitles: z.array(z.object({ lang: z.enum(LOCALES), path: z.string() })),
  segments: z.array(z.object({ kind: z.enum(SEGMENT_KINDS), start_sec: z.number(), end_sec: z.number() })),
});

export const PlaybackSchema = z.object({
  /** The HLS master playlist ("clips/harbour/master.m3u8"); null: nothing to play yet. */
  media: mediaPath(".m3u8").nullable(),
  /** The WebVTT storyboard of seek previews; null: none. */
  storyboard: mediaPath(".vtt").nullable(),
  /** At most one WebVTT file per language. */
  subtitles: z
    .array(z.object({ lang: z.enum(LOCALES, "fields.oneOf"), path: mediaPath(".vtt") }), "fields.list")
    .max(LOCALES.length, "fields.tooMany")
    .superRefine((tracks, ctx) => {
      tracks.forEach((track, i) => {
        if (tracks.findIndex((other) => other.lang === track.lang) < i)
          ctx.addIssue({ code: "custom", path: [i, "lang"], message: "fields.oneEach" });
      });
    }),
  segments: SegmentListSchema,
});
export type Playback = z.infer<typeof PlaybackSchema>;
export type PlaybackInput = z.input<typeof PlaybackSchema>;
