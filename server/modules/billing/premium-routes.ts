/**
 * Premium's endpoints (issue #38): the plans on sale, the caller's Premium, buying a period from the
 * balance, and renewal on or off.
 */
import { createRoute } from "@hono/zod-openapi";
import * as billing from "@/lib/contract/endpoints/billing";
import type { PremiumStatus } from "@/lib/contract/billing";
import { formatDateTime } from "@/lib/date-time";
import { currentUser, limit } from "../../http/auth";
import { publicCache } from "../../http/cache-control";
import { HttpError } from "../../http/errors";
import { languageOf, message } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { error, route, signedInRoute } from "../../http/openapi";
import { balanceOf } from "../payments";
import { receiptJson, refusal } from "./answers";
import {
  benefitsAt,
  buyPremium,
  isPremium,
  plansOnSale,
  setAutoRenew,
  subscriptionOf,
  type Benefits,
  type SubscriptionRow,
} from "./premium";

/** Purchases (Premium and rentals together) per account in 10 minutes. */
export const PURCHASE_LIMIT = { calls: 30, seconds: 600 };

const benefitsJson = (benefits: Benefits) => ({
  max_height: benefits.maxHeight,
  screens: benefits.screens,
  early_access: benefits.earlyAccess,
});

function statusJson(subscription: SubscriptionRow | null, balance: number, now: Date): PremiumStatus {
  return {
    premium: isPremium(subscription, now),
    premium_until: subscription?.premiumUntil?.toISOString() ?? null,
    early_access_until: subscription?.earlyAccessUntil?.toISOString() ?? null,
    auto_renew: subscription?.autoRenew ?? false,
    plan_id: subscription?.planId ?? null,
    renewal_failed: subscription?.renewalFailedAt
      ? { at: subscription.renewalFailedAt.toISOString(), price: subscription.renewalPrice }
      : null,
    balance,
  };
}

export function premiumRoutes() {
  const router = createRouter();

  // ── GET /plans ────────────────────────────────────────────────────────────────────────────────
  router.openapi(
    createRoute(
      route(billing.plans, {
        tags: ["billing"],
        summary: "The Premium plans on sale at their prices now, and what the free and Premium tiers give",
        answer: "The plans",
      }),
    ),
    async (c) => {
      const { db, now } = c.var.deps;
      const [plans, benefits] = await Promise.all([plansOnSale(db, now()), benefitsAt(db, now())]);
      publicCache(c);
      return c.json(
        { plans, benefits: { free: benefitsJson(benefits.free), premium: benefitsJson(benefits.premium) } },
        200,
      );
    },
  );

  // ── GET /premium ──────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(billing.premium, {
        tags: ["billing"],
        summary: "The caller's Premium: until when, whether it renews, and their balance",
        answer: "The caller's Premium",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { db, now } = c.var.deps;
      const [subscription, balance] = await Promise.all([
        subscriptionOf(db, user.id),
        balanceOf(db, user.id),
      ]);
      return c.json(statusJson(subscription, balance, now()), 200);
    },
  );

  // ── POST /premium ─────────────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(billing.buyPremium, {
        tags: ["billing"],
        summary:
          "Buys a plan's period of Premium from the balance, at the server's price; a key sent again buys nothing more",
        responses: {
          402: error("The balance is short of the price"),
          404: error("No such plan on sale"),
          409: error("The key already bought something else"),
          422: error("Invalid plan or key"),
          429: error("Too many purchases"),
        },
        answer: "Bought (or, for a key already used, the purchase it made)",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const { db, now } = c.var.deps;
      await limit(c, `purchase:${user.id}`, PURCHASE_LIMIT.calls, PURCHASE_LIMIT.seconds);
      const bought = await buyPremium(db, {
        userId: user.id,
        planId: input.plan_id,
        key: input.idempotency_key,
        autoRenew: input.auto_renew,
        now: now(),
      }).catch((cause: unknown) => refusal(c, cause, "billing.planNotFound"));
      return c.json(
        {
          message: message(c, "billing.bought", {
            until: formatDateTime(bought.gave.premiumUntil, languageOf(c)),
          }),
          receipt: receiptJson(c, bought.purchase, new Map()),
          premium: statusJson(bought.gave, bought.balance, now()),
        },
        201,
      );
    },
  );

  // ── PUT /premium/renewal ──────────────────────────────────────────────────────────────────────
  router.openapi(
    signedInRoute(
      route(billing.renewal, {
        tags: ["billing"],
        summary:
          "Turns renewal from the balance on or off; Premium already paid for runs to its end either way",
        responses: { 409: error("No plan to renew"), 422: error("Not true or false") },
        answer: "The caller's Premium",
      }),
    ),
    async (c) => {
      const user = currentUser(c);
      const { auto_renew } = c.req.valid("json");
      const { db, now } = c.var.deps;
      const current = await subscriptionOf(db, user.id);
      if (!current || (auto_renew && current.planId === null))
        throw new HttpError(409, message(c, "billing.nothingToRenew"));
      const updated = await setAutoRenew(db, user.id, auto_renew, now());
      return c.json(statusJson(updated, await balanceOf(db, user.id), now()), 200);
    },
  );

  return router;
}
