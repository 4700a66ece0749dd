/**
 * The account calls of product §7.2, one file per area: session-routes (user-info, login, logout, get-user,
 * delete-user), profile-routes (update-profile), registration-routes (register, verify-otp,
 * resend-otp, forgot-password) and social-routes (social-login, social-register).
 */
import { createRouter } from "../../http/router";
import { profileRoutes } from "./profile-routes";
import { registrationRoutes } from "./registration-routes";
import { sessionRoutes } from "./session-routes";
import { socialRoutes } from "./social-routes";

export function accountRoutes() {
  const router = createRouter();
  router.route("/", sessionRoutes());
  router.route("/", profileRoutes());
  router.route("/", registrationRoutes());
  router.route("/", socialRoutes());
  return router;
}
