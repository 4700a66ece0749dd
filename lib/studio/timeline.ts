/**
 * The studio's timeline of a packaging (issue #37): frames of its storyboard along the video, the
 * recap, intro and credits found drawn over them, and a start and end per part the editor corrects
 * before publishing. These turn the parts into the fields and back, and place what is drawn.
 */
import type { StudioCorrectSegments } from "@/lib/contract/studio-packagings";
import { SEGMENT_KINDS, type PlaybackSegment, type SegmentKind } from "@/lib/player/segments";
import { tileAt, type StoryboardTile } from "@/lib/player/storyboard";

/** What the fields hold: whole seconds as typed, "" for a part that is not there. */
export type SegmentDraft = Record<SegmentKind, { start: string; end: string }>;
export type DraftField = `${SegmentKind}_${"start" | "end"}`;

/** The fields for `segments`, in whole seconds (found parts are fractions of one). */
export function segmentDraft(segments: readonly PlaybackSegment[] | null): SegmentDraft {
  const draft = Object.fromEntries(
    SEGMENT_KINDS.map((kind) => [kind, { start: "", end: "" }]),
  ) as SegmentDraft;
  for (const segment of segments ?? [])
    draft[segment.kind] = {
      start: String(Math.round(segment.start_sec)),
      end: String(Math.round(segment.end_sec)),
    };
  return draft;
}

/** The parts as the backend reads them: one with neither end typed is none; the rest as typed. */
export function draftBody(draft: SegmentDraft): NonNullable<StudioCorrectSegments["segments"]> {
  return SEGMENT_KINDS.flatMap((kind) => {
    const start = draft[kind].start.trim();
    const end = draft[kind].end.trim();
    return start === "" && end === "" ? [] : [{ kind, start_sec: start, end_sec: end }];
  });
}

/** The field a refusal's key ("segments.1.end_sec") is about, in the parts that were sent. */
export function draftFieldOf(key: string, sent: ReturnType<typeof draftBody>): DraftField | null {
  const [list, index, part] = key.split(".");
  const segment = list === "segments" ? sent[Number(index)] : undefined;
  if (!segment) return null;
  return `${segment.kind as SegmentKind}_${part === "end_sec" ? "end" : "start"}`;
}

/**
 * Where a part typed in the fields sits on the timeline, in percent of the video; null while its
 * fields do not make a part (empty, not numbers, backwards).
 */
export function bandOf(
  { start, end }: { start: string; end: string },
  durationSec: number,
): { left: number; width: number } | null {
  const from = Number(start);
  const to = Number(end);
  if (start.trim() === "" || end.trim() === "" || !(durationSec > 0)) return null;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return null;
  const clamp = (seconds: number) => Math.min(100, Math.max(0, (seconds / durationSec) * 100));
  const left = clamp(from);
  return { left, width: clamp(to) - left };
}

/** `count` frames spread along the video, each the storyboard's tile at the middle of its stretch. */
export function framesOf(
  tiles: readonly StoryboardTile[],
  durationSec: number,
  count: number,
): { at: number; tile: StoryboardTile }[] {
  if (!(durationSec > 0) || tiles.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const at = ((i + 0.5) * durationSec) / count;
    const tile = tileAt(tiles, at) ?? tiles[0]!;
    return { at, tile };
  });
}

/**
 * A tile drawn at any size: its sprite scaled so the tile fills the box, in percentages, once the
 * sprite's own size is known; a whole picture covers the box.
 */
export function tileBackground(
  tile: StoryboardTile,
  sprite: { width: number; height: number } | null,
): Record<string, string> {
  const image = { backgroundImage: `url("${tile.url}")` };
  if (!tile.rect) return { ...image, backgroundSize: "cover", backgroundPosition: "center" };
  if (!sprite) return {};
  const { x, y, w, h } = tile.rect;
  const along = (offset: number, size: number, whole: number) =>
    whole > size ? `${(offset / (whole - size)) * 100}%` : "0%";
  return {
    ...image,
    backgroundSize: `${(sprite.width / w) * 100}% ${(sprite.height / h) * 100}%`,
    backgroundPosition: `${along(x, w, sprite.width)} ${along(y, h, sprite.height)}`,
  };
}
