/**
 * "Continue on another device" (issue #18): the player makes a link that opens the same title at the
 * same second, on another device, for the same account. The link is `/c/{code}`: a random token and
 * its HMAC under the server's secret (a code anyone made up is refused before any query); only the
 * token's SHA-256 is stored, with the account, the title and the second. It works once, within ten
 * minutes, and only for the account that made it; it says nothing of who, what or where. Spending it
 * saves that second as the account's position (the watch history), so the title page on the other
 * device offers "Resume from" it, as it would after watching there.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { HandoffTarget } from "@/lib/contract/activity";
import type { TitleKind } from "@/lib/contract/catalogue";
import type { Executor } from "../../db/client";
import { episodes, handoffs, seasons } from "../../db/schema";
import { loadCards } from "../catalogue";
import { hashToken } from "../sessions";
import { clampPosition, savePosition } from "./history";

export const HANDOFF_TTL_SECONDS = 10 * 60;

const TOKEN_BYTES = 16;
const TOKEN_CHARS = 22; // TOKEN_BYTES in base64url
const TAG_BYTES = 9; // 12 characters
const CODE_PATTERN = /^[A-Za-z0-9_-]{34}$/;

function tagOf(token: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`handoff|${token}`).digest().subarray(0, TAG_BYTES);
}

/** A new code: the token (random) followed by its tag. */
export function newHandoffCode(secret: string): string {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return token + tagOf(token, secret).toString("base64url");
}

/** The token of a code this server signed; null for anything else (wrong shape, length or tag). */
export function handoffToken(code: string, secret: string): string | null {
  if (!CODE_PATTERN.test(code)) return null;
  const token = code.slice(0, TOKEN_CHARS);
  const given = Buffer.from(code.slice(TOKEN_CHARS), "base64url");
  const expected = tagOf(token, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export type HandoffStart = {
  userId: number;
  kind: TitleKind;
  titleId: number;
  /** Null for a film. */
  episodeId: number | null;
  positionSec: number;
  durationSec: number;
  now: Date;
};

/** Stores a new link and returns its code and when it stops working. */
export async function createHandoff(
  db: Executor,
  secret: string,
  start: HandoffStart,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newHandoffCode(secret);
  const expiresAt = new Date(start.now.getTime() + HANDOFF_TTL_SECONDS * 1000);
  await db.insert(handoffs).values({
    userId: start.userId,
    tokenHash: hashToken(code.slice(0, TOKEN_CHARS)),
    titleKind: start.kind,
    titleId: start.titleId,
    episodeId: start.episodeId,
    positionSec: clampPosition(start.positionSec, Math.floor(start.durationSec)),
    durationSec: Math.floor(start.durationSec),
    expiresAt,
    createdAt: start.now,
  });
  return { code, expiresAt };
}

export type Redeemed =
  | { status: "ok"; target: HandoffTarget }
  /** Not a code of ours, or none stored (a link for a title since removed, a made-up one). */
  | { status: "unknown" }
  /** Used already, or past its ten minutes. */
  | { status: "spent" }
  /** Made by another account: left as it is, for its owner. */
  | { status: "otherAccount" };

/** Spends a link for the signed-in viewer: where to start watching. */
export async function redeemHandoff(
  db: Executor,
  secret: string,
  { code, userId, now }: { code: string; userId: number; now: Date },
): Promise<Redeemed> {
  const token = handoffToken(code, secret);
  if (!token) return { status: "unknown" };
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(handoffs).where(eq(handoffs.tokenHash, tokenHash)).limit(1);
  if (!row) return { status: "unknown" };
  if (row.userId !== userId) return { status: "otherAccount" };
  if (row.usedAt || row.expiresAt <= now) return { status: "spent" };
  // What it opens, first: a title taken down since neither moves the position nor spends the link.
  const [title] = await loadCards(db, [{ kind: row.titleKind, id: row.titleId }], now);
  if (!title) return { status: "unknown" };
  let episode: HandoffTarget["episode"] = null;
  if (row.episodeId !== null) {
    const [found] = await db
      .select({ id: episodes.id, season_no: seasons.seasonNo, episode_no: episodes.episodeNo })
      .from(episodes)
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .where(eq(episodes.id, row.episodeId))
      .limit(1);
    episode = found ?? null;
  }
  await savePosition(db, {
    userId,
    kind: row.titleKind,
    titleId: row.titleId,
    episodeId: row.episodeId ?? 0,
    position: row.positionSec,
    duration: row.durationSec,
    now,
  });
  // Spent in the statement that checks it: two devices opening it at once get it once.
  const [spent] = await db
    .update(handoffs)
    .set({ usedAt: now })
    .where(and(eq(handoffs.id, row.id), isNull(handoffs.usedAt), gt(handoffs.expiresAt, now)))
    .returning({ id: handoffs.id });
  if (!spent) return { status: "spent" };
  return { status: "ok", target: { title, episode, position_sec: row.positionSec } };
}
