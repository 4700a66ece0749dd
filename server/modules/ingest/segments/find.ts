/**
 * A season's recaps, intros and credits from its episodes' sounds (issue #37): the intro is the
 * opening stretch an episode shares with another of the season; a recap is what an episode opens with,
 * before its intro, that the episode before played after its own intro; the credits are found per
 * title (credits.ts). A film has no season: only its credits are found.
 */
import type { PlaybackSegment } from "@/lib/player/segments";
import type { Span } from "./credits";
import { ITEM_SEC, sharedStretch } from "./match";

/** An episode as heard: its whole fingerprint, its length and its credits, if found. */
export type EpisodeSound = { fingerprint: number[]; durationSec: number; credits: Span | null };

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

/** The intro of episode `index`: its longest opening stretch shared with a neighbour's opening. */
function introOf(season: EpisodeSound[], index: number): Span | null {
  let best: Span | null = null;
  for (const other of [index - 1, index + 1, index + 2, index - 2]) {
    const neighbour = season[other];
    if (!neighbour) continue;
    const shared = sharedStretch(opening(season[index]!), opening(neighbour), { minSec: MIN_INTRO_SEC });
    if (shared && (!best || shared.aEnd - shared.aStart > best.end - best.start))
      best = { start: shared.aStart, end: shared.aEnd };
  }
  return best;
}

/** Episode `index`'s recap: footage from after the previous episode's intro, before its credits. */
function recapOf(season: EpisodeSound[], index: number, intros: (Span | null)[]): Span | null {
  const previous = season[index - 1];
  if (!previous) return null;
  const episode = season[index]!;
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
  const intros = season.map((_, index) => introOf(season, index));
  return season.map((episode, index) => {
    const found: PlaybackSegment[] = [];
    const recap = recapOf(season, index, intros);
    if (recap) found.push({ kind: "recap", start_sec: 0, end_sec: tenth(recap.end) });
    const intro = intros[index];
    if (intro) found.push({ kind: "intro", start_sec: tenth(intro.start), end_sec: tenth(intro.end) });
    if (episode.credits)
      found.push({
        kind: "credits",
        start_sec: tenth(episode.credits.start),
        end_sec: tenth(episode.durationSec),
      });
    return found;
  });
}

/** A film's segments: its credits, when found. */
export function filmSegments(credits: Span | null, durationSec: number): PlaybackSegment[] {
  return credits ? [{ kind: "credits", start_sec: tenth(credits.start), end_sec: tenth(durationSec) }] : [];
}
