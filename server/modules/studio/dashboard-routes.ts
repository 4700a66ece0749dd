/** The studio's dashboard call (issue #36): every staff member; the money figures by role. */
import * as endpoints from "@/lib/contract/endpoints/studio-dashboard";
import { may } from "@/lib/studio/roles";
import { route } from "../../http/openapi";
import type { createRouter } from "../../http/router";
import { currentStaff, studioRoute } from "./access";
import { dashboard } from "./dashboard";

const dashboardRoute = studioRoute(
  { kind: "permission", permission: "studio" },
  route(endpoints.studioDashboard, {
    tags: ["studio"],
    summary:
      "Plays, minutes watched, new viewers and (for finance and admins) top-ups by day, top titles and searches that found nothing",
    answer: "The last 30 days, today last",
  }),
);

export function studioDashboardRoutes(router: ReturnType<typeof createRouter>) {
  router.openapi(dashboardRoute, async (c) => {
    const { db, now } = c.var.deps;
    const money = may(currentStaff(c).role, "money");
    return c.json(await dashboard(db, { money }, now()), 200);
  });
}
