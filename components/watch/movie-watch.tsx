"use client";

import type { ReactNode } from "react";
import type { Subtitle } from "@/lib/contract/catalogue";
import type { PlaybackSegment } from "@/lib/player/segments";
import { WatchPlayer } from "@/components/player/watch-player";
import { useWatchHistory } from "@/components/player/use-watch-history";

type Props = {
  titleId: number;
  title: string;
  src: string | null;
  poster: string | null;
  /** The still on the stage, drawn by the server page (StagePicture). */
  picture: ReactNode;
  subtitles: Subtitle[];
  segments: PlaybackSegment[];
  storyboard: string | null;
};

/** A film's player: resumes the signed-in viewer's saved position and keeps saving it. */
export function MovieWatch({ titleId, title, src, poster, picture, subtitles, segments, storyboard }: Props) {
  const { history, ready, saverFor, source } = useWatchHistory("movie", titleId);
  const last = history?.last;
  const saved = !ready ? undefined : last && !last.finished ? last.position_sec : null;
  return (
    <>
      {source}
      <WatchPlayer
        title={title}
        src={src}
        poster={poster}
        picture={picture}
        subtitles={subtitles}
        segments={segments}
        storyboard={storyboard}
        savedPosition={saved}
        onProgress={saverFor(null)}
        handoff={{ kind: "movie", id: titleId, episodeId: null }}
      />
    </>
  );
}
