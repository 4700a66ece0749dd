/**
 * The check of an upload once its last byte has arrived (issue #37): its SHA-256 against the one the
 * browser computed before sending (a file damaged on the way is refused, never packaged), then what it
 * is: a video ffprobe can read to its end, an audio track, or subtitles that read as cues. The
 * original is only read. A refusal is kept on the row as a reason the studio shows in its language.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { UploadRefusal } from "@/lib/contract/studio-uploads";
import type { Executor } from "../../db/client";
import { uploads, type UploadRow } from "../../db/schema";
import type { JobContext, JobDefinition, JobDeps } from "../../providers/queue";
import { probeAudio, probeSource } from "./probe";
import { readSubtitles } from "./subtitles";

/** A subtitle file larger than this is not subtitles (a feature film's SRT is well under 1 MB). */
export const SUBTITLE_MAX_BYTES = 10 * 1024 * 1024;

/** How often the check's progress is written while it reads a large file. */
const PROGRESS_EVERY_MS = 1000;

/** The hex SHA-256 of a file, read as a stream; `onRead` hears how many bytes so far. */
export async function sha256Of(
  file: string,
  signal: AbortSignal,
  onRead: (bytes: number) => Promise<void> = async () => {},
): Promise<string> {
  const hash = createHash("sha256");
  let read = 0;
  let reported = Date.now();
  for await (const chunk of createReadStream(file, { signal, highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer);
    read += (chunk as Buffer).length;
    if (Date.now() - reported >= PROGRESS_EVERY_MS) {
      reported = Date.now();
      await onRead(read);
    }
  }
  return hash.digest("hex");
}

type Outcome = { refusal: UploadRefusal } | { facts: unknown };

/** What the file is, for the role it was sent as. */
async function judge(row: UploadRow, file: string, signal: AbortSignal): Promise<Outcome> {
  if (row.role === "subtitle") {
    if (row.size > SUBTITLE_MAX_BYTES) return { refusal: "unreadable_subtitles" };
    const read = readSubtitles(await readFile(file, { signal }));
    return read ? { facts: { cues: read.cues } } : { refusal: "unreadable_subtitles" };
  }
  const verdict = row.role === "video" ? await probeSource(file, signal) : await probeAudio(file, signal);
  return verdict.ok ? { facts: verdict.facts } : { refusal: verdict.refusal };
}

async function settle(db: Executor, id: string, outcome: Outcome, now: Date) {
  await db
    .update(uploads)
    .set(
      "refusal" in outcome
        ? { state: "refused", refusal: outcome.refusal, progress: null, checkedAt: now }
        : { state: "ready", facts: outcome.facts, progress: null, checkedAt: now },
    )
    .where(and(eq(uploads.id, id), eq(uploads.state, "checking")));
}

export async function checkUpload(id: string, job: JobContext, deps: JobDeps): Promise<string> {
  const { db, uploads: store, now } = deps;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  // Checked already (a retry after the row was written), or no longer there: nothing to do.
  if (!row || row.state !== "checking") return row?.state ?? "gone";
  const file = store.fileOf(id);
  const digest = await sha256Of(file, job.signal, async (bytes) => {
    // Reading the file is most of the work for a video; ffprobe then reads only its ends.
    const fraction = Math.min(0.9, (bytes / Math.max(1, row.size)) * 0.9);
    await db.update(uploads).set({ progress: fraction }).where(eq(uploads.id, id));
    await job.progress(fraction);
  });
  const outcome: Outcome =
    digest === row.sha256 ? await judge(row, file, job.signal) : { refusal: "checksum" };
  await settle(db, id, outcome, now());
  return "refusal" in outcome ? outcome.refusal : "ready";
}

export const CHECK_UPLOAD = "ingest.check-upload";

export const checkUploadJob: JobDefinition<{ upload: string }> = {
  name: CHECK_UPLOAD,
  // Reading tens of gigabytes takes minutes; a try that fails (a disk hiccup) is tried twice more.
  policy: { retries: 2, retryDelaySec: 30, timeLimitSec: 3600 },
  run: ({ upload }, job, deps) => checkUpload(upload, job, deps),
};
