"use client";

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatClock, resumePosition } from "@/lib/player/progress";
import { CARRY_OVER_FRAGMENT, PLAYER_START_EVENT } from "./events";
import type { PlayableMedia } from "./playable-media";
import type { PlayerExtension } from "./player-extension";
import { PlayButton, PosterStage, Unavailable } from "./poster-stage";

// The player and hls.js arrive only when someone presses play.
// Rendered only after Play, so never on the server; React's lazy keeps next/dynamic out of the page.
const VideoPlayer = lazy(() => import("./loaded-on-play").then((m) => ({ default: m.VideoPlayer })));

export type WatchPlayerProps = {
  media: PlayableMedia;
  /** The still drawn on the stage until Play (./stage-picture.tsx). */
  picture?: ReactNode;
  /** Saved position, once known (undefined while the history is still loading). */
  savedPosition?: number | null;
  /** Start at once (the viewer chose an episode or the next one came up). */
  autoStart?: boolean;
  /** Features from outside the player (./player-extension.ts); null entries are left out. */
  extensions?: readonly (PlayerExtension | null)[];
};

/** The poster with a play button until the viewer starts; then the player, loaded on demand. */
export function WatchPlayer({
  media,
  picture,
  savedPosition,
  autoStart = false,
  extensions = [],
}: WatchPlayerProps) {
  const t = useTranslations("player");
  // Started by the page (autoStart), or by the viewer (a Play button, a language switch while it
  // played): then focus follows into the player.
  const [started, setStarted] = useState<"page" | "viewer" | null>(autoStart ? "page" : null);

  useEffect(() => {
    const start = () => setStarted("viewer");
    window.addEventListener(PLAYER_START_EVENT, start);
    // Playing when the viewer switched language: it carries on (./use-carry-over.ts).
    if (location.hash.startsWith(CARRY_OVER_FRAGMENT)) start();
    return () => window.removeEventListener(PLAYER_START_EVENT, start);
  }, []);

  const { src } = media;
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
          media={{ ...media, src }}
          startAt={savedPosition ?? null}
          focusOnStart={started === "viewer"}
          extensions={extensions}
        />
      </Suspense>
    );
  }

  const resumeAt = resumePosition(savedPosition, NaN);
  return (
    <PosterStage picture={picture}>
      <PlayButton
        resume={resumeAt > 0}
        label={
          resumeAt > 0
            ? t("resumeFrom", { time: formatClock(resumeAt) })
            : t("playTitle", { title: media.title })
        }
        onClick={() => setStarted("viewer")}
      />
    </PosterStage>
  );
}
