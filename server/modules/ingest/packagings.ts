/**
 * Asking for a packaging (issue #37): the uploads named must be this title's, checked, and of the
 * right kind; a series' packaging is for one of its episodes. The master's own sound comes first, as
 * "Original" in the title's original language, then each dub as the editor named it.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { PlaybackSegment } from "@/lib/player/segments";
import type { StudioPackageRequestSchema } from "@/lib/contract/studio-packagings";
import type { UploadRole } from "@/lib/contract/studio-uploads";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import {
  episodes,
  packagings,
  seasons,
  uploads,
  type PackagedAudio,
  type PackagingRow,
  type UploadRow,
} from "../../db/schema";
import { tableOf } from "../catalogue";
import type { AudioSourceFacts, SourceFacts } from "./probe";

type Request = z.output<typeof StudioPackageRequestSchema>;
type Title = { kind: TitleKind; id: number; originalLanguage: string };

/** Why a request cannot be packaged, at the field the editor fixes. */
export type PackagingRefusal = { field: string; reason: "not_ready" | "episode" };

async function episodeOfSeries(db: Executor, seriesId: number, episodeId: number) {
  const [row] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(and(eq(episodes.id, episodeId), eq(seasons.seriesId, seriesId)));
  return row ?? null;
}

/** The first audio stream's index in a checked upload's facts, or null when it has none. */
const firstAudio = (facts: unknown) =>
  (facts as SourceFacts | AudioSourceFacts | null)?.audio?.[0]?.index ?? null;

/** A new packaging of the title from its uploads, or the field that is wrong. */
export async function requestPackaging(
  db: Executor,
  title: Title,
  request: Request,
  by: number | null,
): Promise<{ ok: true; row: PackagingRow } | { ok: false; refusal: PackagingRefusal }> {
  if ((title.kind === "series") !== (request.episode_id !== undefined))
    return { ok: false, refusal: { field: "episode_id", reason: "episode" } };
  if (request.episode_id !== undefined && !(await episodeOfSeries(db, title.id, request.episode_id)))
    return { ok: false, refusal: { field: "episode_id", reason: "episode" } };
  const wanted = [
    request.video,
    ...request.dubs.map((d) => d.upload),
    ...request.subtitles.map((s) => s.upload),
  ];
  const rows = await db
    .select()
    .from(uploads)
    .where(
      and(inArray(uploads.id, wanted), eq(uploads.titleKind, title.kind), eq(uploads.titleId, title.id)),
    );
  const found = new Map(rows.map((row) => [row.id, row]));
  const usable = (id: string, role: UploadRole): UploadRow | null => {
    const row = found.get(id);
    return row && row.state === "ready" && row.role === role ? row : null;
  };
  const video = usable(request.video, "video");
  if (!video) return { ok: false, refusal: { field: "video", reason: "not_ready" } };
  const audio: PackagedAudio[] = [];
  const own = firstAudio(video.facts);
  if (own !== null)
    audio.push({
      upload: video.id,
      stream: own,
      language: title.originalLanguage.slice(0, 2).toLowerCase() || null,
      name_en: "Original",
      name_vi: "Bản gốc",
      default: true,
    });
  for (const [i, dub] of request.dubs.entries()) {
    const row = usable(dub.upload, "audio");
    const stream = row ? firstAudio(row.facts) : null;
    if (!row || stream === null)
      return { ok: false, refusal: { field: `dubs.${i}.upload`, reason: "not_ready" } };
    audio.push({
      upload: row.id,
      stream,
      language: dub.language,
      name_en: dub.name_en,
      name_vi: dub.name_vi,
      default: audio.length === 0,
    });
  }
  for (const [i, track] of request.subtitles.entries())
    if (!usable(track.upload, "subtitle"))
      return { ok: false, refusal: { field: `subtitles.${i}.upload`, reason: "not_ready" } };
  const [row] = await db
    .insert(packagings)
    .values({
      titleKind: title.kind,
      titleId: title.id,
      episodeId: request.episode_id ?? null,
      video: video.id,
      audio,
      subtitles: request.subtitles,
      requestedBy: by,
    })
    .returning();
  return { ok: true, row: row! };
}

/** The title a packaging is for, with the language its own sound is in; null when there is none. */
export async function packagingTitle(db: Executor, kind: TitleKind, id: number): Promise<Title | null> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ originalLanguage: table.originalLanguage })
    .from(table)
    .where(eq(table.id, id));
  return row ? { kind, id, originalLanguage: row.originalLanguage } : null;
}

/** A packaging with its video's length, for the studio's timeline (null when its upload says none). */
export type PackagingView = PackagingRow & { durationSec: number | null };

const withLength = ({ packaging, facts }: { packaging: PackagingRow; facts: unknown }): PackagingView => ({
  ...packaging,
  durationSec: (facts as SourceFacts | null)?.durationSec ?? null,
});

const packagingsWithLength = (db: Executor) =>
  db
    .select({ packaging: packagings, facts: uploads.facts })
    .from(packagings)
    .leftJoin(uploads, eq(uploads.id, packagings.video));

export async function titlePackagings(db: Executor, kind: TitleKind, id: number): Promise<PackagingView[]> {
  const rows = await packagingsWithLength(db)
    .where(and(eq(packagings.titleKind, kind), eq(packagings.titleId, id)))
    .orderBy(desc(packagings.createdAt), desc(packagings.id));
  return rows.map(withLength);
}

export async function packagingById(db: Executor, id: number): Promise<PackagingView | null> {
  const [row] = await packagingsWithLength(db).where(eq(packagings.id, id)).limit(1);
  return row ? withLength(row) : null;
}

/** The first part that ends after a video of `durationSec` (in whole seconds, rounded up) does; -1: none. */
export const pastTheEnd = (segments: readonly PlaybackSegment[], durationSec: number) =>
  segments.findIndex((segment) => segment.end_sec > Math.ceil(durationSec));

/**
 * Sets what a ready packaging will publish as its parts to skip (null: what was found), as an editor
 * corrected them; null when it is not ready.
 */
export async function correctSegments(
  db: Executor,
  id: number,
  corrected: PlaybackSegment[] | null,
): Promise<PackagingRow | null> {
  const [row] = await db
    .update(packagings)
    .set({ corrected })
    .where(and(eq(packagings.id, id), eq(packagings.state, "ready")))
    .returning();
  return row ?? null;
}

/** Notes the queue's job doing packaging `id`, so the studio can cancel it. */
export async function recordPackagingJob(db: Executor, id: number, jobId: string | null) {
  await db.update(packagings).set({ jobId }).where(eq(packagings.id, id));
}

/**
 * Cancels packaging `id` while it waits, runs or has failed (the queue may try a failed one again):
 * the row says so at once, so the job, stopped by the queue at its next heartbeat or before its next
 * try, never makes it ready; null when it had already ended otherwise.
 */
export async function cancelPackaging(db: Executor, id: number): Promise<PackagingRow | null> {
  const [row] = await db
    .update(packagings)
    .set({ state: "cancelled", progress: null })
    .where(and(eq(packagings.id, id), inArray(packagings.state, ["queued", "running", "failed"])))
    .returning();
  return row ?? null;
}
