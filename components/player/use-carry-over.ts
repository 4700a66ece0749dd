"use client";

import { useEffect, useState, type RefObject } from "react";
import { LANGUAGE_SWITCH_EVENT } from "@/lib/i18n/language-switch";
import { carryOverFragment, readCarryOver, type CarryOver } from "@/lib/player/carry-over";
import { CARRY_OVER_FRAGMENT } from "./events";

/** The address without its fragment, the router's state kept. */
function dropFragment() {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/**
 * A video that outlives a language switch (lib/player/carry-over). As the page leaves for the other
 * language, the address takes where the video is and whether it plays; the player of the page in
 * the new language starts from there (what this returns, read once) and takes the fragment away, so
 * a reload starts as usual; so does one started by a fragment naming no second (playingNow).
 */
export function useCarryOver(videoRef: RefObject<HTMLVideoElement | null>): CarryOver | null {
  const [carried] = useState(() => readCarryOver(window.location.hash));

  useEffect(() => {
    if (window.location.hash.startsWith(CARRY_OVER_FRAGMENT)) dropFragment();
  }, []);

  useEffect(() => {
    const leave = () => {
      const video = videoRef.current;
      if (!video) return;
      const fragment = carryOverFragment({ time: video.currentTime, playing: !video.paused && !video.ended });
      window.history.replaceState(window.history.state, "", fragment);
    };
    window.addEventListener(LANGUAGE_SWITCH_EVENT, leave);
    return () => window.removeEventListener(LANGUAGE_SWITCH_EVENT, leave);
  }, [videoRef]);

  return carried;
}
