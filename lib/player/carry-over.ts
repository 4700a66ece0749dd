/**
 * A video carried over a language switch (issue #35). A page is drawn by the server in one language,
 * so switching reloads it; where the video was, and whether it played, ride along in the address's
 * fragment, written as media fragments write a start time ("#t=42.5", "&paused" when it was paused),
 * and the player of the page in the new language starts there, then takes the fragment away. Pages
 * look for "#t=" on their first load (components/player/events.ts), without this module.
 */
export type CarryOver = { time: number; playing: boolean };

/**
 * A title page's address (a film, or a series at its episode) whose player starts at once, from
 * where the viewer left off (the start for a guest or a finished title), as a press of Play would:
 * "#t=" naming no second ("Continue watching", a review's Play; components/player/events.ts).
 */
export function playingNow(path: string): string {
  return `${path}#t=`;
}

/** The fragment for a video at `time` seconds (to the tenth), playing or paused. */
export function carryOverFragment({ time, playing }: CarryOver): string {
  const tenths = Math.floor(Math.max(0, Number.isFinite(time) ? time : 0) * 10) / 10;
  return `#t=${tenths}${playing ? "" : "&paused"}`;
}

/** What an address's fragment carries over, or null when it carries nothing readable. */
export function readCarryOver(fragment: string): CarryOver | null {
  const match = /^#t=(\d{1,7}(?:\.\d+)?)(&paused)?$/.exec(fragment);
  return match ? { time: Number(match[1]), playing: !match[2] } : null;
}
