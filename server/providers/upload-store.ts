/**
 * Where uploads arrive (issue #37): tus's file store, one file per upload and its offset beside it, in
 * CINEVA_UPLOAD_DIR (default CINEVA_DATA_DIR/uploads). An upload resumes after a lost network, a
 * reloaded tab or a restarted server because both live on disk. In a fleet this folder is one mount
 * every replica and worker shares, like the media directory: workers read the originals from it.
 * The original stays as it arrived; packaging only reads it.
 */
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { MemoryLocker } from "@tus/server";
import { UPLOAD_EXPIRY_HOURS } from "@/lib/contract/studio-uploads";

export type UploadStore = {
  directory: string;
  datastore: FileStore;
  /** One upload's bytes are written by one request at a time; a newer request takes over a stalled one. */
  locker: MemoryLocker;
  /** The file holding an upload's bytes. */
  fileOf: (id: string) => string;
};

/** tus's ids here: 32 lowercase hex digits (server/modules/studio/uploads-routes.ts names them). */
export const isUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id);

export function uploadDirectory(env: Record<string, string | undefined>, dataDir: string): string {
  return env.CINEVA_UPLOAD_DIR?.trim() || path.join(dataDir, "uploads");
}

export function openUploadStore(directory: string): UploadStore {
  const datastore = new FileStore({
    directory,
    // tus then answers Upload-Expires; the expiry job (modules/ingest) removes what is left unfinished.
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_HOURS * 3600 * 1000,
  });
  return {
    directory,
    datastore,
    locker: new MemoryLocker(),
    fileOf: (id) => {
      if (!isUploadId(id)) throw new Error(`Not an upload id: ${id}`);
      return path.join(directory, id);
    },
  };
}
