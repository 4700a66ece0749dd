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
