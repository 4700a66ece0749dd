/**
 * What a title plays after segments are found anew (issue #37): for each kind, an editor's own mark
 * stays; one the pipeline put there (still as it was found) gives way to what is found now, or goes
 * when nothing is. A title never loses an intro an editor marked because a dub was added.
 */
import { cleanSegments, SEGMENT_KINDS, type PlaybackSegment } from "@/lib/player/segments";

const same = (a: PlaybackSegment | undefined, b: PlaybackSegment | undefined) =>
  a !== undefined && b !== undefined && a.start_sec === b.start_sec && a.end_sec === b.end_sec;

/**
 * `current`: what the title plays; `foundBefore`: what the pipeline had found for it (null: never
 * looked); `found`: what it finds now.
 */
export function mergeFound(
  current: readonly PlaybackSegment[],
  foundBefore: readonly PlaybackSegment[] | null,
  found: readonly PlaybackSegment[],
): PlaybackSegment[] {
  const merged = SEGMENT_KINDS.flatMap((kind) => {
    const own = current.find((s) => s.kind === kind);
    const before = foundBefore?.find((s) => s.kind === kind);
    const now = found.find((s) => s.kind === kind);
    if (own && !same(own, before)) return [own];
    return now ? [now] : [];
  });
  return cleanSegments(merged);
}

/**
 * What a title plays when a packaging of another video replaces what it played (its first upload
 * over a clip, a new master): kind by kind what is found in the new video, since marks made on the
 * old one say where its parts were; an old mark stays only where nothing of its kind is found (an
 * intro an editor typed before uploading, in a film whose intro no detector hears).
 */
export function foundInNewVideo(
  current: readonly PlaybackSegment[],
  found: readonly PlaybackSegment[],
): PlaybackSegment[] {
  const chosen = SEGMENT_KINDS.flatMap((kind) => {
    const now = found.find((s) => s.kind === kind) ?? current.find((s) => s.kind === kind);
    return now ? [now] : [];
  });
  return cleanSegments(chosen);
}
