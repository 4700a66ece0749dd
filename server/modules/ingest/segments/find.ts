/**
 * A season's recaps, intros and credits from its episodes' sounds (issue #37): the intro is the
 * opening stretch an episode shares with another of the season; a recap is what an episode opens with,
 * before its intro, that the episode before played after its own intro; the credits are found per
 * title (credits.ts). A film has no season: only its credits are found.
 */
import type { PlaybackSegment } from "@/lib/player/segments";
import type { Span } from "./credits";
import { ITEM_SEC, sharedStretch, type SharedStretch } from "./match";

/**
 * An episode as heard: its number, its whole fingerprint (empty when its sound could not be read),
 * its length and its credits, if found.
 */
export type EpisodeSound = {
  episodeNo: number;
  fingerprint: number[];
  durationSec: number;
  credits: Span | null;
};

/** Intros are looked for in an episode's first 40 %, at most its first ten minutes. */
export const INTRO_SEARCH_SHARE = 0.4;
export const INTRO_SEARCH_SEC = 10 * 60;
/** Shorter shared openings are a jingle or chance, not an intro; shorter recaps are not offered. */
export const MIN_INTRO_SEC = 5;
export const MIN_RECAP_SEC = 3;
/** A recap opens the episode: its first matching second is at most this far in. */
export const RECAP_OPENS_WITHIN_SEC = 10;

const words = (seconds: number) => Math.max(0, Math.round(seconds / ITEM_SEC));
const tenth = (seconds: number) => Math.round(seconds * 10) / 10;

/** The words of an episode's opening searched for its intro. */
function opening(episode: EpisodeSound): number[] {
  const seconds = Math.min(episode.durationSec * INTRO_SEARCH_SHARE, INTRO_SEARCH_SEC);
  return episode.fingerprint.slice(0, words(seconds));
}

/**
 * Each episode's intro: its longest opening stretch shared with a neighbour's opening (the next two
 * either side), each pair of openings compared once.
 */
function introsOf(season: EpisodeSound[]): (Span | null)[] {
  const openings = season.map(opening);
  const compared = new Map<string, SharedStretch | null>();
  const between = (index: number, other: number): Span | null => {
    const [first, second] = index < other ? [index, other] : [other, index];
    const key = `${first}:${second}`;
    if (!compared.has(key))
      compared.set(key, sharedStretch(openings[first]!, openings[second]!, { minSec: MIN_INTRO_SEC }));
    const shared = compared.get(key);
    if (!shared) return null;
    return index === first
      ? { start: shared.aStart, end: shared.aEnd }
      : { start: shared.bStart, end: shared.bEnd };
  };
  return season.map((_, index) => {
    let best: Span | null = null;
    for (const other of [index - 1, index + 1, index + 2, index - 2]) {
      if (other < 0 || other >= season.length) continue;
      const intro = between(index, other);
      if (intro && (!best || intro.end - intro.start > best.end - best.start)) best = intro;
    }
    return best;
  });
}

/** Episode `index`'s recap: footage from after the previous episode's intro, before its credits. */
function recapOf(season: EpisodeSound[], index: number, intros: (Span | null)[]): Span | null {
  const previous = season[index - 1];
  const episode = season[index]!;
  // Only the episode just before tells: a gap in what is packaged leaves the recap unfound.
  if (!previous || previous.episodeNo !== episode.episodeNo - 1) return null;
  const intro = intros[index];
  const before = intro ? intro.start : Math.min(episode.durationSec * INTRO_SEARCH_SHARE, INTRO_SEARCH_SEC);
  if (before < MIN_RECAP_SEC) return null;
  const told = intros[index - 1];
  const storyFrom = told ? words(told.end) : 0;
  const storyTo = previous.credits ? words(previous.credits.start) : previous.fingerprint.length;
  const shared = sharedStretch(episode.fingerprint.slice(0, words(before)), previous.fingerprint, {
    minSec: MIN_RECAP_SEC,
    ignoreB: (i) => i < storyFrom || i >= storyTo,
  });
  if (!shared || shared.aStart > RECAP_OPENS_WITHIN_SEC) return null;
  // A recap runs from the episode's start up to its intro: what it shows is a montage of the
  // episode before, and the longest piece found is only one of them.
  return { start: 0, end: intro ? intro.start : shared.aEnd };
}

/** The segments found in each episode of a season, in the season's order. */
export function seasonSegments(season: EpisodeSound[]): PlaybackSegment[][] {
  const intros = introsOf(season);
  return season.map((episode, index) => {
    const found: PlaybackSegment[] = [];
    const recap = recapOf(season, index, intros);
    if (recap) found.push({ kind: "recap", start_sec: 0, end_sec: tenth(recap.end) });
    const intro = intros[index];
    if (intro) found.push({ kind: "intro", start_sec: tenth(intro.start), end_sec: tenth(intro.end) });
    return [...found, ...filmSegments(episode.credits, episode.durationSec)];
  });
}

/** A film's segments: its credits, when found (an episode's end the same way). */
export function filmSegments(credits: Span | null, durationSec: number): PlaybackSegment[] {
  return credits ? [{ kind: "credits", start_sec: tenth(credits.start), end_sec: tenth(durationSec) }] : [];
}
