import type { Episode, Season } from "@/lib/contract/catalogue";

export interface EpisodeChoice {
  season: Season;
  episode: Episode;
}

export interface LastWatched {
  episode_id: number | null;
}

/** Seasons in order, each with its episodes in order, without the empty ones. */
export function playableSeasons(seasons: readonly Season[]): Season[] {
  return [...seasons]
    .filter((season) => season.episodes.length > 0)
    .sort((a, b) => a.season_no - b.season_no)
    .map((season) => ({
      ...season,
      episodes: [...season.episodes].sort((a, b) => a.episode_no - b.episode_no),
    }));
}

function byEpisodeId(seasons: readonly Season[], episodeId: number | null | undefined): EpisodeChoice | null {
  if (!episodeId) return null;
  for (const season of seasons) {
    const episode = season.episodes.find((e) => e.id === episodeId);
    if (episode) return { season, episode };
  }
  return null;
}

/** The season and episode a URL names (product §2.4 numbers, §3.5 lookups), or null when either is missing or unknown. */
export function requestedEpisode(
  seasons: readonly Season[],
  seasonNo: number | null,
  episodeNo: number | null,
): EpisodeChoice | null {
  const season = seasons.find((s) => s.season_no === seasonNo);
  const episode = season?.episodes.find((e) => e.episode_no === episodeNo);
  return season && episode ? { season, episode } : null;
}

/**
 * Whether a series address names something (issue 35): the series (no numbers), one of its seasons, or
 * an episode of the named season. Well-formed numbers that name nothing make the page a 404, as any
 * other address that names nothing; `seasons` are the playable ones.
 */
export function namesSomething(
  seasons: readonly Season[],
  seasonNo: number | null,
  episodeNo: number | null,
): boolean {
  if (seasonNo === null) return episodeNo === null;
  const season = seasons.find((s) => s.season_no === seasonNo);
  return (
    Boolean(season) &&
    (episodeNo === null || Boolean(season?.episodes.some((e) => e.episode_no === episodeNo)))
  );
}

/**
 * Which episode a series page plays (issue 5): the one the URL names; when the season or the episode
 * is missing or invalid, the viewer's last watched episode; else the first episode of the named
 * season, else the first episode of all. Null only for a series with no episode at all.
 */
export function chooseEpisode(
  seasons: readonly Season[],
  seasonNo: number | null,
  episodeNo: number | null,
  last: LastWatched | null = null,
): EpisodeChoice | null {
  const ordered = playableSeasons(seasons);
  const requested = requestedEpisode(ordered, seasonNo, episodeNo);
  if (requested) return requested;
  const watched = byEpisodeId(ordered, last?.episode_id);
  if (watched) return watched;
  const season = ordered.find((s) => s.season_no === seasonNo) ?? ordered[0];
  return season ? { season, episode: season.episodes[0]! } : null;
}

/** The episode after this one: the next in its season, else the first of the next season; null at the end. */
export function nextEpisode(seasons: readonly Season[], episodeId: number): EpisodeChoice | null {
  const ordered = playableSeasons(seasons);
  const flat = ordered.flatMap((season) => season.episodes.map((episode) => ({ season, episode })));
  const index = flat.findIndex((choice) => choice.episode.id === episodeId);
  return index === -1 ? null : (flat[index + 1] ?? null);
}
