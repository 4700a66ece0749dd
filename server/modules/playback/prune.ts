import type { JobDefinition } from "../../providers/queue";
import { pruneSessions } from "./sessions";

/** Once a day, sessions not heard from for a day are deleted: they hold no screen and open nothing. */
export const pruneSessionsJob: JobDefinition<Record<string, never>> = {
  name: "playback.prune-sessions",
  policy: { retries: 3, retryDelaySec: 60, timeLimitSec: 600 },
  schedule: "40 3 * * *",
  run: async (_data, _job, { db, now }) => {
    await pruneSessions(db, now());
  },
};
