/**
 * A series' episodes in the studio's forms (issue #36): what the new-episode form and the episode
 * editor show and post. Values stay text, as typed, so a refused form keeps them.
 */
import type { StudioEpisode, StudioSeasons } from "@/lib/contract/studio-episodes";
import { PLAYBACK_FIELDS, playbackValues, type PlaybackValues } from "./playback-fields";

export const EPISODE_FIELDS = ["episode_no", "title_en", "title_vi", "duration_sec"] as const;
export type EpisodeField = (typeof EPISODE_FIELDS)[number];
export type EpisodeValues = Record<EpisodeField, string> & PlaybackValues;

/** The button adding a season: why the server refused, if it did. */
export type AddSeasonState = { seriesId: number; message?: string };

/** The new-episode form of one season: what was typed, and why the server refused it. */
export type NewEpisodeState = {
  seriesId: number;
  seasonId: number;
  values: Record<EpisodeField, string>;
  message?: string;
  fields?: Record<string, string>;
};

/** The episode editor after opening or a save. */
export type EpisodeEditorState = {
  episode: StudioEpisode;
  values: EpisodeValues;
  outcome: "opened" | "created" | "saved" | "refused";
  message?: string;
  fields?: Record<string, string>;
};

/** The number after the season's last episode (1 for an empty season). */
export function nextEpisodeNo(season: StudioSeasons["seasons"][number]): number {
  return Math.max(0, ...season.episodes.map((episode) => episode.episode_no)) + 1;
}

/** The season after the series' last one. */
export function nextSeasonNo(seasons: StudioSeasons["seasons"]): number {
  return Math.max(0, ...seasons.map((season) => season.season_no)) + 1;
}

export function episodeValues(episode: StudioEpisode): EpisodeValues {
  return {
    episode_no: String(episode.episode_no),
    title_en: episode.title_en,
    title_vi: episode.title_vi,
    duration_sec: String(episode.duration_sec),
    ...playbackValues(episode.playback),
  };
}

/** The form's values, by field (a missing one is empty). */
export function typedEpisodeValues(form: FormData): EpisodeValues {
  return Object.fromEntries(
    [...EPISODE_FIELDS, ...PLAYBACK_FIELDS].map((field) => [field, String(form.get(field) ?? "")]),
  ) as EpisodeValues;
}
