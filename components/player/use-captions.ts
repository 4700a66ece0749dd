"use client";

import { useEffect, useState, type RefObject } from "react";
import {
  activeLines,
  captionBlocks,
  type CaptionBlock,
  type CueLike,
  type ShownCaption,
} from "@/lib/player/captions";

/** "off", or a subtitle track's language. */
type Choice = string;

function lines(track: TextTrack): CaptionBlock {
  const cues = Array.from(track.activeCues ?? [], (cue) => ({
    text: (cue as Partial<VTTCue>).text ?? "",
    startTime: cue.startTime,
  })) satisfies CueLike[];
  return { lang: track.language, lines: activeLines(cues) };
}

/**
 * The subtitles the player draws itself (lib/player/captions): the first and the second language's
 * tracks in mode "hidden" (the browser fetches, parses and times them, at any speed and after any
 * seek, and says so with `cuechange`), every other track "disabled". Where our drawing cannot be
 * seen (picture-in-picture, an iPhone's own fullscreen) the first language is left to the browser
 * ("showing") and nothing is drawn.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>, first: Choice, second: Choice) {
  const [blocks, setBlocks] = useState<ShownCaption[]>([]);
  const [native, setNative] = useState(false);
  // Bumped when the element's list of tracks may have changed (a new source's metadata).
  const [tracksVersion, setTracksVersion] = useState(0);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const tracks = Array.from(video.textTracks ?? []);
    const find = (choice: Choice) =>
      choice === "off" ? undefined : tracks.find((t) => t.language === choice);
    const firstTrack = find(first);
    const secondTrack = firstTrack && second !== first ? find(second) : undefined;
    for (const track of tracks) {
      const drawn = !native && (track === firstTrack || track === secondTrack);
      const mode = drawn ? "hidden" : native && track === firstTrack ? "showing" : "disabled";
      if (track.mode !== mode) track.mode = mode;
    }
    const draw = () =>
      setBlocks(
        native
          ? []
          : captionBlocks(firstTrack ? lines(firstTrack) : null, secondTrack ? lines(secondTrack) : null),
      );
    draw();
    const watched = [firstTrack, secondTrack].filter((track) => track !== undefined);
    // A track's cues arrive after it leaves "disabled": its <track> element says when.
    const elements = Array.from(video.querySelectorAll("track"));
    for (const track of watched) track.addEventListener("cuechange", draw);
    for (const element of elements) element.addEventListener("load", draw);
    return () => {
      for (const track of watched) track.removeEventListener("cuechange", draw);
      for (const element of elements) element.removeEventListener("load", draw);
    };
  }, [videoRef, first, second, native, tracksVersion]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const nativeOn = () => setNative(true);
    const nativeOff = () => setNative(false);
    const events = [
      ["enterpictureinpicture", nativeOn],
      ["leavepictureinpicture", nativeOff],
      ["webkitbeginfullscreen", nativeOn],
      ["webkitendfullscreen", nativeOff],
    ] as const;
    for (const [name, listener] of events) video.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) video.removeEventListener(name, listener);
    };
  }, [videoRef]);

  return { blocks, tracksChanged: () => setTracksVersion((version) => version + 1) };
}
