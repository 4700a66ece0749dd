/**
 * Playback sessions (issue #38): each stream a viewer plays, what it may fetch and until when. A
 * session holds one of the account's screens while its player keeps saying it plays (heartbeats);
 * its media addresses work only while it is live and only in the browser that opened it.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { titleKind } from "./catalogue";

export const playbackSessions = pgTable(
  "playback_sessions",
  {
    id: uuid("id").primaryKey(),
    /** The viewer's account; null for a visitor playing a free title. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the browser's playback cookie: media is served only to a request carrying it. */
    holder: text("holder").notNull(),
    /** What the viewer calls the device ("Chrome · Windows"); null when unrecognised. */
    device: text("device"),
    titleKind: titleKind("title_kind").notNull(),
    titleId: integer("title_id").notNull(),
    /** The episode played, for a series. */
    episodeId: integer("episode_id"),
    /** The master playlist's path in the media store; the session may fetch its folder only. */
    media: text("media").notNull(),
    /** The tallest rendition it may fetch, in lines (the shorter side). */
    maxLines: smallint("max_lines").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("playback_sessions_user_open")
      .on(t.userId, t.lastSeenAt)
      .where(sql`${t.endedAt} IS NULL`),
    index("playback_sessions_holder_open")
      .on(t.holder, t.lastSeenAt)
      .where(sql`${t.endedAt} IS NULL`),
    index("playback_sessions_last_seen").on(t.lastSeenAt),
  ],
);
