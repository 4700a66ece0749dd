/** The programme: rewards, points and the leaderboard, check-ins, referrals, distributor applications. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import { createdAt } from "./columns";
import { ownedByUser, users } from "./accounts";

export const pointReason = pgEnum("point_reason", ["checkin", "watch", "invite", "redeem", "adjust"]);
export const applicationStatus = pgEnum("application_status", ["pending", "approved", "rejected"]);

/** What a reward gives by itself when redeemed (issue #38); none: operations fulfil it by hand. */
export const rewardGrant = pgEnum("reward_grant", ["premium", "balance", "early_access"]);

export const rewards = pgTable(
  "rewards",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameVi: text("name_vi").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionVi: text("description_vi").notNull(),
    costPoints: integer("cost_points").notNull(),
    /** Null: unlimited. */
    stock: integer("stock"),
    active: boolean("active").notNull().default(true),
    grantKind: rewardGrant("grant_kind"),
    /** Days of Premium or early access, or đồng for the balance. */
    grantAmount: integer("grant_amount"),
  },
  (t) => [
    check(
      "rewards_grant",
      sql`(${t.grantKind} is null) = (${t.grantAmount} is null) and coalesce(${t.grantAmount}, 1) > 0`,
    ),
  ],
);

export const pointTransactions = pgTable(
  "point_transactions",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    delta: integer("delta").notNull(),
    reason: pointReason("reason").notNull(),
    /** What earned or spent them (a day, a referral, a reward), unique per reason where it must be once. */
    ref: text("ref"),
    createdAt: createdAt(),
  },
  (t) => [
    index("point_transactions_user").on(t.userId, t.createdAt),
    index("point_transactions_created").on(t.createdAt),
    uniqueIndex("point_transactions_once").on(t.userId, t.reason, t.ref),
  ],
);

export const leaderboardPeriod = pgEnum("leaderboard_period", ["week", "month", "all"]);

/**
 * Points EARNED per user and period (programme/leaderboard.ts): one row per user for each week
 * (starting Monday) and month of Asia/Ho_Chi_Minh in which they earned, and one for all time
 * (starts_on 1970-01-01). Kept by the database in the transaction of each point transaction (the
 * leaderboard_on_points trigger, migration 0004); rebuild_leaderboard() recomputes it from them.
 * Each change, and a user's status change or deletion, notifies 'cineva_leaderboard' on commit for
 * the Redis mirror (migration 0007, programme/leaderboard-mirror.ts).
 */
export const leaderboardTotals = pgTable(
  "leaderboard_totals",
  {
    period: leaderboardPeriod("period").notNull(),
    startsOn: date("starts_on").notNull(),
    userId: ownedByUser(),
    points: integer("points").notNull(),
    /** When the user last earned in the period: of equal totals, the one reached first ranks higher. */
    reachedAt: timestamp("reached_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.startsOn, t.userId] }),
    // The board's order (points desc, reached_at asc, user_id asc), read from one end.
    index("leaderboard_totals_rank").on(
      t.period,
      t.startsOn,
      t.points.desc().nullsFirst(),
      t.reachedAt,
      t.userId,
    ),
  ],
);

export const dailyCheckins = pgTable(
  "daily_checkins",
  {
    userId: ownedByUser(),
    day: date("day", { mode: "string" }).notNull(),
    streak: integer("streak").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const rewardRedemptions = pgTable("reward_redemptions", {
  id: serial("id").primaryKey(),
  userId: ownedByUser(),
  rewardId: integer("reward_id")
    .notNull()
    .references(() => rewards.id, { onDelete: "restrict" }),
  points: integer("points").notNull(),
  createdAt: createdAt(),
});

/**
 * A completed referral, kept when either account is deleted (its user set to null): the referrer's
 * invites still add up to the points they were credited, and the referred phone number (as a hash,
 * programme/referrals.ts) can never be referred again.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    referrerId: integer("referrer_id").references(() => users.id, { onDelete: "set null" }),
    referredId: integer("referred_id").references(() => users.id, { onDelete: "set null" }),
    referredPhoneHash: text("referred_phone_hash").notNull(),
    pointsAwarded: integer("points_awarded").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referrals_referred").on(t.referredId),
    uniqueIndex("referrals_referred_phone").on(t.referredPhoneHash),
    index("referrals_referrer").on(t.referrerId),
  ],
);

export const distributorApplications = pgTable(
  "distributor_applications",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    message: text("message").notNull(),
    status: applicationStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    /** When a moderator approved or declined it (the studio, issue #36); null while pending. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** What the moderator wrote to the applicant, shown in their profile. */
    reply: text("reply"),
  },
  // The studio's queue: pending ones, oldest first.
  (t) => [index("distributor_applications_queue").on(t.status, t.createdAt)],
);
