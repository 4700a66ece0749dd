/**
 * Where a title's closing credits start (issue #37), from ffmpeg's own detectors run over its last
 * stretch: `blackdetect` finds the black picture credits roll over, `silencedetect` the quiet after
 * the story where the picture is not black. Credits are what reaches the end: a black (or else silent)
 * stretch, or several a breath apart, running to the last seconds.
 */
import { runTool } from "../../../providers/ffmpeg";

/** A stretch of a title, in seconds from its start. */
export type Span = { start: number; end: number };

/** How much of the end is searched: a quarter of the title, at most this many seconds. */
export const CREDITS_SEARCH_SEC = 8 * 60;
/** Credits end at most this far from the end of the file (a last frame, a logo's fade). */
export const END_SLACK_SEC = 2;
/** Two stretches this close are one: a cut between two cards of credits. */
export const JOIN_SEC = 1;
/** Shorter than this is a fade to black, not credits. */
export const MIN_CREDITS_SEC = 3;

/** A picture counts as black when 90 % of its pixels are this dark: white names on black pass. */
const BLACK = "blackdetect=d=0.5:pic_th=0.90:pix_th=0.10";
const SILENCE = "silencedetect=n=-50dB:d=0.5";

/** The spans ffmpeg's detectors printed, `offset` seconds added (they count from the seek point). */
export function spansOf(log: string, offset: number, duration: number) {
  const black: Span[] = [];
  for (const [, start, end] of log.matchAll(/black_start:\s*([\d.]+)\s+black_end:\s*([\d.]+)/g))
    black.push({ start: Number(start) + offset, end: Number(end) + offset });
  const silence: Span[] = [];
  for (const match of log.matchAll(/silence_start:\s*(-?[\d.]+)|silence_end:\s*([\d.]+)/g)) {
    if (match[1] !== undefined)
      silence.push({ start: Math.max(0, Number(match[1])) + offset, end: duration });
    else if (silence.length > 0) silence[silence.length - 1]!.end = Number(match[2]) + offset;
  }
  return { black, silence };
}

/** The start of the stretches that, joined, reach the end of a title `duration` long; or null. */
function reachingTheEnd(spans: Span[], duration: number): number | null {
  const sorted = [...spans].sort((a, b) => b.end - a.end);
  if (sorted.length === 0 || sorted[0]!.end < duration - END_SLACK_SEC) return null;
  let start = sorted[0]!.start;
  for (const span of sorted.slice(1)) {
    if (span.end < start - JOIN_SEC) break;
    start = Math.min(start, span.start);
  }
  return duration - start >= MIN_CREDITS_SEC ? start : null;
}

/** Where the credits start: black picture to the end, else silence to the end; null when neither. */
export function creditsStart({ black, silence }: { black: Span[]; silence: Span[] }, duration: number) {
  return reachingTheEnd(black, duration) ?? reachingTheEnd(silence, duration);
}

/** Runs the detectors over the end of `file` (`duration` seconds long) and finds its credits. */
export async function findCredits(
  file: string,
  duration: number,
  signal?: AbortSignal,
): Promise<Span | null> {
  const from = Math.max(0, duration - Math.min(duration / 4, CREDITS_SEARCH_SEC));
  const run = await runTool(
    "ffmpeg",
    [
      "-hide_banner",
      "-nostats",
      "-ss",
      String(from),
      "-i",
      file,
      "-vf",
      BLACK,
      "-af",
      SILENCE,
      "-f",
      "null",
      "-",
    ],
    { signal, timeoutMs: 30 * 60_000 },
  );
  if (run.code !== 0) throw new Error(`ffmpeg could not read the end of ${file}: ${run.stderr.slice(-500)}`);
  const start = creditsStart(spansOf(run.stderr, from, duration), duration);
  return start === null ? null : { start, end: duration };
}
