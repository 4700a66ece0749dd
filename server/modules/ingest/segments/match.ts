/**
 * Where two audio fingerprints share a stretch (issue #37): the opening titles every episode of a
 * season plays, or the footage an episode's recap takes from the one before. Chromaprint's raw
 * fingerprint is one 32-bit word per ITEM_SEC of audio; the same sound gives words a few bits apart
 * at most, other sounds about half their bits apart. Every shift of one against the other is tried,
 * and the run of near-equal words (small gaps forgiven) that matches most closely wins. The idea is the one Jellyfin's
 * intro-skipper uses; the search is plain, since a season's openings are a few thousand words.
 */

/** Seconds of audio per fingerprint word: chromaprint's hop of 4096/3 samples at 11,025 Hz. */
export const ITEM_SEC = 4096 / 3 / 11_025;
/** Words at most this many bits apart are the same sound. */
export const SAME_SOUND_BITS = 6;
/**
 * Each word hears about two seconds from where it starts, so the last word to match still starts well
 * before the shared sound ends: it ends about this long after that word's start (measured on the
 * generated seasons of test-season.ts, aligned and not: within ±0.6 s).
 */
export const WORD_REACH_SEC = 1.3;
/** A gap this long inside a run (a word or two of noise, a dropped frame) does not end it. */
export const RUN_GAP_SEC = 3.5;

/** A stretch of `a` and where the same sound is in `b`, in seconds from each one's start. */
export type SharedStretch = { aStart: number; aEnd: number; bStart: number; bEnd: number };

/** Counts the set bits of a 32-bit word. */
function bitsOf(word: number): number {
  let v = word >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A run of words, `a`'s indexes from `first` to `last`, with `b` shifted by `shift` words, and how
 * closely they matched: each word scores the bits it is within SAME_SOUND_BITS, so the true
 * alignment outscores one a word off (a held note matches itself a word later too, nearly).
 */
type Run = { first: number; last: number; shift: number; closeness: number };

const better = (run: Run, than: Run | null) => !than || run.closeness > than.closeness;

/** The longest run of near-equal words with `b` shifted by `shift` (b[i + shift] against a[i]). */
function longestRunAt(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  shift: number,
  gap: number,
  ignoreB?: (index: number) => boolean,
): Run | null {
  const from = Math.max(0, -shift);
  const to = Math.min(a.length, b.length - shift);
  let best: Run | null = null;
  let first = -1;
  let last = -1;
  let closeness = 0;
  for (let i = from; i < to; i++) {
    const bits = bitsOf(a[i]! ^ b[i + shift]!);
    if (bits > SAME_SOUND_BITS || ignoreB?.(i + shift)) continue;
    if (first < 0 || i - last > gap) {
      first = i;
      closeness = 0;
    }
    last = i;
    closeness += SAME_SOUND_BITS + 1 - bits;
    const run = { first, last, shift, closeness };
    if (better(run, best)) best = run;
  }
  return best;
}

/**
 * The stretch `a` and `b` share most closely, at least `minSec` long, or null. Words where `ignoreB`
 * says so (another stretch of `b` already accounted for) never match.
 */
export function sharedStretch(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  { minSec, ignoreB }: { minSec: number; ignoreB?: (index: number) => boolean },
): SharedStretch | null {
  const gap = Math.round(RUN_GAP_SEC / ITEM_SEC);
  let best: Run | null = null;
  for (let shift = 1 - a.length; shift < b.length; shift++) {
    const run = longestRunAt(a, b, shift, gap, ignoreB);
    if (run && better(run, best)) best = run;
  }
  if (!best || (best.last - best.first + 1) * ITEM_SEC < minSec) return null;
  return {
    aStart: best.first * ITEM_SEC,
    aEnd: best.last * ITEM_SEC + WORD_REACH_SEC,
    bStart: (best.first + best.shift) * ITEM_SEC,
    bEnd: (best.last + best.shift) * ITEM_SEC + WORD_REACH_SEC,
  };
}
