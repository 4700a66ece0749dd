"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * Fullscreen for the player's stage (its controls come along), or the video alone where only that
 * is possible (iPhone's webkitEnterFullscreen); `fullscreen` follows the browser, Escape included.
 */
export function useFullscreen(
  stageRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [stageRef]);

  async function toggleFullscreen() {
    const stage = stageRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else if (stage?.requestFullscreen) await stage.requestFullscreen();
      else video?.webkitEnterFullscreen?.();
    } catch {
      // Refused (not allowed in this frame): the player stays as it is.
    }
  }

  return { fullscreen, toggleFullscreen };
}

/** Picture-in-picture for the video, or back out of it. */
export async function togglePictureInPicture(video: HTMLVideoElement | null) {
  try {
    if (document.pictureInPictureElement) await document.exitPictureInPicture();
    else await video?.requestPictureInPicture();
  } catch {
    // Not available for this video right now.
  }
}
