"use client";

import { useEffect, useEffectEvent, useState, type RefObject } from "react";
import { mediaActions, positionState, type MediaControls } from "@/lib/player/media-session";

function mediaSession(): MediaSession | null {
  return typeof navigator !== "undefined" && "mediaSession" in navigator ? navigator.mediaSession : null;
}

/**
 * The platform's own controls (issue #18): the Media Session (title and artwork on the lock screen
 * and in the notification; play, pause, seek and next episode from there and from hardware keys),
 * kept while the player is on the page.
 */
export function useMediaSession({
  title,
  artwork,
  playing,
  time,
  duration,
  rate,
  controls,
}: {
  title: string;
  artwork: string | null;
  playing: boolean;
  time: number;
  duration: number;
  rate: number;
  controls: MediaControls;
}) {
  const act = useEffectEvent((action: keyof MediaControls, value?: number) => {
    if (action === "seekBy" || action === "seekTo") controls[action](value ?? 0);
    else controls[action]?.();
  });
  const hasNext = Boolean(controls.next);

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    if (typeof MediaMetadata !== "undefined") {
      session.metadata = new MediaMetadata({
        title,
        artist: "Cineva",
        artwork: artwork ? [{ src: new URL(artwork, window.location.href).href }] : [],
      });
    }
    const actions = mediaActions({
      play: () => act("play"),
      pause: () => act("pause"),
      seekBy: (by) => act("seekBy", by),
      seekTo: (to) => act("seekTo", to),
      next: hasNext ? () => act("next") : undefined,
    });
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
      session.playbackState = "none";
    };
  }, [title, artwork, hasNext]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = playing ? "playing" : "paused";
  }, [playing]);

  // Whole seconds are enough for the lock screen's bar (timeupdate comes 4 times a second).
  const second = Math.floor(time);
  useEffect(() => {
    const session = mediaSession();
    const state = positionState(second, duration, rate);
    if (!session || !state) return;
    try {
      session.setPositionState(state);
    } catch {
      // Refused (a duration the platform does not accept): the bar is simply not shown.
    }
  }, [second, duration, rate]);
}

/**
 * Whether the video can be sent to another screen now (Remote Playback API: AirPlay on Safari, Cast on
 * Chrome for Android), and a prompt to pick one. Unavailable (no API, no device, or a source the
 * browser cannot send) hides the button.
 */
export function useRemotePlayback(videoRef: RefObject<HTMLVideoElement | null>) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const remote = videoRef.current?.remote;
    if (!remote?.watchAvailability) return;
    let id: number | undefined;
    let stopped = false;
    remote
      .watchAvailability((value) => {
        if (!stopped) setAvailable(value);
      })
      .then((watchId) => {
        id = watchId;
        if (stopped) remote.cancelWatchAvailability(watchId).catch(() => {});
      })
      .catch(() => {
        // NotSupportedError: this source cannot be sent (a MediaSource stream on Chrome's desktop).
      });
    return () => {
      stopped = true;
      if (id !== undefined) remote.cancelWatchAvailability(id).catch(() => {});
    };
  }, [videoRef]);
  return {
    available,
    prompt() {
      videoRef.current?.remote?.prompt().catch(() => {
        // The viewer closed the picker, or no device answered.
      });
    },
  };
}
