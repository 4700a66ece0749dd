/**
 * Publishing a packaging (issue #37): the film's or episode's playlist, storyboard and subtitles are
 * named in one UPDATE, so viewers go from the old package to the new one whole, with the parts to
 * skip found in it (an editor's own marks kept). Audited with the playlist before and after.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import type { AudioTrackName } from "@/lib/player/audio-tracks";
import type { PlaybackSegment } from "@/lib/player/segments";
import {
  episodes,
  movies,
  packagings,
  seasons,
  type PackagingRow,
  type SubtitleTrack,
} from "../../db/schema";
import { foundInNewVideo, mergeFound } from "../ingest";
import { recordAudit, type Actor } from "./audit";

/** What plays now: the film's playlist (key null), or each episode's of a series (by its id). */
export async function playingNow(
  db: Executor,
  kind: TitleKind,
  id: number,
): Promise<Map<number | null, string>> {
  if (kind === "movie") {
    const [row] = await db.select({ media: movies.media }).from(movies).where(eq(movies.id, id));
    return new Map(row?.media ? [[null, row.media]] : []);
  }
  const rows = await db
    .select({ id: episodes.id, media: episodes.media })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(and(eq(seasons.seriesId, id), isNotNull(episodes.media)));
  return new Map(rows.map((row) => [row.id, row.media!]));
}

/** The names of a packaging's audio tracks, as the title keeps them for the player's audio menu. */
export const audioNamesOf = (row: Pick<PackagingRow, "audio" | "video">): AudioTrackName[] =>
  row.audio.map(({ upload, language, name_en, name_vi }) => ({
    language,
    name_en,
    name_vi,
    // The video's own sound; a master without one has only dubs.
    original: upload === row.video,
  }));

/**
 * What a save of a title's playback writes to its track names: none when another playlist is typed
 * in (nobody named its tracks: the player names them from the playlist), else nothing.
 */
export const audioNamesAfterEdit = (media: string | null, playingBefore: string | null) =>
  media !== playingBefore ? { audio: [] } : {};

/**
 * The segments to publish with `row`: as an editor corrected them on its timeline; else what was found
 * in it, over what the film or episode marks now: an editor's own marks kept when it packages the
 * video that plays again (a dub added: ingest's mergeFound), what is found winning when the video is
 * another (foundInNewVideo); unchanged when nothing was looked for.
 */
async function segmentsToPublish(tx: Executor, row: PackagingRow): Promise<PlaybackSegment[] | null> {
  if (row.corrected) return row.corrected;
  if (!row.segments) return null;
  const table = row.episodeId === null ? movies : episodes;
  const [title] = await tx
    .select({ media: table.media, segments: table.segments })
    .from(table)
    .where(eq(table.id, row.episodeId ?? row.titleId));
  if (!title) return null;
  const [playing] = title.media
    ? await tx
        .select({ segments: packagings.segments, video: packagings.video })
        .from(packagings)
        .where(and(eq(packagings.master, title.media), eq(packagings.titleId, row.titleId)))
        .limit(1)
    : [];
  if (playing?.video !== row.video) return foundInNewVideo(title.segments, row.segments);
  return mergeFound(title.segments, playing.segments, row.segments);
}

/** Makes a ready packaging what viewers play; false when its film or episode is gone. */
export async function publishPackaging(db: Executor, actor: Actor, row: PackagingRow, now: Date) {
  return db.transaction(async (tx) => {
    const segments = await segmentsToPublish(tx, row);
    const values = {
      media: row.master,
      storyboard: row.storyboard,
      subtitles: (row.subtitlePaths ?? []) as SubtitleTrack[],
      audio: audioNamesOf(row),
      ...(segments ? { segments } : {}),
      updatedAt: now,
    };
    const before = await playingNow(tx, row.titleKind, row.titleId);
    const changed =
      row.episodeId === null
        ? await tx.update(movies).set(values).where(eq(movies.id, row.titleId)).returning({ id: movies.id })
        : await tx
            .update(episodes)
            .set(values)
            .where(
              and(
                eq(episodes.id, row.episodeId),
                inArray(
                  episodes.seasonId,
                  tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.seriesId, row.titleId)),
                ),
              ),
            )
            .returning({ id: episodes.id });
    if (changed.length === 0) return false;
    await recordAudit(
      tx,
      actor,
      {
        action: "media.publish",
        target:
          row.episodeId === null
            ? { type: "movie", id: row.titleId }
            : { type: "episode", id: row.episodeId },
        before: { media: before.get(row.episodeId) ?? null },
        after: { media: row.master, packaging: row.id },
      },
      now,
    );
    return true;
  });
}
