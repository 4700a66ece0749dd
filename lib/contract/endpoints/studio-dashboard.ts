/** The studio's dashboard call (issue #36), for every staff member. */
import { DashboardSchema } from "../studio-dashboard";
import { endpoint } from "../endpoint";

export const studioDashboard = endpoint({
  method: "get",
  path: "/studio/dashboard",
  response: DashboardSchema,
});
