/**
 * A film's media fields in the title editor (issue #36): one text field each for the playlist, the
 * storyboard and each language's subtitles, and a start and end per skippable part. These turn the
 * contract's lists into those fields and back, and name the field a refusal is about.
 */
import type { Playback, PlaybackInput } from "@/lib/contract/studio-playback";
import { LOCALES } from "@/lib/i18n/config";
import { SEGMENT_KINDS, type SegmentKind } from "@/lib/player/segments";

export const PLAYBACK_FIELDS = [
  "media",
  "storyboard",
  "subtitles_en",
  "subtitles_vi",
  "recap_start",
  "recap_end",
  "intro_start",
  "intro_end",
  "credits_start",
  "credits_end",
] as const;
export type PlaybackField = (typeof PLAYBACK_FIELDS)[number];
export type PlaybackValues = Record<PlaybackField, string>;

const subtitleField = (lang: string) => `subtitles_${lang}` as PlaybackField;
const segmentField = (kind: SegmentKind, edge: "start" | "end") => `${kind}_${edge}` as PlaybackField;

/** What the fields show: empty for what is not there (a series shows none of them). */
export function playbackValues(playback: Playback | null): PlaybackValues {
  const values = Object.fromEntries(PLAYBACK_FIELDS.map((field) => [field, ""])) as PlaybackValues;
  if (!playback) return values;
  values.media = playback.media ?? "";
  values.storyboard = playback.storyboard ?? "";
  for (const track of playback.subtitles) values[subtitleField(track.lang)] = track.path;
  for (const segment of playback.segments) {
    values[segmentField(segment.kind, "start")] = String(segment.start_sec);
    values[segmentField(segment.kind, "end")] = String(segment.end_sec);
  }
  return values;
}

/**
 * The fields as the backend reads them: an empty path is none; a part with either end typed is sent
 * as typed (the backend names what is wrong with it), one with neither is none.
 */
export function playbackBody(values: PlaybackValues): PlaybackInput {
  const path = (text: string) => (text.trim() === "" ? null : text.trim());
  return {
    media: path(values.media),
    storyboard: path(values.storyboard),
    subtitles: LOCALES.flatMap((lang) => {
      const typed = path(values[subtitleField(lang)]);
      return typed === null ? [] : [{ lang, path: typed }];
    }),
    segments: SEGMENT_KINDS.flatMap((kind) => {
      const start = values[segmentField(kind, "start")].trim();
      const end = values[segmentField(kind, "end")].trim();
      return start === "" && end === "" ? [] : [{ kind, start_sec: start, end_sec: end }];
    }),
  };
}

/** The field a refusal's key ("playback.segments.1.end_sec") is about, in the body that was sent; null when none is. */
export function playbackFieldOf(key: string, sent: PlaybackInput): PlaybackField | null {
  const [root, list, index, part] = key.split(".");
  if (root !== "playback") return null;
  if ((list === "media" || list === "storyboard") && index === undefined) return list;
  const at = Number(index);
  if (list === "subtitles") {
    const track = sent.subtitles[at];
    return track ? subtitleField(track.lang) : null;
  }
  if (list === "segments") {
    const segment = sent.segments[at];
    if (!segment) return null;
    return segmentField(segment.kind as SegmentKind, part === "end_sec" ? "end" : "start");
  }
  return null;
}

/** A refusal's field errors as the form names them: a media field's by its list and place in what was sent. */
export function onPlaybackFields(fields: Record<string, string>, sent: PlaybackInput | undefined) {
  if (!sent) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, text]) => [playbackFieldOf(key, sent) ?? key, text]),
  );
}
