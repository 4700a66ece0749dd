/**
 * What the shared HTTP floor needs from the modules above it, declared here so that http/ imports
 * none of them: app.ts and main.ts plug the modules' implementations in.
 */
import type { Executor } from "../db/client";
import type { UserRow } from "../db/schema";

/** The user behind a live access token, with the token row's id (modules/sessions; app.ts wires it). */
export type TokenLookup = (
  db: Executor,
  token: string,
  now: Date,
) => Promise<{ user: UserRow; tokenId: number } | null>;

export type LeaderboardPeriod = "week" | "month" | "all";
/** One board: a period and the day it starts on. */
export type LeaderboardBoard = { period: LeaderboardPeriod; startsOn: string };

export type MirroredBoard = {
  top: { userId: number; points: number }[];
  /** The caller's place (1-based) when they are on the board. */
  mine: { rank: number; points: number } | null;
};

/** The leaderboards mirrored in Redis (modules/programme/leaderboard-mirror.ts; main.ts starts it). */
export type LeaderboardMirror = {
  /** The board from Redis, or null when the mirror cannot answer now (read PostgreSQL instead). */
  read(board: LeaderboardBoard, limit: number, me: number | null): Promise<MirroredBoard | null>;
};
