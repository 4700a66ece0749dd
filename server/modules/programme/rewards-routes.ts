/**
 * Points and rewards: the rewards page, the daily check-in, the points history, redeeming.
 */
import * as programme from "@/lib/contract/endpoints/programme";
import {
  PROGRAMME_PER_PAGE,
  type PointTransaction,
  type RewardsResponse,
  type Task,
} from "@/lib/contract/programme";
import type { Context } from "hono";
import { parseId } from "@/lib/contract/ids";
import { formatDateTime } from "@/lib/date-time";
import { formatVnd } from "@/lib/money";
import type { AppEnv } from "../../http/context";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { currentUser, limit } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { languageOf, message } from "../../http/i18n";
import { pageRequest } from "../../shared/paging";
import { createRouter } from "../../http/router";
import { error, invalidQuery, optionalUserRoute, signedInRoute, route } from "../../http/openapi";
import {
  AlreadyCheckedInError,
  POINT_RULES,
  checkIn,
  checkinPoints,
  currentStreak,
  latestCheckin,
  nextStreak,
  vnDay,
  watchPointsFor,
  watchSecondsOn,
} from "./points";
import { inviteCount } from "./referrals";
import { RedeemError, activeRewards, isAvailable, pointHistory, redeemReward, type Granted } from "./rewards";

/** What redeeming said: what the reward gave at once, when it gave something. */
function redeemedMessage(c: Context<AppEnv>, name: string, granted: Granted): string {
  switch (granted?.kind) {
    case "premium":
      return message(c, "programme.redeemedPremium", {
        name,
        until: formatDateTime(granted.until, languageOf(c)),
      });
    case "early_access":
      return message(c, "programme.redeemedEarlyAccess", {
        name,
        until: formatDateTime(granted.until, languageOf(c)),
      });
    case "balance":
      return message(c, "programme.redeemedBalance", {
        name,
        amount: formatVnd(granted.amount, languageOf(c)),
      });
    default:
      return message(c, "programme.redeemed", { name });
  }
}

