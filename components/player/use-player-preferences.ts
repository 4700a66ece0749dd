"use client";

import { useEffect, useState, type RefObject } from "react";
import { loadPreferences, savePreference, type PlayerPreferences } from "@/lib/player/preferences";

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The viewer's subtitles and their look, speed, volume and mute (lib/player/preferences: local
 * storage, this browser only); speed, volume and mute applied to the video element whenever they
 * change (the subtitles by useCaptions). The quality choice is not among them: it lasts as long as
 * the player (useHls).
 */
export function usePlayerPreferences(videoRef: RefObject<HTMLVideoElement | null>) {
  const [prefs, setPrefs] = useState<PlayerPreferences>(() => loadPreferences(localStorageOrNull()));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Loading a source resets playbackRate to defaultPlaybackRate, so both carry the choice.
    video.defaultPlaybackRate = prefs.rate;
    video.playbackRate = prefs.rate;
    video.volume = prefs.volume;
    video.muted = prefs.muted;
  }, [videoRef, prefs.rate, prefs.volume, prefs.muted]);

  function update<K extends keyof PlayerPreferences>(key: K, value: PlayerPreferences[K]) {
    setPrefs((current) => ({ ...current, [key]: value }));
    savePreference(localStorageOrNull(), key, value);
  }

  /** Sets the volume (kept within 0–1, to the hundredth), unmuting when it is above 0; returns it. */
  function setVolume(volume: number): number {
    const value = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    update("volume", value);
    if (value > 0 && prefs.muted) update("muted", false);
    return value;
  }

  return { prefs, update, setVolume };
}
