/**
 * What the player tells the platform's media controls (issue #18): the Media Session API's lock
 * screen, notification and hardware media keys. Pure, so the rules are tested without a browser.
 */

export type MediaControls = {
  play: () => void;
  pause: () => void;
  /** Seconds, negative back. */
  seekBy: (by: number) => void;
  seekTo: (to: number) => void;
  /** The next episode, when there is one. */
  next?: () => void;
};

/** The seconds a lock-screen skip moves when the platform does not say (the player's own step). */
export const PLATFORM_SEEK_SEC = 10;

type ActionDetails = { seekOffset?: number; seekTime?: number };

/**
 * The handler for each action the player answers; null for the ones it does not (the platform then
 * hides that button): "nexttrack" only with a next episode, no "previoustrack".
 */
export function mediaActions(
  controls: MediaControls,
): [MediaSessionAction, ((details: ActionDetails) => void) | null][] {
  return [
    ["play", () => controls.play()],
    ["pause", () => controls.pause()],
    ["seekbackward", (details) => controls.seekBy(-(details.seekOffset ?? PLATFORM_SEEK_SEC))],
    ["seekforward", (details) => controls.seekBy(details.seekOffset ?? PLATFORM_SEEK_SEC)],
    [
      "seekto",
      (details) => {
        if (details.seekTime !== undefined && Number.isFinite(details.seekTime))
          controls.seekTo(details.seekTime);
      },
    ],
    ["nexttrack", controls.next ? () => controls.next!() : null],
    ["previoustrack", null],
  ];
}

/**
 * The position for `setPositionState`, or null while it would be refused (the browser throws on an
 * unknown or zero duration, a position past it, or a rate of 0).
 */
export function positionState(time: number, duration: number, rate: number): MediaPositionState | null {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(time) || !(rate > 0)) return null;
  return { duration, position: Math.min(Math.max(0, time), duration), playbackRate: rate };
}
