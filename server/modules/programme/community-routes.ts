/**
 * The leaderboard (names as their owners chose to show them) and a viewer's invites (invited friends'
 * names and numbers masked), product §5.2.
 */
import * as programme from "@/lib/contract/endpoints/programme";
import { mask } from "@/lib/mask";
import { currentUser } from "../../http/auth";
import { message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { error, optionalUserRoute, signedInRoute, route } from "../../http/openapi";
import { leaderboard } from "./leaderboard";
import { boardName, maskedPerson, localPhone } from "./people";
import { POINT_RULES } from "./points";
import { invitedBy, referralLink } from "./referrals";

export function communityRoutes() {
  const router = createRouter();

  // ── GET /leaderboard ──────────────────────────────────────────────────────────────────────────
  router.openapi(
    optionalUserRoute(
      route(programme.leaderboard, {
        tags: ["programme"],
        summary: "Top 100 by points earned in the period, and the caller's place",
        responses: { 422: error("Unknown period") },
        answer: "The leaderboard",
      }),
    ),
    async (c) => {
      const { period } = c.req.valid("query");
      const me = c.var.user?.id ?? null;
      const { from, rows } = await leaderboard(
        c.var.deps.db,
        period,
        c.var.deps.now(),
        me,
        c.var.deps.leaderboardMirror,
      );
      const mine = me !== null ? rows.find((row) => row.userId === me) : undefined;
      return c.json(
        {
          period,
          from: from?.toISOString() ?? null,
          entries: rows
            .filter((row) => row.rank <= 100)
            .map((row) => ({
              rank: row.rank,
              ...boardName(row.name, row.phoneNumber, row.leaderboardPrivate),
              // A private viewer's picture would give away who they are.
              avatar: row.leaderboardPrivate ? null : row.avatar,
              points: row.points,
              is_me: row.userId === me,
            })),
          me: mine ? { rank: mine.rank, points: mine.points } : null,
        },
        200,
      );
    },
  );

  // ── GET /invites ──────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(programme.invites, {
        tags: ["programme"],
        summary: "The caller's referral code and link, and the people they invited (masked)",
        answer: "Invites",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { rows, totalPoints } = await invitedBy(c.var.deps.db, user.id);
      return c.json(
        {
          referral_code: user.referralCode,
          referral_link: referralLink(c.var.deps.config.siteUrl, user.referralCode),
          invite_points: POINT_RULES.invite.points,
          invited: rows.map((row) => ({
            ...(row.phoneNumber === null
              ? { name: message(c, "programme.deletedAccount"), phone: "—" }
              : { name: maskedPerson(row.name, row.phoneNumber), phone: mask(localPhone(row.phoneNumber)) }),
            joined_at: (row.joinedAt ?? row.referredAt).toISOString(),
            points_earned: row.pointsEarned,
          })),
          total_points: totalPoints,
        },
        200,
      );
    },
  );

  return router;
}
