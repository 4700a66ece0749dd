export interface Episode {
  id: number | string;
  episode_no: number | string;
}

export interface Season {
  id: number | string;
  season_no: number | string;
  episodes: Episode[];
}

type Key = number | string | null | undefined;
type Seasons = readonly Season[] | null | undefined;

/**
 * The API mixes numbers and numeric strings ("2" vs 2), so every comparison goes through this.
 * Anything that is not a finite number becomes NaN, which never matches.
 */
function num(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : NaN;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return NaN;
}

function numOrNull(value: unknown): number | null {
  const n = num(value);
  return Number.isFinite(n) ? n : null;
}

function findSeason(seasons: Seasons, field: "id" | "season_no", key: Key): Season | undefined {
  const k = num(key);
  if (!Array.isArray(seasons) || Number.isNaN(k)) return undefined;
  return seasons.find((s) => num(s[field]) === k);
}

function findEpisode(seasons: Seasons, seasonId: Key, field: "id" | "episode_no", key: Key) {
  const k = num(key);
  const episodes = findSeason(seasons, "id", seasonId)?.episodes;
  if (!Array.isArray(episodes) || Number.isNaN(k)) return undefined;
  return episodes.find((e) => num(e[field]) === k);
}

// All four lookups return numbers (the first match wins) so callers can compare and build URLs directly.

export function seasonIdByNo(seasons: Seasons, seasonNo: Key): number | null {
  return numOrNull(findSeason(seasons, "season_no", seasonNo)?.id);
}

export function episodeIdByNo(seasons: Seasons, seasonId: Key, episodeNo: Key): number | null {
  return numOrNull(findEpisode(seasons, seasonId, "episode_no", episodeNo)?.id);
}

export function seasonNoById(seasons: Seasons, seasonId: Key): number | null {
  return numOrNull(findSeason(seasons, "id", seasonId)?.season_no);
}

export function episodeNoById(seasons: Seasons, seasonId: Key, episodeId: Key): number | null {
  return numOrNull(findEpisode(seasons, seasonId, "id", episodeId)?.episode_no);
}
