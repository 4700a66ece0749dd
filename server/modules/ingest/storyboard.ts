/**
 * Seek previews for a packaged title (issue #37), in the demo's format (scripts/make-clips.sh): frames
 * tiled into one JPEG, and a WebVTT file naming each moment's tile with `#xywh=`. A long film takes a
 * frame every few seconds, so the sprite stays a few hundred tiles, well inside JPEG's 65,535 pixels.
 * Also the pictures offered as the title's poster or thumbnail.
 */
import { vttTime } from "./subtitles";

export const TILE = { width: 160, height: 90 } as const;
export const COLUMNS = 10;
/** About this many frames at most: one a second for a short clip, one every 24 s for a two-hour film. */
const MOST_TILES = 300;

/** Seconds between frames: 1 s, or more for a long title. */
export function storyboardInterval(durationSec: number): number {
  return Math.max(1, Math.ceil(durationSec / MOST_TILES));
}

/** Tiles in the sprite for a title this long. */
export function tileCount(durationSec: number): number {
  return Math.max(1, Math.ceil(durationSec / storyboardInterval(durationSec)));
}

/** The WebVTT naming each interval's tile of `image` (relative to the WebVTT file). */
export function storyboardVtt(durationSec: number, image: string): string {
  const interval = storyboardInterval(durationSec);
  const cues = Array.from({ length: tileCount(durationSec) }, (_, i) => {
    const x = (i % COLUMNS) * TILE.width;
    const y = Math.floor(i / COLUMNS) * TILE.height;
    const end = Math.min(durationSec, (i + 1) * interval);
    return `${vttTime(i * interval)} --> ${vttTime(end)}\n${image}#xywh=${x},${y},${TILE.width},${TILE.height}\n`;
  });
  return `WEBVTT\n\n${cues.join("\n")}`;
}

/** ffmpeg's filter drawing the sprite: a frame each interval, letterboxed into the tile, tiled. */
export function storyboardFilter(durationSec: number): string {
  const rows = Math.ceil(tileCount(durationSec) / COLUMNS);
  const { width, height } = TILE;
  return [
    `fps=1/${storyboardInterval(durationSec)}`,
    `scale=${width}:${height}:force_original_aspect_ratio=decrease`,
    `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2`,
    `tile=${COLUMNS}x${rows}`,
  ].join(",");
}

/** Pictures offered as a poster or thumbnail candidate, from a tenth into the title to four fifths. */
export const FRAME_CANDIDATES = 6;

/**
 * Where the candidate pictures are taken, in seconds: spread from 10 % to 80 % of the title, clear
 * of its opening black and its credits.
 */
export function candidateTimes(durationSec: number): number[] {
  return Array.from(
    { length: FRAME_CANDIDATES },
    (_, i) => Math.round(durationSec * (0.1 + (0.7 * i) / (FRAME_CANDIDATES - 1)) * 10) / 10,
  );
}

/** The candidate's filter: the most typical of the next 24 frames (no flash, no fade), at most 1080p. */
export const CANDIDATE_FILTER = "thumbnail=24,scale='min(1920,iw)':-2";
