/**
 * Where the site's jobs run (issue #37). On the embedded database, in the site's own process: PGlite
 * serves one process, so no worker could reach it. On PostgreSQL, in the site too unless
 * CINEVA_JOBS=workers leaves them to `npm run worker` processes (server/cli/worker.ts), which is what
 * a fleet does: its replicas then only add jobs, and heavy work stays off the machines serving pages.
 */
import type { DatabaseHandle } from "./db/client";
import { JOBS } from "./modules";
import { openQueue, type JobDeps, type Queue } from "./providers/queue";

export type JobsPlace = "site" | "workers";

/** Where jobs run for this database and environment, and a warning when a setting cannot be followed. */
export function jobsPlace(
  kind: DatabaseHandle["kind"],
  env: Record<string, string | undefined>,
): { place: JobsPlace; warning?: string } {
  const asked = env.CINEVA_JOBS?.trim();
  if (asked === "workers" && kind === "pglite") {
    return {
      place: "site",
      warning:
        "Cineva: CINEVA_JOBS=workers needs PostgreSQL (DATABASE_URL); the embedded database runs its jobs in the site.",
    };
  }
  return { place: asked === "workers" ? "workers" : "site" };
}

/**
 * How often the site asks for jobs it did not add itself (scheduled ones, another replica's): rarely,
 * because on the embedded database each ask runs in the process serving pages, and the jobs the site
 * adds it takes at once anyway. Workers (`npm run worker`) ask every 2 s: nothing else runs there.
 */
export const SITE_POLLING_SECONDS = 30;

/** The site's queue: it adds jobs, and runs them too where jobsPlace says so. */
export async function startSiteJobs(
  handle: DatabaseHandle,
  env: NodeJS.ProcessEnv,
  deps: JobDeps,
): Promise<Queue> {
  const { place, warning } = jobsPlace(handle.kind, env);
  if (warning) console.warn(warning);
  return openQueue(handle, JOBS, deps, { work: place === "site", pollingSeconds: SITE_POLLING_SECONDS });
}
