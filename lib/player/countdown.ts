/** Seconds the "next episode" countdown runs before it plays the next one. */
export const AUTOPLAY_SECONDS = 10;

/** Whole seconds left of a countdown started at `startedAt` (ms), never negative. */
export function secondsLeft(startedAt: number, now: number, total = AUTOPLAY_SECONDS): number {
  return Math.max(0, Math.ceil(total - (now - startedAt) / 1000));
}
