/**
 * A series' seasons and episodes in the studio (issue #36). Each change is one transaction that
 * locks the season it touches (so two editors never give one number to two episodes), writes the
 * change and an audit row of it. What plays is checked by the contract as a film's media fields are.
 */
import { and, asc, eq, max, ne } from "drizzle-orm";
import type {
  StudioEpisode,
  StudioEpisodeUpdateSchema,
  StudioNewEpisodeSchema,
  StudioSeasons,
} from "@/lib/contract/studio-episodes";
import type { Playback } from "@/lib/contract/studio-playback";
import { seriesPath } from "@/lib/tvseries-route";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { episodes, seasons, tvSeries } from "../../db/schema";
import { recordAudit, type Actor } from "./audit";
import { changedFields } from "./catalogue";
import { audioNamesAfterEdit } from "./media-publish";

/** The series' seasons with their episodes in order; null when there is no such series. */
export async function seasonsForEditing(db: Executor, seriesId: number): Promise<StudioSeasons | null> {
  const [series] = await db.select({ id: tvSeries.id }).from(tvSeries).where(eq(tvSeries.id, seriesId));
  if (!series) return null;
  const rows = await db
    .select({
      seasonId: seasons.id,
      seasonNo: seasons.seasonNo,
      episode: {
        id: episodes.id,
        episodeNo: episodes.episodeNo,
        titleEn: episodes.titleEn,
        titleVi: episodes.titleVi,
        durationSec: episodes.durationSec,
        media: episodes.media,
      },
    })
    .from(seasons)
    .leftJoin(episodes, eq(episodes.seasonId, seasons.id))
    .where(eq(seasons.seriesId, seriesId))
    .orderBy(asc(seasons.seasonNo), asc(episodes.episodeNo));
  const result: StudioSeasons["seasons"] = [];
  for (const { seasonId, seasonNo, episode } of rows) {
    if (result.at(-1)?.id !== seasonId) result.push({ id: seasonId, season_no: seasonNo, episodes: [] });
    if (episode)
      result.at(-1)!.episodes.push({
        id: episode.id,
        episode_no: episode.episodeNo,
        title_en: episode.titleEn,
        title_vi: episode.titleVi,
        duration_sec: episode.durationSec,
        playable: episode.media !== null,
      });
  }
  return { series_id: seriesId, seasons: result };
}

/** The season after the series' last one (the first when it has none); null when there is no such series. */
export async function addSeason(db: Executor, actor: Actor, seriesId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select({ id: tvSeries.id })
      .from(tvSeries)
      .where(eq(tvSeries.id, seriesId))
      .for("update");
    if (!series) return null;
    const [last] = await tx
      .select({ value: max(seasons.seasonNo) })
      .from(seasons)
      .where(eq(seasons.seriesId, seriesId));
    const seasonNo = (last?.value ?? 0) + 1;
    const [season] = await tx
      .insert(seasons)
      .values({ seriesId, seasonNo })
      .returning({ id: seasons.id, seasonNo: seasons.seasonNo });
    await recordAudit(
      tx,
      actor,
      { action: "season.create", target: { type: "series", id: seriesId }, after: { season_no: seasonNo } },
      now,
    );
    return { id: season!.id, season_no: season!.seasonNo };
  });
}

/** Locks the season, when it is the series'; null when it is not. */
async function lockedSeason(tx: Executor, seriesId: number, seasonId: number) {
  const [season] = await tx
    .select({ id: seasons.id, seasonNo: seasons.seasonNo })
    .from(seasons)
    .where(and(eq(seasons.id, seasonId), eq(seasons.seriesId, seriesId)))
    .for("update");
  return season ?? null;
}

/** Whether another episode of the season has the number. */
async function numberTaken(tx: Executor, seasonId: number, episodeNo: number, except = 0) {
  const [other] = await tx
    .select({ id: episodes.id })
    .from(episodes)
    .where(and(eq(episodes.seasonId, seasonId), eq(episodes.episodeNo, episodeNo), ne(episodes.id, except)));
  return other !== undefined;
}

/** An episode with its season and series, as the editor shows it. */
async function episodeRow(db: Executor, seriesId: number, episodeId: number) {
  const [row] = await db
    .select({
      id: episodes.id,
      seasonId: seasons.id,
      seasonNo: seasons.seasonNo,
      seriesTitleEn: tvSeries.titleEn,
      seriesTitleVi: tvSeries.titleVi,
      episodeNo: episodes.episodeNo,
      titleEn: episodes.titleEn,
      titleVi: episodes.titleVi,
      durationSec: episodes.durationSec,
      media: episodes.media,
      storyboard: episodes.storyboard,
      subtitles: episodes.subtitles,
      segments: episodes.segments,
      image: episodes.image,
      updatedAt: episodes.updatedAt,
    })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(tvSeries, eq(tvSeries.id, seasons.seriesId))
    .where(and(eq(episodes.id, episodeId), eq(seasons.seriesId, seriesId)));
  return row ?? null;
}

