import type { App } from "../http/router";
import type { AnyJobDefinition } from "../providers/queue";
import { accountRoutes, emailRoutes } from "./accounts";
import { activityRoutes } from "./activity";
import { billingRoutes, renewPremiumJob } from "./billing";
import { blogRoutes } from "./blog";
import { catalogueRoutes } from "./catalogue";
import { checkUploadJob, expireUploadsJob, packageTitleJob } from "./ingest";
import { legalRoutes } from "./legal";
import { pruneSearchMissesJob } from "./metrics";
import { mediaRoutes } from "./media";
import { paymentRoutes } from "./payments";
import { playbackMediaRoutes, playbackRoutes, pruneSessionsJob } from "./playback";
import { programmeRoutes } from "./programme";
import { sandboxRoutes } from "./sandbox";
import { studioRoutes } from "./studio";

/** Every module's endpoints: the contract under /api, the media host and the sandbox's pages at the root. */
export function registerRoutes(app: App) {
  app.route("/api", accountRoutes());
  app.route("/api", emailRoutes());
  app.route("/api", catalogueRoutes());
  app.route("/api", activityRoutes());
  app.route("/api", blogRoutes());
  app.route("/api", legalRoutes());
  app.route("/api", programmeRoutes());
  app.route("/api", paymentRoutes());
  app.route("/api", billingRoutes());
  app.route("/api", playbackRoutes());
  app.route("/api", studioRoutes());
  app.route("/", sandboxRoutes());
  app.route("/", playbackMediaRoutes());
  app.route("/", mediaRoutes());
}

/** Every kind of job the workers run (issue #37): a queue per kind, named "<module>.<what>". */
export const JOBS: readonly AnyJobDefinition[] = [
  pruneSearchMissesJob,
  checkUploadJob,
  expireUploadsJob,
  packageTitleJob,
  renewPremiumJob,
  pruneSessionsJob,
];
