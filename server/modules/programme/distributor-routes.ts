/**
 * The distributor section: the dashboard and the application.
 */
import * as programme from "@/lib/contract/endpoints/programme";
import type { APPLICATION_STATUSES, DistributorResponse } from "@/lib/contract/programme";
import { currentUser, limit } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { referralLink } from "./referrals";
import { error, signedInRoute, route } from "../../http/openapi";
import {
  ApplicationError,
  DEFAULT_COMMISSION_RATE_BP,
  applyForDistributor,
  distributorDashboard,
  latestApplication,
} from "./distributor";
import { maskedPerson } from "./people";

/** An application as its applicant sees it: its state, when they sent it, and the studio's reply. */
const applicationJson = (row: {
  status: (typeof APPLICATION_STATUSES)[number];
  createdAt: Date;
  reply: string | null;
}) => ({
  status: row.status,
  created_at: row.createdAt.toISOString(),
  reply: row.reply,
});

export function distributorRoutes() {
  const router = createRouter();

  // ── GET /distributor ──────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(programme.distributor, {
        tags: ["programme"],
        summary: "A distributor's commissions and earnings, or the programme and the caller's application",
        answer: "The distributor section",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      let body: DistributorResponse;
      if (user.role === "distributor") {
        const dashboard = await distributorDashboard(db, user.id, now());
        body = {
          is_distributor: true,
          commission_rate: (user.commissionRateBp ?? 0) / 100,
          referral_code: user.referralCode,
          referral_link: referralLink(c.var.deps.config.siteUrl, user.referralCode),
          topups: dashboard.topups.map((row) => ({
            user: row.phoneNumber ? maskedPerson(row.name, row.phoneNumber) : "—",
            amount: row.amount,
            commission: row.commission,
            created_at: row.createdAt.toISOString(),
          })),
          earnings_by_month: dashboard.earningsByMonth,
          totals: {
            referred_users: dashboard.totals.referredUsers,
            topups: dashboard.totals.topups,
            commission: dashboard.totals.commission,
            this_month: dashboard.totals.thisMonth,
          },
        };
      } else {
        const application = await latestApplication(db, user.id);
        const rate = DEFAULT_COMMISSION_RATE_BP / 100;
        body = {
          is_distributor: false,
          application: application ? applicationJson(application) : null,
          programme: { commission_rate: rate, description: message(c, "programme.programme", { rate }) },
        };
      }
      return c.json(body, 200);
    },
  );

  // ── POST /distributor/apply ───────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(programme.applyForDistributor, {
        tags: ["programme"],
        summary: "Applies to become a distributor (one pending application at a time)",
        responses: {
          409: error("Already a distributor, or an application is pending"),
          422: error("Invalid message"),
          429: error("Too many attempts"),
        },
        answer: "Application received",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      await limit(c, `distributor-apply:${user.id}`, 5, 3600);
      try {
        const row = await applyForDistributor(c.var.deps.db, user.id, input, c.var.deps.now());
        return c.json(
          {
            message: message(c, "programme.applied"),
            application: applicationJson(row),
          },
          201,
        );
      } catch (cause) {
        if (cause instanceof ApplicationError) {
          throw new HttpError(
            409,
            message(
              c,
              cause.reason === "pending" ? "programme.applicationPending" : "programme.alreadyDistributor",
            ),
          );
        }
        throw cause;
      }
    },
  );

  return router;
}
