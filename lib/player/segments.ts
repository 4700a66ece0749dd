/**
 * Parts of a film or an episode a viewer may skip (issue #18): a recap of earlier episodes, the
 * opening titles, the closing credits. Marked per film and episode in the database (seconds from
 * the start); the player offers "Skip intro" / "Skip recap" while inside one, and the credits of an
 * episode bring the next-episode countdown forward.
 */
export const SEGMENT_KINDS = ["recap", "intro", "credits"] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

export type PlaybackSegment = { kind: SegmentKind; start_sec: number; end_sec: number };

/** A segment shorter than this is not worth a button. */
export const MIN_SKIPPABLE_SEC = 3;
/** The skip button shows this long after playback enters a segment; later only with the controls. */
export const SKIP_BUTTON_SEC = 8;

/**
 * The segments worth offering, in order: known kinds, finite, start < end, at least
 * MIN_SKIPPABLE_SEC long, not overlapping an earlier one (the first wins). Data from anywhere (the
 * database, another backend) goes through this, so the player can trust what it gets.
 */
export function cleanSegments(raw: unknown): PlaybackSegment[] {
  if (!Array.isArray(raw)) return [];
  const valid = raw
    .filter(
      (item): item is PlaybackSegment =>
        typeof item === "object" &&
        item !== null &&
        (SEGMENT_KINDS as readonly unknown[]).includes((item as PlaybackSegment).kind) &&
        Number.isFinite((item as PlaybackSegment).start_sec) &&
        Number.isFinite((item as PlaybackSegment).end_sec) &&
        (item as PlaybackSegment).start_sec >= 0 &&
        (item as PlaybackSegment).end_sec - (item as PlaybackSegment).start_sec >= MIN_SKIPPABLE_SEC,
    )
    .map(({ kind, start_sec, end_sec }) => ({ kind, start_sec, end_sec }))
    .sort((a, b) => a.start_sec - b.start_sec);
  const result: PlaybackSegment[] = [];
  for (const segment of valid) {
    const last = result[result.length - 1];
    if (!last || segment.start_sec >= last.end_sec) result.push(segment);
  }
  return result;
}

/** The segment playing at `time`, or null. */
export function segmentAt(segments: readonly PlaybackSegment[], time: number): PlaybackSegment | null {
  if (!Number.isFinite(time)) return null;
  return segments.find((s) => time >= s.start_sec && time < s.end_sec) ?? null;
}

/**
 * Where "Skip" lands: the segment's end, kept inside a known duration (a film's credits that run to
 * the end finish the film).
 */
export function skipTarget(segment: PlaybackSegment, duration: number): number {
  return Number.isFinite(duration) && duration > 0 ? Math.min(segment.end_sec, duration) : segment.end_sec;
}

/**
 * Whether the skip button shows: for SKIP_BUTTON_SEC of playback after entering the segment, then
 * only while the controls show (a viewer who lets the intro play is not nagged).
 */
export function skipButtonShown(enteredAt: number, time: number, controlsShown: boolean): boolean {
  return controlsShown || time - enteredAt < SKIP_BUTTON_SEC;
}

/**
 * What the player does about the segment at `time`:
 * - "countdown": credits of an episode with a next one (the series page starts its countdown);
 * - "skip": a recap, an intro, or credits with nothing after them, offered as a button (or skipped
 *   at once when the viewer asked for that, for recaps and intros only: credits are never skipped
 *   unasked);
 * - null: outside any segment.
 */
export function segmentAction(
  segment: PlaybackSegment | null,
  { hasNext }: { hasNext: boolean },
): "countdown" | "skip" | null {
  if (!segment) return null;
  if (segment.kind === "credits" && hasNext) return "countdown";
  return "skip";
}

/** Whether the viewer's "skip automatically" choice applies to this kind. */
export function autoSkips(kind: SegmentKind): boolean {
  return kind === "recap" || kind === "intro";
}
