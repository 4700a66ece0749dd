/**
 * The uploads' rows (issue #37): what each file is for and where its check stands, beside the bytes
 * tus keeps (providers/upload-store.ts). An upload is "receiving" until its last byte arrives, then
 * "checking" while the check job (check.ts) runs, then "ready" or "refused"; one left unfinished past
 * UPLOAD_EXPIRY_HOURS is "expired", its bytes removed.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import { UPLOAD_EXPIRY_HOURS, type UploadMetadata } from "@/lib/contract/studio-uploads";
import type { Executor } from "../../db/client";
import { uploads, users, type UploadRow } from "../../db/schema";
import type { JobDefinition } from "../../providers/queue";
import type { UploadStore } from "../../providers/upload-store";

const EXPIRY_MS = UPLOAD_EXPIRY_HOURS * 3600 * 1000;

export const expiryOf = (row: Pick<UploadRow, "createdAt">) => new Date(row.createdAt.getTime() + EXPIRY_MS);

export async function recordUpload(
  db: Executor,
  upload: { id: string; size: number; metadata: UploadMetadata; by: number | null },
  now: Date,
) {
  const { metadata } = upload;
  await db.insert(uploads).values({
    id: upload.id,
    titleKind: metadata.kind,
    titleId: metadata.title_id,
    role: metadata.role,
    filename: metadata.filename,
    contentType: metadata.filetype || null,
    size: upload.size,
    sha256: metadata.sha256.toLowerCase(),
    uploadedBy: upload.by,
    createdAt: now,
  });
}

/** Uploads with who sent each (null once that account is deleted). */
const withUploader = (db: Executor) =>
  db
    .select({ upload: uploads, uploader: users })
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.uploadedBy));

export async function uploadById(db: Executor, id: string) {
  const [row] = await withUploader(db).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/** The last byte arrived: the upload waits for its check. False when it was not receiving. */
export async function markReceived(db: Executor, id: string, now: Date): Promise<boolean> {
  const changed = await db
    .update(uploads)
    .set({ state: "checking", finishedAt: now, progress: 0 })
    .where(and(eq(uploads.id, id), eq(uploads.state, "receiving")))
    .returning({ id: uploads.id });
  return changed.length > 0;
}

/** An unfinished upload the studio cancelled: tus removed its bytes, so the row goes too. */
export async function forgetUpload(db: Executor, id: string) {
  await db.delete(uploads).where(and(eq(uploads.id, id), eq(uploads.state, "receiving")));
}

/** A title's uploads, oldest first, with who sent each. */
export function titleUploads(db: Executor, kind: UploadRow["titleKind"], titleId: number) {
  return withUploader(db)
    .where(and(eq(uploads.titleKind, kind), eq(uploads.titleId, titleId)))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
}

/** Removes the bytes of uploads left unfinished past their expiry; how many. */
export async function expireUploads(db: Executor, store: UploadStore, now: Date): Promise<number> {
  const stale = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.state, "receiving"), lt(uploads.createdAt, new Date(now.getTime() - EXPIRY_MS))));
  for (const { id } of stale) {
    await store.datastore.remove(id).catch(() => undefined); // already gone: nothing left to remove
    await db
      .update(uploads)
      .set({ state: "expired", progress: null })
      .where(and(eq(uploads.id, id), eq(uploads.state, "receiving")));
  }
  return stale.length;
}

export const expireUploadsJob: JobDefinition<Record<string, never>> = {
  name: "ingest.expire-uploads",
  policy: { retries: 1, retryDelaySec: 300, timeLimitSec: 600 },
  // Every hour, at a minute no other job takes.
  schedule: "23 * * * *",
  run: (_data, _job, { db, uploads: store, now }) => expireUploads(db, store, now()),
};
