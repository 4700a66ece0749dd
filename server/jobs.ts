/**
 * Where the site's jobs run (issue #37). On the embedded database, in the site's own process: PGlite
 * serves one process, so no worker could reach it. On PostgreSQL, in the site too unless
 * CINEVA_JOBS=workers leaves them to `npm run worker` processes (server/cli/worker.ts), which is what
 * a fleet does: its replicas then only add jobs, and heavy work stays off the machines serving pages.
 */
import { authSecret } from "@/lib/auth/secret";
import { revalidateSecret } from "@/lib/catalogue/revalidate";
import type { DatabaseHandle } from "./db/client";
import { demoMediaJob } from "./demo/demo-media";
import { JOBS } from "./modules";
import { pageCacheAt } from "./providers/page-cache";
import { openQueue, type AnyJobDefinition, type JobDeps, type Queue } from "./providers/queue";
import { loadServerConfig } from "./shared/config";

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
 * Every kind of job a site or worker runs: the modules' and the demo's (demo/demo-media.ts), which
 * tells the site's pages through its revalidation hook once it publishes.
 */
export function siteJobs(env: NodeJS.ProcessEnv): readonly AnyJobDefinition[] {
  const secret = authSecret();
  const pages = pageCacheAt(loadServerConfig(env, secret).siteUrl, revalidateSecret(secret, env));
  return [...JOBS, demoMediaJob(pages)];
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
  return openQueue(handle, siteJobs(env), deps, {
    work: place === "site",
    pollingSeconds: SITE_POLLING_SECONDS,
    soleWorker: handle.kind === "pglite",
  });
}
