"use client";

import type { ReactNode } from "react";
import type { PlayableMedia } from "@/components/player/playable-media";
import { WatchPlayer } from "@/components/player/watch-player";
import { useHandoffExtension } from "@/components/player/handoff-extension";
import { useWatchHistory } from "@/components/player/use-watch-history";

type Props = {
  titleId: number;
  media: PlayableMedia;
  /** The still on the stage, drawn by the server page (StagePicture). */
  picture: ReactNode;
};

/** A film's player: resumes the signed-in viewer's saved position and keeps saving it. */
export function MovieWatch({ titleId, media, picture }: Props) {
  const { history, ready, saverFor, source } = useWatchHistory("movie", titleId);
  const handoff = useHandoffExtension("movie", titleId, null);
  const last = history?.last;
  const saved = !ready ? undefined : last && !last.finished ? last.position_sec : null;
  return (
    <>
      {source}
      <WatchPlayer
        media={media}
        picture={picture}
        savedPosition={saved}
        extensions={[{ id: "history", onProgress: saverFor(null) }, handoff]}
      />
    </>
  );
}