export function rewardsRoutes() {
  const router = createRouter();

  // ── GET /rewards ──────────────────────────────────────────────────────────────────────────────
  router.openapi(
    optionalUserRoute(
      route(programme.rewards, {
        tags: ["programme"],
        summary: "The points programme: rules, tasks, rewards, and the caller's standing",
        answer: "The programme",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const lang = languageOf(c);
      const user = c.var.user;
      const today = vnDay(now());
      const rewardRows = await activeRewards(db);
      const { checkin, watch, invite } = POINT_RULES;

      let me: RewardsResponse["me"] = null;
      if (user) {
        const latest = await latestCheckin(db, user.id);
        const checkedIn = latest?.day === today;
        const seconds = await watchSecondsOn(db, user.id, today);
        const invites = await inviteCount(db, user.id);
        me = {
          points: user.points,
          streak: currentStreak(latest, today),
          checked_in_today: checkedIn,
          checkin_points: checkinPoints(checkedIn && latest ? latest.streak : nextStreak(latest, today)),
          today,
          watch_minutes_today: Math.floor(seconds / 60),
          watch_points_today: watchPointsFor(seconds),
          invites,
        };
      }

      const tasks: Task[] = [
        {
          key: "checkin",
          title: message(c, "programme.checkinTitle"),
          description: message(c, "programme.checkinDescription", checkin),
          points: checkin.max,
          progress: me
            ? { current: me.checked_in_today ? 1 : 0, target: 1, done: me.checked_in_today }
            : null,
        },
        {
          key: "watch",
          title: message(c, "programme.watchTitle"),
          description: message(c, "programme.watchDescription", { perMinute: 1, cap: watch.dailyCapPoints }),
          points: watch.dailyCapPoints,
          progress: me
            ? {
                current: Math.min(me.watch_minutes_today, watch.dailyCapPoints),
                target: watch.dailyCapPoints,
                done: me.watch_points_today >= watch.dailyCapPoints,
              }
            : null,
        },
        {
          key: "invite",
          title: message(c, "programme.inviteTitle"),
          description: message(c, "programme.inviteDescription", invite),
          points: invite.points,
          progress: me ? { current: Math.min(me.invites, 1), target: 1, done: me.invites >= 1 } : null,
        },
      ];

      return c.json(
        {
          rules: {
            time_zone: POINT_RULES.timeZone,
            checkin: { ...checkin },
            watch: { points_per_minute: 1, daily_cap: watch.dailyCapPoints },
            invite: { ...invite },
          },
          tasks,
          rewards: rewardRows.map((reward) => ({
            id: reward.id,
            name: lang === "vi" ? reward.nameVi : reward.nameEn,
            description: lang === "vi" ? reward.descriptionVi : reward.descriptionEn,
            cost_points: reward.costPoints,
            stock: reward.stock,
            available: isAvailable(reward),
            affordable: me ? me.points >= reward.costPoints : null,
          })),
          me,
        },
        200,
      );
    },
  );

  // ── POST /rewards/check-in ────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(programme.checkIn, {
        tags: ["programme"],
        summary: "Today's check-in (once per calendar day in Asia/Ho_Chi_Minh)",
        responses: { 409: error("Already checked in today") },
        answer: "Checked in",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      try {
        const result = await checkIn(db, user.id, now());
        tagChanged(c, TAGS.leaderboard);
        return c.json(
          {
            message: message(c, "programme.checkedIn", { points: result.awarded, streak: result.streak }),
            day: result.day,
            streak: result.streak,
            points_awarded: result.awarded,
            points: result.points,
            next_checkin_points: checkinPoints(result.streak + 1),
          },
          200,
        );
      } catch (cause) {
        if (cause instanceof AlreadyCheckedInError)
          throw new HttpError(409, message(c, "programme.alreadyCheckedIn"));
        throw cause;
      }
    },
  );

  // ── GET /rewards/history ──────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(programme.pointHistory, {
        tags: ["programme"],
        summary: "The caller's point transactions, newest first",
        responses: { ...invalidQuery },
        answer: "A page of point transactions",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const page = pageRequest(c.req.valid("query"), PROGRAMME_PER_PAGE);
      const { rows, meta } = await pointHistory(c.var.deps.db, user.id, page);
      const describe = (row: (typeof rows)[number]): string => {
        switch (row.reason) {
          case "checkin":
            return message(c, "programme.historyCheckin");
          case "watch":
            return message(c, "programme.historyWatch");
          case "invite":
            return message(c, "programme.historyInvite");
          case "redeem":
            return row.reward
              ? message(c, "programme.historyRedeem", {
                  name: languageOf(c) === "vi" ? row.reward.nameVi : row.reward.nameEn,
                })
              : message(c, "programme.historyRedeemUnknown");
          default:
            return message(c, "programme.historyAdjust");
        }
      };
      const data: PointTransaction[] = rows.map((row) => ({
        id: row.id,
        delta: row.delta,
        reason: row.reason,
        description: describe(row),
        created_at: row.createdAt.toISOString(),
      }));
      return c.json({ data, meta, points: user.points }, 200);
    },
  );

  // ── POST /rewards/{id}/redeem ─────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(programme.redeem, {
        tags: ["programme"],
        summary: "Spends points on a reward (atomic: stock and points are checked under locks)",
        responses: {
          404: error("No such reward"),
          409: error("No longer available or out of stock"),
          422: error("Not enough points"),
          429: error("Too many attempts"),
        },
        answer: "Redeemed",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const id = parseId(c.req.valid("param").id);
      if (id === null) throw new HttpError(404, message(c, "programme.rewardNotFound"));
      await limit(c, `redeem:${user.id}`, 20, 60);
      const { db, now } = c.var.deps;
      try {
        const { reward, redemption, points, granted } = await redeemReward(db, user.id, id, now());
        const name = languageOf(c) === "vi" ? reward.nameVi : reward.nameEn;
        return c.json(
          {
            message: redeemedMessage(c, name, granted),
            redemption: {
              id: redemption.id,
              reward_id: reward.id,
              name,
              points_spent: redemption.points,
              created_at: redemption.createdAt.toISOString(),
            },
            points,
          },
          201,
        );
      } catch (cause) {
        if (!(cause instanceof RedeemError)) throw cause;
        switch (cause.reason) {
          case "not_found":
            throw new HttpError(404, message(c, "programme.rewardNotFound"));
          case "unavailable":
            throw new HttpError(409, message(c, "programme.rewardUnavailable"));
          case "out_of_stock":
            throw new HttpError(409, message(c, "programme.rewardOutOfStock"));
          case "insufficient_points":
            throw new HttpError(422, message(c, "programme.notEnoughPoints"), {
              points: [message(c, "programme.notEnoughPoints")],
            });
        }
      }
    },
  );

  return router;
}
