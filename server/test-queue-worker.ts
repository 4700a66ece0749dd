/**
 * Test support (server/providers/queue.test.ts): a worker process that takes "test.endless" jobs and
 * never finishes one, until it is killed. On the PostgreSQL database its argument names (`postgres://…`),
 * or, as `npm start` on the embedded database, on the PGlite directory it names: there it is the only
 * process, so it adds the job itself and says so ("job <id>").
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "./db/client";
import { openQueue } from "./providers/queue";
import { UnconfiguredMail } from "./providers/mail";
import { openMediaStore } from "./providers/media-store";
import { openUploadStore } from "./providers/upload-store";

async function main(where: string) {
  const embedded = !where.startsWith("postgres");
  const handle = await openDatabase(
    embedded ? { dir: where } : { url: where, applicationName: "cineva-test-worker" },
  );
  const endless = {
    name: "test.endless",
    // As in queue.test.ts: a long retry delay, which a job whose worker died does not wait.
    policy: { retries: 2, retryDelaySec: 600, timeLimitSec: 600 },
    run: () => {
      console.info("running");
      return new Promise<never>(() => undefined);
    },
  };
  const queue = await openQueue(
    handle,
    [endless],
    {
      db: handle.db,
      now: () => new Date(),
      uploads: openUploadStore(path.join(tmpdir(), "cineva-test-worker-uploads")),
      media: openMediaStore({}, tmpdir()),
      mail: new UnconfiguredMail(),
    },
    {
      work: true,
      pollingSeconds: 0.5,
      heartbeatMs: 200,
    },
  );
  console.info(`worker ${queue.worker}`);
  if (embedded) console.info(`job ${await queue.send("test.endless", {})}`);
}

main(process.argv[2] ?? "").catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
