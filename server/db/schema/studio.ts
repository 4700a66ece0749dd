/**
 * The studio's people (issue #36): staff are accounts with a role and a TOTP second factor, signed in
 * to the studio by sessions of their own (apart from the viewer's access tokens), and every studio
 * action is a row of the append-only audit log (migration 0017 refuses UPDATE, DELETE and TRUNCATE).
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** lib/studio/roles.ts says what each may do. */
export const staffRole = pgEnum("staff_role", ["admin", "editor", "moderator", "finance"]);

export const staffMembers = pgTable("staff_members", {
  /** A staff member is an account: the same phone and password sign them in to the studio. */
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  role: staffRole("role").notNull(),
  /** Base32 TOTP secret (RFC 6238), chosen at the first sign-in; null until then. */
  totpSecret: text("totp_secret"),
  /** When the first code from the authenticator app proved the secret; until then it is offered again. */
  totpConfirmedAt: timestamp("totp_confirmed_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code works once (no replay). */
  totpLastStep: integer("totp_last_step"),
  createdAt: createdAt(),
});

export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffMembers.userId, { onDelete: "cascade" }),
    /** SHA-256 of the code, hex: shown once, stored never. */
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_code").on(t.userId, t.codeHash)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffMembers.userId, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token, hex. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the second factor was given; a session without it may only give it. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /** When the second factor was last asked again, for a sensitive action. */
    stepUpAt: timestamp("step_up_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip").notNull(),
  },
  (t) => [uniqueIndex("staff_sessions_hash").on(t.tokenHash), index("staff_sessions_user").on(t.userId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who acted; null for the operator's command line (`npm run staff`). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who acted, as they were named then (kept when the account is gone). */
    actor: text("actor").notNull(),
    /** Where from: the caller's address, or "cli". */
    origin: text("origin").notNull(),
    /** What was done ("staff.add", "studio.sign_in"): lib/studio/audit.ts names them. */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at").on(sql`${t.at} desc`),
    index("audit_log_actor").on(t.actorId),
    index("audit_log_target").on(t.targetType, t.targetId),
  ],
);

export type StaffRole = (typeof staffRole.enumValues)[number];
export type StaffMemberRow = typeof staffMembers.$inferSelect;
