/**
 * The packaging job (issue #37): a `packagings` row names a checked video upload, the audio tracks to
 * go with it and the subtitles; the job packages them in a scratch folder (package.ts), copies the
 * result into the media store under a folder of its own, the master playlist last, and records the
 * paths. Nothing a viewer plays changes until the editor publishes, which names those paths on the
 * title in one UPDATE: a half-written ladder is never played. A failed try leaves its reason and is
 * tried again; the partial folder of a try is replaced whole by the next. Before it is ready, the
 * parts to skip are looked for (found-segments.ts), and it becomes ready with them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { isLocale } from "@/lib/i18n/config";
import type { PlaybackSegment } from "@/lib/player/segments";
import { packagings, uploads, type PackagingRow, type UploadRow } from "../../db/schema";
import type { JobContext, JobDefinition, JobDeps } from "../../providers/queue";
import { extensionOf, MEDIA_TYPES } from "../media";
import { findSegments, readyInSeason, recordSegments } from "./found-segments";
import { packageTitle, type PackageInput } from "./package";
import type { SourceFacts } from "./probe";

export const PACKAGE_TITLE = "ingest.package-title";

/** How often progress is written while ffmpeg runs. */
const PROGRESS_EVERY_MS = 2000;

/** The media store's folder of one packaging: the title's, then the packaging's own id. */
export function packagingFolder(row: Pick<PackagingRow, "id" | "titleKind" | "titleId" | "episodeId">) {
  const episode = row.episodeId === null ? "" : `-e${row.episodeId}`;
  return `packaged/${row.titleKind}-${row.titleId}${episode}/${row.id}`;
}

/** The packager's input from the row and its uploads; throws when one is not a ready upload. */
function inputOf(
  row: PackagingRow,
  sources: Map<string, UploadRow>,
  fileOf: (id: string) => string,
): PackageInput {
  const ready = (id: string) => {
    const upload = sources.get(id);
    if (!upload || upload.state !== "ready") throw new Error(`upload ${id} is not ready to package`);
    return upload;
  };
  return {
    video: { file: fileOf(row.video), facts: ready(row.video).facts as SourceFacts },
    audio: row.audio.map((track) => ({
      file: fileOf(ready(track.upload).id),
      stream: track.stream,
      language: track.language,
      name: track.language === "vi" ? track.name_vi : track.name_en,
      default: track.default,
    })),
    subtitles: row.subtitles
      .filter((track) => isLocale(track.lang))
      .map((track) => ({ file: fileOf(ready(track.upload).id), lang: track.lang as "en" | "vi" })),
  };
}

export async function runPackaging(id: number, job: JobContext, deps: JobDeps): Promise<string> {
  const { db, media, uploads: store, now } = deps;
  // A cancelled or ready packaging stays so: only a waiting or failed one starts (again).
  const [row] = await db
    .update(packagings)
    .set({ state: "running", progress: 0, failure: null })
    .where(and(eq(packagings.id, id), inArray(packagings.state, ["queued", "running", "failed"])))
    .returning();
  if (!row) return "not to run";
  const ids = [row.video, ...row.audio.map((a) => a.upload), ...row.subtitles.map((s) => s.upload)];
  const sources = new Map(
    (await db.select().from(uploads).where(inArray(uploads.id, ids))).map((upload) => [upload.id, upload]),
  );
  const work = await mkdtemp(path.join(tmpdir(), "cineva-packaging-"));
  const folder = packagingFolder(row);
  let reported = 0;
  // Progress writes in order, all done before the last word: a late one never lands on a ready row.
  let writing = Promise.resolve();
  try {
    const packaged = await packageTitle(inputOf(row, sources, store.fileOf), work, job.signal, (fraction) => {
      if (Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      // Copying into the store is the last tenth.
      writing = writing
        .then(() =>
          db
            .update(packagings)
            .set({ progress: fraction * 0.9 })
            .where(and(eq(packagings.id, id), eq(packagings.state, "running"))),
        )
        .then(() => job.progress(fraction * 0.9))
        .catch(() => undefined);
    });
    await writing;
    // Finding what to skip is a help, not the package: a failure leaves the segments unfound (null).
    const find = () =>
      findSegments(row, deps, job.signal).catch((error: unknown) => {
        if (job.signal.aborted) throw error; // cancelled, out of time or stopping: the job ends here
        console.warn(`Cineva: no segments found for packaging ${id}:`, String(error));
        return new Map<number, PlaybackSegment[]>();
      });
    const heard = await readyInSeason(db, row);
    const found = await find();
    // The season's others first: once this one is ready the studio may stop asking.
    await recordSegments(db, found, id);
    await media.removeAll(`${folder}/`); // what an earlier try left
    const last = packaged.master;
    for (const file of [...packaged.files.filter((name) => name !== last), last])
      await media.put(
        `${folder}/${file}`,
        path.join(work, file),
        MEDIA_TYPES[extensionOf(file)] ?? "application/octet-stream",
      );
    const [made] = await db
      .update(packagings)
      .set({
        state: "ready",
        progress: null,
        folder,
        master: `${folder}/${packaged.master}`,
        storyboard: `${folder}/${packaged.storyboard}`,
        frames: packaged.frames.map((frame) => ({ ...frame, path: `${folder}/${frame.path}` })),
        subtitlePaths: packaged.subtitles.map((track) => ({
          lang: track.lang,
          path: `${folder}/${track.path}`,
        })),
        rungs: packaged.rungs.map((rung) => rung.name),
        segments: found.get(id) ?? null,
        finishedAt: now(),
      })
      .where(and(eq(packagings.id, id), eq(packagings.state, "running")))
      .returning({ id: packagings.id });
    if (!made) {
      // Cancelled while its files were copied: they go, and nothing points at them.
      await media.removeAll(`${folder}/`);
      return "cancelled";
    }
    // Another episode of the season became ready while this one looked: looked at again, with it.
    const readyNow = await readyInSeason(db, row);
    if ([...readyNow].some((other) => other !== id && !heard.has(other)))
      await recordSegments(db, await find(), null);
    return "ready";
  } catch (error) {
    await writing;
    const failure = error instanceof Error ? error.message.slice(0, 4000) : String(error);
    await db
      .update(packagings)
      .set({ state: "failed", progress: null, failure })
      .where(and(eq(packagings.id, id), eq(packagings.state, "running")));
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export const packageTitleJob: JobDefinition<{ packaging: number }> = {
  name: PACKAGE_TITLE,
  // A 1080p feature film takes about 1.7 times its length on two cores; one more try after a failure.
  policy: { retries: 1, retryDelaySec: 60, timeLimitSec: 6 * 3600 },
  run: ({ packaging }, job, deps) => runPackaging(packaging, job, deps),
};
