"use client";

import { useEffect, useEffectEvent, useState } from "react";
import {
  autoSkips,
  segmentAction,
  segmentAt,
  skipButtonShown,
  skipTarget,
  type PlaybackSegment,
} from "@/lib/player/segments";

type Entry = {
  /** The segment playing ("kind@start"), null outside any. */
  key: string | null;
  /** The media time playback entered it at. */
  at: number;
  /** Segments entered before in this playback: entered again, they are neither skipped nor counted down. */
  seen: readonly string[];
  /** Entering this one for the first time: skip it now (the viewer's choice) or start the countdown. */
  act: boolean;
};

const keyOf = (segment: PlaybackSegment | null) => (segment ? `${segment.kind}@${segment.start_sec}` : null);

/**
 * The skip button and what happens on entering a segment (lib/player/segments): a recap or intro
 * is skipped at once when the viewer asked for that, the first time playback reaches it; an
 * episode's credits call `onCredits` once (the series page starts its countdown).
 */
export function useSegments({
  segments,
  time,
  duration,
  controlsShown,
  autoSkip,
  hasNext,
  seekTo,
  onCredits,
}: {
  segments: readonly PlaybackSegment[];
  time: number;
  duration: number;
  controlsShown: boolean;
  autoSkip: boolean;
  hasNext: boolean;
  seekTo: (to: number, skipped: PlaybackSegment) => void;
  onCredits?: () => void;
}) {
  // Nothing before the media's duration is known: a seek before then may be lost to the source's own start.
  const segment = Number.isFinite(duration) && duration > 0 ? segmentAt(segments, time) : null;
  const key = keyOf(segment);
  const [entry, setEntry] = useState<Entry>({ key: null, at: 0, seen: [], act: false });
  if (entry.key !== key) {
    // Adjusted while rendering (React's pattern for state that follows a prop), so the button never
    // shows for a frame before an automatic skip.
    const first = key !== null && !entry.seen.includes(key);
    setEntry({ key, at: time, seen: first ? [...entry.seen, key] : entry.seen, act: first });
  }
  const action = segmentAction(segment, { hasNext });
  const skipsNow =
    entry.key === key &&
    entry.act &&
    action === "skip" &&
    autoSkip &&
    segment !== null &&
    autoSkips(segment.kind);

  const act = useEffectEvent(() => {
    if (!segment || !entry.act || entry.key !== key) return;
    if (action === "countdown") onCredits?.();
    else if (skipsNow) seekTo(skipTarget(segment, duration), segment);
  });
  useEffect(() => act(), [entry]);

  const offered = action === "skip" && !skipsNow ? segment : null;
  return {
    /** The segment the skip button names, while it shows. */
    shown: offered && skipButtonShown(entry.at, time, controlsShown) ? offered : null,
    /** The segment `s` skips (the button may be hidden). */
    skippable: offered,
    skip(target: PlaybackSegment) {
      seekTo(skipTarget(target, duration), target);
    },
  };
}
