/**
 * The demo series (series.json): invented, bilingual. `seasons` lists the episode count of each season; episode
 * titles come from EPISODE_TITLES, drawn without repeats within a series.
 */
import content from "./series.json";
import type { TitleSeed } from "./taxonomy";

export type SeriesSeed = TitleSeed & {
  /** Episodes per season (2–4 seasons of 4–10 episodes). */
  seasons: number[];
  /** Typical episode length, minutes. */
  episodeMinutes: number;
};

// JSON holds plain strings; content.test.ts checks every genre and section is a key of taxonomy.json.
export const SERIES = content.series as SeriesSeed[];

/** Episode titles, English and Vietnamese. */
export const EPISODE_TITLES = content.episodeTitles as [string, string][];
