"use client";

import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import { TOUCH_ONLY_QUERY, turnAction } from "@/lib/player/fit";

type Orientation = ScreenOrientation & { lock?: (orientation: "landscape") => Promise<void> };
const orientation = () => (typeof screen === "undefined" ? undefined : (screen.orientation as Orientation));
const touchOnly = () => window.matchMedia?.(TOUCH_ONLY_QUERY).matches ?? false;
function unlockOrientation() {
  try {
    orientation()?.unlock();
  } catch {
    // Nothing was locked, or this browser cannot.
  }
}

/**
 * Fullscreen for the player's stage (its controls come along), or the video alone where only that
 * is possible (iPhone's webkitEnterFullscreen); `fullscreen` follows the browser, Escape included.
 * On a touch-only device the button also turns the picture sideways (Screen Orientation API), and
 * turning the device sideways while a film plays goes fullscreen; where the browser refuses (no
 * gesture, no API), `onRefused` is called instead.
 */
export function useFullscreen(
  stageRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  { playing, onRefused }: { playing: boolean; onRefused: () => void },
) {
  const [fullscreen, setFullscreen] = useState(false);
  const enteredByTurning = useRef(false);

  useEffect(() => {
    const onChange = () => {
      const inside = document.fullscreenElement === stageRef.current;
      setFullscreen(inside);
      if (inside) return;
      enteredByTurning.current = false;
      unlockOrientation();
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [stageRef]);

  /** True once the stage (or the video) is fullscreen. */
  async function enter(): Promise<boolean> {
    const stage = stageRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    try {
      if (stage?.requestFullscreen) await stage.requestFullscreen();
      else if (video?.webkitEnterFullscreen) video.webkitEnterFullscreen();
      else return false;
      return true;
    } catch {
      // Refused (not allowed in this frame, or not from a gesture).
      return false;
    }
  }

  async function exit() {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
    } catch {
      // Already left.
    }
  }

  async function toggleFullscreen() {
    if (document.fullscreenElement) return exit();
    if (!(await enter()) || !touchOnly()) return;
    // A film is wider than it is tall: on a phone, fullscreen turns it sideways.
    try {
      await orientation()?.lock?.("landscape");
    } catch {
      // Not in this browser (an iPhone's), or not now.
    }
  }

  const turned = useEffectEvent(async (landscape: boolean) => {
    const action = turnAction({
      landscape,
      playing,
      fullscreen: Boolean(document.fullscreenElement),
      enteredByTurning: enteredByTurning.current,
    });
    if (action === "exit") return exit();
    if (action !== "enter") return;
    enteredByTurning.current = true;
    if (!(await enter())) {
      enteredByTurning.current = false;
      onRefused();
    }
  });

  useEffect(() => {
    // A desktop window made wide is not a phone turned.
    if (!touchOnly()) return;
    const landscape = window.matchMedia("(orientation: landscape)");
    const onTurn = (event: MediaQueryListEvent) => void turned(event.matches);
    landscape.addEventListener("change", onTurn);
    return () => landscape.removeEventListener("change", onTurn);
  }, []);

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
