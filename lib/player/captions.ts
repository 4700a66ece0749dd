/**
 * Subtitles drawn by the player itself (issue #18): one or two languages at once, in the viewer's
 * size and background. The browser parses the WebVTT tracks and says which cues are active (their
 * mode "hidden": parsed, timed, not drawn); these functions turn those cues into the lines shown.
 */

export const CAPTION_SIZES = ["small", "medium", "large", "xlarge"] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];

export const CAPTION_BACKGROUNDS = ["none", "shadow", "box"] as const;
export type CaptionBackground = (typeof CAPTION_BACKGROUNDS)[number];

/** At most this many lines per language: a malformed track cannot cover the picture. */
export const MAX_LINES_PER_TRACK = 4;

/** What the player needs of a browser VTTCue. */
export type CueLike = { text: string; startTime: number };

export type CaptionBlock = { lang: string; lines: string[] };
/** A block as drawn: `second` marks the second language (set apart in colour). */
export type ShownCaption = CaptionBlock & { second: boolean };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  lrm: "\u200e",
  rlm: "\u200f",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A cue's text as plain lines: WebVTT's markup (<i>, <b>, <u>, <c.class>, <v Speaker>, <lang xx>,
 * <ruby>, timestamps) dropped, entities decoded, blank lines left out. The result is shown as text,
 * never as HTML.
 */
export function cueLines(text: string): string[] {
  return (
    decodeEntities(text.replace(/<[^>]*>/g, ""))
      .split(/\r\n|\r|\n/)
      // Spaces and tabs squeezed; a no-break space is the author's and stays.
      .map((line) => line.replace(/[ \t\f\v]+/g, " ").trim())
      .filter(Boolean)
  );
}

/** The lines of a track's active cues, in the order the cues start (the browser's list is not sorted by it). */
export function activeLines(cues: Iterable<CueLike>): string[] {
  const lines = [...cues].sort((a, b) => a.startTime - b.startTime).flatMap((cue) => cueLines(cue.text));
  const unique = lines.filter((line, index) => lines.indexOf(line) === index);
  return unique.slice(0, MAX_LINES_PER_TRACK);
}

/**
 * The blocks to draw, top to bottom: the second language above the first (so the first sits where
 * subtitles always sit, nearest the bottom), each language in one block so their lines never
 * overlap. A language with nothing to say now is left out; the second is left out too when it says
 * exactly what the first says (a track listed twice).
 */
export function captionBlocks(first: CaptionBlock | null, second: CaptionBlock | null): ShownCaption[] {
  const blocks: ShownCaption[] = [];
  const firstText = first?.lines.join("\n") ?? "";
  if (second && second.lines.length > 0 && second.lines.join("\n") !== firstText)
    blocks.push({ ...second, second: true });
  if (first && first.lines.length > 0) blocks.push({ ...first, second: false });
  return blocks;
}

export function parseCaptionSize(raw: string | null | undefined): CaptionSize {
  return (CAPTION_SIZES as readonly string[]).includes(raw ?? "") ? (raw as CaptionSize) : "medium";
}

export function parseCaptionBackground(raw: string | null | undefined): CaptionBackground {
  return (CAPTION_BACKGROUNDS as readonly string[]).includes(raw ?? "")
    ? (raw as CaptionBackground)
    : "shadow";
}
