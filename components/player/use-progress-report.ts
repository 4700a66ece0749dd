"use client";

import { useCallback, useEffect, useRef, type RefObject } from "react";
import { SAVE_INTERVAL_MS } from "@/lib/player/saving";

export type ProgressListener = (position: number, duration: number, leaving: boolean) => void;

/**
 * Tells `onProgress` where the viewer is: every SAVE_INTERVAL_MS while `playing`, and with
 * `leaving` when the page is hidden or left or the player goes away. Returns `report` for the
 * moments only the caller sees (pause, end). Nothing is reported before playback has moved.
 */
export function useProgressReport(
  videoRef: RefObject<HTMLVideoElement | null>,
  playing: boolean,
  onProgress: ProgressListener | undefined,
) {
  // The latest listener, so the timers below do not restart when a parent re-renders.
  const listener = useRef(onProgress);
  useEffect(() => {
    listener.current = onProgress;
  });

  const report = useCallback(
    (leaving: boolean) => {
      const video = videoRef.current;
      if (video && video.currentTime > 0) listener.current?.(video.currentTime, video.duration, leaving);
    },
    [videoRef],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => report(false), SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, report]);

  useEffect(() => {
    const leave = () => report(true);
    const hidden = () => document.visibilityState === "hidden" && report(true);
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
      report(true);
    };
  }, [report]);

  return report;
}
