"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Subtitle } from "@/lib/contract/catalogue";
import type { PlaybackSegment } from "@/lib/player/segments";
import { formatClock, resumePosition } from "@/lib/player/progress";
import { PLAYER_START_EVENT } from "./events";
import type { HandoffTitle } from "./handoff-panel";
import { PlayButton, PosterStage, Unavailable } from "./poster-stage";

// The player and hls.js arrive only when someone presses play.
// Rendered only after Play, so never on the server; React's lazy keeps next/dynamic out of the page.
const VideoPlayer = lazy(() => import("./video-player").then((m) => ({ default: m.VideoPlayer })));

export type WatchPlayerProps = {
  title: string;
  /** Absolute media URL, or null when the title cannot be played yet. */
  src: string | null;
  /** The still's address, for the video element. */
  poster: string | null;
  /** The still drawn on the stage until Play (./stage-picture.tsx). */
  picture?: ReactNode;
  subtitles: Subtitle[];
  /** Saved position, once known (undefined while the history is still loading). */
  savedPosition?: number | null;
  /** Start at once (the viewer chose an episode or the next one came up). */
  autoStart?: boolean;
  onProgress?: (position: number, duration: number, leaving: boolean) => void;
  onEnded?: () => void;
  /** Recap, intro and credits to offer skipping (lib/player/segments). */
  segments?: readonly PlaybackSegment[];
  /** An episode follows: its credits call onCredits (the series page's countdown). */
  hasNext?: boolean;
  onCredits?: () => void;
  /** Plays the next episode (from the lock screen or a media key). */
  onNext?: () => void;
  /** Seek previews' storyboard address (absolute or same-origin), or null. */
  storyboard?: string | null;
  /** What plays, for "continue on another device". */
  handoff?: HandoffTitle;
};

/** The poster with a play button until the viewer starts; then the player, loaded on demand. */
export function WatchPlayer({
  title,
  src,
  poster,
  picture,
  subtitles,
  savedPosition,
  autoStart = false,
  onProgress,
  onEnded,
  segments,
  hasNext,
  onCredits,
  onNext,
  storyboard,
  handoff,
}: WatchPlayerProps) {
  const t = useTranslations("player");
  const [started, setStarted] = useState(autoStart);
  // Started by the viewer (a Play button) rather than by the page: focus follows into the player.
  const [byViewer, setByViewer] = useState(false);

  useEffect(() => {
    const start = () => {
      setByViewer(true);
      setStarted(true);
    };
    window.addEventListener(PLAYER_START_EVENT, start);
    return () => window.removeEventListener(PLAYER_START_EVENT, start);
  }, []);

  if (!src) {
    return (
      <PosterStage picture={picture}>
        <Unavailable>{t("unavailable")}</Unavailable>
      </PosterStage>
    );
  }

  // Pressed before the saved position arrived: wait for it, so the film resumes instead of restarting.
  if (started && savedPosition === undefined) return <PosterStage picture={picture} busy />;

  if (started) {
    return (
      <Suspense fallback={<PosterStage busy />}>
        <VideoPlayer
          src={src}
          poster={poster}
          subtitles={subtitles}
          title={title}
          startAt={savedPosition ?? null}
          onProgress={onProgress}
          onEnded={onEnded}
          focusOnStart={byViewer}
          segments={segments}
          hasNext={hasNext}
          onCredits={onCredits}
          onNext={onNext}
          storyboard={storyboard}
          handoff={handoff}
        />
      </Suspense>
    );
  }

  const resumeAt = resumePosition(savedPosition, NaN);
  return (
    <PosterStage picture={picture}>
      <PlayButton
        label={resumeAt > 0 ? t("resumeFrom", { time: formatClock(resumeAt) }) : t("playTitle", { title })}
        onClick={() => {
          setByViewer(true);
          setStarted(true);
        }}
      />
    </PosterStage>
  );
}
