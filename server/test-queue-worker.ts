/**
 * Test support (server/providers/queue.test.ts): a worker process on the PostgreSQL database named
 * by its argument that takes "test.endless" jobs and never finishes one, until it is killed.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "./db/client";
import { openQueue } from "./providers/queue";
import { openMediaStore } from "./providers/media-store";
import { openUploadStore } from "./providers/upload-store";

async function main(url: string) {
  const handle = await openDatabase({ url, applicationName: "cineva-test-worker" });
  const endless = {
    name: "test.endless",
    policy: { retries: 2, retryDelaySec: 1, timeLimitSec: 600 },
    run: () => new Promise<never>(() => undefined),
  };
  const queue = await openQueue(
    handle,
    [endless],
    {
      db: handle.db,
      now: () => new Date(),
      uploads: openUploadStore(path.join(tmpdir(), "cineva-test-worker-uploads")),
      media: openMediaStore({}, tmpdir()),
    },
    {
      work: true,
      pollingSeconds: 0.5,
      heartbeatMs: 200,
    },
  );
  console.info(`worker ${queue.worker}`);
}

main(process.argv[2] ?? "").catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
