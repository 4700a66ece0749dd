/**
 * Premium and what it costs (issue #38): the plans sold by period, their prices and each tier's
 * benefits from a moment on (a change is a new row with its effective time, so a receipt's price and
 * what a viewer had on a day stay readable), what each viewer bought, and how long their Premium runs.
 * Money moves through balance_ledger (reason "purchase"), never here.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { titleKind } from "./catalogue";
import { createdAt, updatedAt, vnd } from "./columns";

/** A Premium plan: a period of days, sold from the balance. */
export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    days: integer("days").notNull(),
    /** Off: no longer sold; what was bought runs on. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("plans_days").on(t.days), check("plans_days_positive", sql`${t.days} > 0`)],
);

/** A plan's price from `effectiveFrom` on; the one in force is the latest that has begun. */
export const planPrices = pgTable(
  "plan_prices",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    price: vnd("price").notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    /** Who set it: a staff member's name, or "Cineva" for the prices the site starts with. */
    setBy: text("set_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.effectiveFrom] }),
    check("plan_prices_price_positive", sql`${t.price} > 0`),
  ],
);

export const tier = pgEnum("tier", ["free", "premium"]);

/** What a tier gives from `effectiveFrom` on: the picture's ceiling, screens at once, early access. */
export const tierBenefits = pgTable(
  "tier_benefits",
  {
    tier: tier("tier").notNull(),
    /** The tallest rendition played, in lines (720, 1080). */
    maxHeight: integer("max_height").notNull(),
    /** Streams playing at once on one account. */
    screens: integer("screens").notNull(),
    /** Episodes marked early access play before their public release. */
    earlyAccess: boolean("early_access").notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    setBy: text("set_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tier, t.effectiveFrom] }),
    // No ceiling below the smallest rung (360p): a session under it would have nothing to play.
    check("tier_benefits_sane", sql`${t.maxHeight} >= 360 and ${t.screens} > 0`),
  ],
);

export const purchaseKind = pgEnum("purchase_kind", ["premium", "rental"]);

/**
 * What a viewer bought, its receipt: the price charged (the server's, at that moment) and what it
 * gave. `idempotencyKey` is the browser's name for one purchase: sent twice, it is bought once.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: purchaseKind("kind").notNull(),
    planId: integer("plan_id").references(() => plans.id, { onDelete: "restrict" }),
    amount: vnd("amount").notNull(),
    /** The Premium days bought, from when to when (after any Premium already paid for). */
    days: integer("days"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** The title rented (kind "rental"). */
    titleKind: titleKind("title_kind"),
    titleId: integer("title_id"),
    /** Bought by the renewal the viewer chose, not by a tap. */
    renewal: boolean("renewal").notNull().default(false),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("purchases_once").on(t.userId, t.idempotencyKey),
    index("purchases_user").on(t.userId, t.createdAt),
    check("purchases_amount_not_negative", sql`${t.amount} >= 0`),
  ],
);

/**
 * A viewer's Premium: until when it runs, and whether it renews from the balance (which plan); and
 * early access granted on its own (a reward), until when.
 */
export const subscriptions = pgTable("subscriptions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Null: never had Premium (only early access). */
  premiumUntil: timestamp("premium_until", { withTimezone: true }),
  earlyAccessUntil: timestamp("early_access_until", { withTimezone: true }),
  autoRenew: boolean("auto_renew").notNull().default(false),
  /** The plan a renewal buys: the one bought last. */
  planId: integer("plan_id").references(() => plans.id, { onDelete: "set null" }),
  /** The last renewal that could not be paid (renewal is then off), and the price it needed. */
  renewalFailedAt: timestamp("renewal_failed_at", { withTimezone: true }),
  renewalPrice: vnd("renewal_price"),
  /** The end of the period whose renewal the viewer was reminded of: reminded once per period. */
  remindedFor: timestamp("reminded_for", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * A title rented (issue #38, lib/billing/rules.ts): it must be started by `startBy`; the first
 * playback starts it, and it then plays until `endsAt`.
 */
export const rentals = pgTable(
  "rentals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    purchaseId: integer("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "restrict" }),
    startBy: timestamp("start_by", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("rentals_purchase").on(t.purchaseId),
    index("rentals_user_title").on(t.userId, t.titleKind, t.titleId, t.startBy),
  ],
);