type EpisodeRow = NonNullable<Awaited<ReturnType<typeof episodeRow>>>;

/** The episode's values under the contract's names: what the editor shows and the trail compares. */
function editableValues(row: EpisodeRow) {
  const playback: Playback = {
    media: row.media,
    storyboard: row.storyboard,
    subtitles: row.subtitles,
    segments: row.segments,
  };
  return {
    episode_no: row.episodeNo,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    duration_sec: row.durationSec,
    playback,
  };
}

function studioEpisode(seriesId: number, row: EpisodeRow): StudioEpisode {
  const path = seriesPath(seriesId, row.seriesTitleEn, { season: row.seasonNo, episode: row.episodeNo });
  return {
    id: row.id,
    series_id: seriesId,
    series_title_en: row.seriesTitleEn,
    series_title_vi: row.seriesTitleVi,
    season_id: row.seasonId,
    season_no: row.seasonNo,
    ...editableValues(row),
    still: row.image,
    updated_at: row.updatedAt.toISOString(),
    paths: { en: `/en${path}`, vi: `/vi${path}` },
  };
}

export async function episodeForEditing(db: Executor, seriesId: number, episodeId: number) {
  const row = await episodeRow(db, seriesId, episodeId);
  return row ? studioEpisode(seriesId, row) : null;
}

export type EpisodeResult =
  | { outcome: "saved"; episode: StudioEpisode; changed: string[] }
  | { outcome: "missing" }
  | { outcome: "stale" }
  /** Another episode of the season has the number. */
  | { outcome: "taken" };

/** A new episode at the end of what plays: nothing to play until its media is saved. */
export async function createEpisode(
  db: Executor,
  actor: Actor,
  target: { seriesId: number; seasonId: number },
  values: z.output<typeof StudioNewEpisodeSchema>,
  now: Date,
): Promise<EpisodeResult> {
  return db.transaction(async (tx) => {
    if (!(await lockedSeason(tx, target.seriesId, target.seasonId))) return { outcome: "missing" };
    if (await numberTaken(tx, target.seasonId, values.episode_no)) return { outcome: "taken" };
    const [created] = await tx
      .insert(episodes)
      .values({
        seasonId: target.seasonId,
        episodeNo: values.episode_no,
        titleEn: values.title_en,
        titleVi: values.title_vi,
        durationSec: values.duration_sec,
        updatedAt: now,
      })
      .returning({ id: episodes.id });
    await recordAudit(
      tx,
      actor,
      { action: "episode.create", target: { type: "episode", id: created!.id }, after: values },
      now,
    );
    const row = (await episodeRow(tx, target.seriesId, created!.id))!;
    return { outcome: "saved", episode: studioEpisode(target.seriesId, row), changed: Object.keys(values) };
  });
}

/** Saves the editor's values over the episode it loaded; `stale` when someone saved it since. */
export async function saveEpisode(
  db: Executor,
  actor: Actor,
  target: { seriesId: number; episodeId: number },
  values: z.output<typeof StudioEpisodeUpdateSchema>,
  now: Date,
): Promise<EpisodeResult> {
  return db.transaction(async (tx) => {
    const found = await episodeRow(tx, target.seriesId, target.episodeId);
    if (!found || !(await lockedSeason(tx, target.seriesId, found.seasonId))) return { outcome: "missing" };
    // Read again under the season's lock, which every change of its episodes takes first.
    const row = (await episodeRow(tx, target.seriesId, target.episodeId))!;
    if (row.updatedAt.getTime() !== new Date(values.updated_at).getTime()) return { outcome: "stale" };
    const { updated_at: _loaded, ...wanted } = values;
    const diff = changedFields(editableValues(row), wanted);
    const changed = Object.keys(diff.after);
    if (changed.length === 0)
      return { outcome: "saved", episode: studioEpisode(target.seriesId, row), changed };
    if (await numberTaken(tx, row.seasonId, wanted.episode_no, row.id)) return { outcome: "taken" };
    const { media, storyboard, subtitles, segments } = wanted.playback;
    await tx
      .update(episodes)
      .set({
        episodeNo: wanted.episode_no,
        titleEn: wanted.title_en,
        titleVi: wanted.title_vi,
        durationSec: wanted.duration_sec,
        ...{ media, storyboard, subtitles, segments },
        ...audioNamesAfterEdit(media, row.media),
        updatedAt: now,
      })
      .where(eq(episodes.id, row.id));
    await recordAudit(
      tx,
      actor,
      { action: "episode.update", target: { type: "episode", id: row.id }, ...diff },
      now,
    );
    const saved = (await episodeRow(tx, target.seriesId, row.id))!;
    return { outcome: "saved", episode: studioEpisode(target.seriesId, saved), changed };
  });
}
