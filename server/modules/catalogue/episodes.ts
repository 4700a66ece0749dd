/**
 * A series' episodes in viewing order (season, then episode number): the seasons its page lists, and
 * the flat lists watch history and the demo seed walk through.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { HistoryEpisode } from "@/lib/contract/activity";
import type { Season } from "@/lib/contract/catalogue";
import { cleanAudio } from "@/lib/player/audio-tracks";
import { cleanSegments } from "@/lib/player/segments";
import type { Executor } from "../../db/client";
import { episodes, seasons } from "../../db/schema";
import { mediaUrl, subtitleTracks } from "./titles";

/** What every list shows of an episode, whichever season and series it is read with. */
const summaryColumns = {
  id: episodes.id,
  episodeNo: episodes.episodeNo,
  titleEn: episodes.titleEn,
  titleVi: episodes.titleVi,
  image: episodes.image,
  durationSec: episodes.durationSec,
};

/**
 * The seasons of some series, in viewing order, each row with one episode of it (null for a season
 * without any) read through `columns`.
 */
function seasonRows<Columns extends Record<string, PgColumn>>(
  db: Executor,
  seriesIds: number[],
  columns: Columns,
) {
  return db
    .select({
      seriesId: seasons.seriesId,
      seasonId: seasons.id,
      seasonNo: seasons.seasonNo,
      episode: columns,
    })
    .from(seasons)
    .leftJoin(episodes, eq(episodes.seasonId, seasons.id))
    .where(inArray(seasons.seriesId, seriesIds))
    .orderBy(asc(seasons.seriesId), asc(seasons.seasonNo), asc(episodes.episodeNo));
}

/** One series' seasons, each with its episodes and what playing them takes; a season without any is listed empty. */
export async function seasonsOf(db: Executor, seriesId: number): Promise<Season[]> {
  const rows = await seasonRows(db, [seriesId], {
    ...summaryColumns,
    media: episodes.media,
    subtitles: episodes.subtitles,
    segments: episodes.segments,
    storyboard: episodes.storyboard,
    audio: episodes.audio,
  });
  const result: Season[] = [];
  for (const row of rows) {
    let season = result[result.length - 1];
    if (!season || season.id !== row.seasonId) {
      season = { id: row.seasonId, season_no: row.seasonNo, episodes: [] };
      result.push(season);
    }
    if (row.episode) {
      season.episodes.push({
        id: row.episode.id,
        episode_no: row.episode.episodeNo,
        title_en: row.episode.titleEn,
        title_vi: row.episode.titleVi,
        image: row.episode.image,
        duration_sec: row.episode.durationSec,
        media: mediaUrl(row.episode.media),
        subtitles: subtitleTracks(row.episode.subtitles),
        segments: cleanSegments(row.episode.segments),
        storyboard: mediaUrl(row.episode.storyboard),
        audio: cleanAudio(row.episode.audio),
      });
    }
  }
  return result;
}

/** Every episode of some series, in viewing order, keyed by series id. */
export async function episodesOfSeries(db: Executor, seriesIds: number[]) {
  const result = new Map<number, HistoryEpisode[]>();
  if (!seriesIds.length) return result;
  for (const { seriesId, seasonId, seasonNo, episode } of await seasonRows(db, seriesIds, summaryColumns)) {
    if (!episode) continue;
    const list = result.get(seriesId) ?? [];
    list.push({
      id: episode.id,
      season_id: seasonId,
      season_no: seasonNo,
      episode_no: episode.episodeNo,
      title_en: episode.titleEn,
      title_vi: episode.titleVi,
      image: episode.image,
      duration_sec: episode.durationSec,
    });
    result.set(seriesId, list);
  }
  return result;
}
