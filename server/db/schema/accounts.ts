/** The accounts: users, their social identities, access tokens, one-time codes and e-mail links. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, vnd } from "./columns";

export const userStatus = pgEnum("user_status", ["active", "inactive", "blocked"]);
export const userRole = pgEnum("user_role", ["viewer", "distributor"]);
export const socialProvider = pgEnum("social_provider", ["google", "apple"]);
export const otpPurpose = pgEnum("otp_purpose", ["register", "reset_password"]);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Composed form: country code + national number, digits only ("84901234567"). */
    phoneNumber: text("phone_number").notNull(),
    /** argon2id; null for accounts created through a social provider only. */
    passwordHash: text("password_hash"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    name: text("name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    /**
     * When the owner of `email` proved it (a link sent to it, or the provider that vouched for it at
     * social registration); null until then and again after the address changes. Only a confirmed
     * address links a Google or Apple identity to the account (docs/security.md).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** File name under /images/users/. */
    avatar: text("avatar"),
    /**
     * The viewer asked to stay private on the leaderboard (their profile): their name is shown masked
     * (product §5.2) and their avatar left out. Otherwise the board shows the name they chose.
     */
    leaderboardPrivate: boolean("leaderboard_private").notNull().default(false),
    status: userStatus("status").notNull().default("active"),
    role: userRole("role").notNull().default("viewer"),
    balance: vnd("balance").notNull().default(0),
    points: integer("points").notNull().default(0),
    referralCode: text("referral_code").notNull(),
    referredBy: integer("referred_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Distributor commission in basis points (1000 = 10 %); null for viewers. */
    commissionRateBp: integer("commission_rate_bp"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_phone_unique").on(t.phoneNumber),
    // One account per confirmed address; an unconfirmed one blocks nobody (its owner may confirm it
    // elsewhere, which clears the other claims: server/modules/accounts/email-verification.ts).
    uniqueIndex("users_verified_email_unique")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index("users_email").on(sql`lower(${t.email})`),
    uniqueIndex("users_referral_code_unique").on(t.referralCode),
    // The few accounts that are not active (the leaderboard leaves them out of a place's count).
    index("users_not_active")
      .on(t.id)
      .where(sql`${t.status} <> 'active'`),
    check("users_balance_non_negative", sql`${t.balance} >= 0`),
    check("users_points_non_negative", sql`${t.points} >= 0`),
  ],
);

/** The user a row belongs to: deleting the account deletes the row. */
export const ownedByUser = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const socialIdentities = pgTable(
  "social_identities",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    provider: socialProvider("provider").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("social_identities_provider_email").on(t.provider, sql`lower(${t.email})`)],
);

export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("access_tokens_hash").on(t.tokenHash), index("access_tokens_user").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    phoneNumber: text("phone_number").notNull(),
    purpose: otpPurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_phone").on(t.phoneNumber, t.purpose, t.createdAt)],
);

/**
 * Links sent to confirm a profile e-mail: single use, expiring, bound to the address they were sent
 * to (a link for an address the account no longer has confirms nothing). Only the token's SHA-256 is kept.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token").on(t.tokenHash),
    index("email_verifications_user").on(t.userId, t.createdAt),
  ],
);

/** A users row: what an authenticated request carries (http/auth.ts) and accounts' services return. */
export type UserRow = typeof users.$inferSelect;
