/**
 * Seek previews (issue #18): a storyboard is a WebVTT file whose cues name, for each stretch of the
 * video, a picture or a tile of a sprite (`sprite.jpg#xywh=x,y,w,h`), the format JW Player, Video.js
 * plugins and Jellyfin's trickplay use. scripts/make-clips.sh draws one for every demo clip.
 */
export type StoryboardTile = {
  start: number;
  end: number;
  /** The picture's absolute address (the sprite's, for a tile). */
  url: string;
  /** The tile inside the picture, in its pixels; null: the whole picture. */
  rect: { x: number; y: number; w: number; h: number } | null;
};

/** More cues than any film needs (a tile every second for 10 hours): the rest is ignored. */
export const MAX_TILES = 36_000;

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)/;

/** "01:02:03.500" or "02:03.5" → seconds. */
export function vttSeconds(text: string): number {
  const parts = text.split(":").map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

function tileOf(line: string, base: string): Pick<StoryboardTile, "url" | "rect"> | null {
  let url: URL;
  try {
    url = new URL(line.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const fragment = /^#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(url.hash);
  if (url.hash && !fragment) return null;
  url.hash = "";
  const rect = fragment
    ? { x: Number(fragment[1]), y: Number(fragment[2]), w: Number(fragment[3]), h: Number(fragment[4]) }
    : null;
  if (rect && (rect.w === 0 || rect.h === 0)) return null;
  return { url: url.href, rect };
}

/**
 * The tiles of a storyboard, in time order; `base` is the storyboard's own address (the sprites'
 * addresses are relative to it). Cues that do not parse, run backwards or name anything but an
 * http(s) picture are skipped; a file that is not WebVTT gives none.
 */
export function parseStoryboard(text: string, base: string): StoryboardTile[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (!lines[0]?.startsWith("WEBVTT")) return [];
  const tiles: StoryboardTile[] = [];
  for (let index = 1; index < lines.length && tiles.length < MAX_TILES; index += 1) {
    const timing = TIMING.exec(lines[index]!.trim());
    if (!timing) continue;
    const start = vttSeconds(timing[1]!);
    const end = vttSeconds(timing[2]!);
    const tile = tileOf(lines[index + 1] ?? "", base);
    index += 1;
    if (!tile || !(end > start)) continue;
    tiles.push({ start, end, ...tile });
  }
  return tiles.sort((a, b) => a.start - b.start);
}

/** The tile showing at `time` (a time past the last cue shows the last one), or null. */
export function tileAt(tiles: readonly StoryboardTile[], time: number): StoryboardTile | null {
  if (!tiles.length || !Number.isFinite(time) || time < tiles[0]!.start) return null;
  let low = 0;
  let high = tiles.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (tiles[middle]!.start <= time) low = middle;
    else high = middle - 1;
  }
  return tiles[low]!;
}
