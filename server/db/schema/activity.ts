/** What viewers do with titles: ratings, favourites, watch history, hand-off links. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { ownedByUser } from "./accounts";
import { titleRef } from "./catalogue";

export const ratings = pgTable(
  "ratings",
  {
    userId: ownedByUser(),
    ...titleRef(),
    score: smallint("score").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.titleKind, t.titleId] }),
    index("ratings_title").on(t.titleKind, t.titleId),
    check("ratings_score_range", sql`${t.score} between 1 and 5`),
  ],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: ownedByUser(),
    ...titleRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleKind, t.titleId] })],
);

export const watchHistory = pgTable(
  "watch_history",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    ...titleRef(),
    /** 0 for a film; the episode's id for a series. */
    episodeId: integer("episode_id").notNull().default(0),
    positionSec: integer("position_sec").notNull(),
    durationSec: integer("duration_sec").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("watch_history_entry").on(t.userId, t.titleKind, t.titleId, t.episodeId),
    index("watch_history_recent").on(t.userId, t.updatedAt),
  ],
);

/**
 * "Continue on another device" links (issue #18): single use, for ten minutes, only for the account
 * that made them. The link carries a random token and its HMAC; only the token's SHA-256 is kept.
 */
export const handoffs = pgTable(
  "handoffs",
  {
    id: serial("id").primaryKey(),
    userId: ownedByUser(),
    tokenHash: text("token_hash").notNull(),
    ...titleRef(),
    /** Null for a film. */
    episodeId: integer("episode_id"),
    positionSec: integer("position_sec").notNull(),
    durationSec: integer("duration_sec").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("handoffs_token").on(t.tokenHash), index("handoffs_user").on(t.userId, t.createdAt)],
);
