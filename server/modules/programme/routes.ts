/**
 * The programme's calls, one file per area: rewards-routes (rewards, check-in, history, redeem),
 * community-routes (leaderboard, invites) and distributor-routes (dashboard, application).
 */
import { createRouter } from "../../http/router";
import { communityRoutes } from "./community-routes";
import { distributorRoutes } from "./distributor-routes";
import { rewardsRoutes } from "./rewards-routes";

export function programmeRoutes() {
  const router = createRouter();
  router.route("/", rewardsRoutes());
  router.route("/", communityRoutes());
  router.route("/", distributorRoutes());
  return router;
}
