/**
 * Playback sessions (issue #38, lib/playback/rules.ts): one per stream. Opening one checks what the
 * viewer may play (entitlement.ts), counts the account's live screens under one lock so two browsers
 * asking at once cannot both take the last, starts a rental's clock, and only then holds a screen.
 * A visitor's screens are counted per browser (its playback cookie), an account's across browsers.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { isLive, LIVE_SECONDS, SESSION_HOURS } from "@/lib/playback/rules";
import type { Database, Executor } from "../../db/client";
import { playbackSessions, users } from "../../db/schema";
import { startRental } from "../billing";
import { entitlementOf, playableOf, type Playable, type PlayRequest } from "./entitlement";

export type SessionRow = typeof playbackSessions.$inferSelect;

/** Who asks: the account (null: a visitor) and the browser, by its playback cookie. */
export type Holder = { userId: number | null; cookie: string; device: string | null };

/** What is stored of a playback cookie: its SHA-256, so the table leaks no working cookie. */
export const holderHash = (cookie: string) => createHash("sha256").update(cookie).digest("hex");

export type Opened =
  | { kind: "opened"; session: SessionRow; rentalEndsAt: Date | null }
  | { kind: "missing" }
  | { kind: "refused"; reason: "sign_in" | "premium" | "rent" | "early_access"; title: Playable }
  | { kind: "full"; limit: number; screens: SessionRow[] };

/** The live sessions of an account, or of a visitor's browser, oldest first. */
export async function liveSessions(
  db: Executor,
  owner: { userId: number | null; holder: string },
  now: Date,
) {
  const heard = new Date(now.getTime() - LIVE_SECONDS * 1000);
  const rows = await db
    .select()
    .from(playbackSessions)
    .where(
      and(
        owner.userId === null
          ? and(eq(playbackSessions.holder, owner.holder), isNull(playbackSessions.userId))
          : eq(playbackSessions.userId, owner.userId),
        isNull(playbackSessions.endedAt),
        gt(playbackSessions.lastSeenAt, heard),
        gt(playbackSessions.expiresAt, now),
      ),
    )
    .orderBy(playbackSessions.startedAt);
  return rows;
}

/** Opens a session for `request`, or says why not (no such title, not entitled, every screen in use). */
export async function openSession(
  db: Database,
  input: { holder: Holder; request: PlayRequest; replaces?: string; now: Date },
): Promise<Opened> {
  const { holder, request, now } = input;
  const hash = holderHash(holder.cookie);
  return db.transaction(async (tx) => {
    // One account (or visitor's browser) opens one session at a time: the count below stays true.
    if (holder.userId !== null)
      await tx.select({ id: users.id }).from(users).where(eq(users.id, holder.userId)).for("update");
    else await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`playback:${hash}`}))`);

    const title = await playableOf(tx, request, now);
    if (!title) return { kind: "missing" };
    const entitled = await entitlementOf(tx, holder.userId, title, now);
    if (!entitled.ok) return { kind: "refused", reason: entitled.reason, title };

    if (input.replaces) await endOwnSession(tx, input.replaces, hash, now);
    const live = await liveSessions(tx, { userId: holder.userId, holder: hash }, now);
    if (live.length >= entitled.screens) return { kind: "full", limit: entitled.screens, screens: live };

    const rental = entitled.rental ? await startRental(tx, holder.userId!, title.kind, title.id, now) : null;
    const [session] = await tx
      .insert(playbackSessions)
      .values({
        id: randomUUID(),
        userId: holder.userId,
        holder: hash,
        device: holder.device,
        titleKind: title.kind,
        titleId: title.id,
        episodeId: title.episodeId,
        media: title.media,
        maxLines: entitled.maxLines,
        startedAt: now,
        lastSeenAt: now,
        // A rental's addresses stop when it does, a Premium member's when Premium does.
        expiresAt: [rental?.endsAt ?? null, entitled.until].reduce<Date>(
          earliest,
          new Date(now.getTime() + SESSION_HOURS * 3_600_000),
        ),
      })
      .returning();
    return { kind: "opened", session: session!, rentalEndsAt: rental?.endsAt ?? null };
  });
}

const earliest = (a: Date, b: Date | null) => (b !== null && b < a ? b : a);

/** Ends a session of this browser (a reload, the next episode); another's is left alone. */
async function endOwnSession(db: Executor, id: string, hash: string, now: Date) {
  await db
    .update(playbackSessions)
    .set({ endedAt: now })
    .where(
      and(eq(playbackSessions.id, id), eq(playbackSessions.holder, hash), isNull(playbackSessions.endedAt)),
    );
  forget(id);
}

/**
 * A heartbeat from the browser that holds the session: while it is live, it keeps its screen.
 * "stopped": ended (from another device, or a reload that replaced it); "silent": not heard from in
 * time, or past its hours; null: no session of this browser's.
 */
export async function heartbeat(db: Executor, id: string, cookie: string, now: Date) {
  const [row] = await db
    .select()
    .from(playbackSessions)
    .where(and(eq(playbackSessions.id, id), eq(playbackSessions.holder, holderHash(cookie))));
  if (!row) return null;
  if (row.endedAt !== null) return { state: "stopped" as const, row };
  if (!isLive(row, now)) return { state: "silent" as const, row };
  await db.update(playbackSessions).set({ lastSeenAt: now }).where(eq(playbackSessions.id, id));
  forget(id);
  return { state: "live" as const, row };
}

/**
 * Stops a session: this browser's own (its tab closed), or any of the signed-in account's (freeing a
 * screen from another device). False when the caller holds no such session.
 */
export async function stopSession(
  db: Executor,
  id: string,
  by: { cookie: string | null; userId: number | null },
  now: Date,
): Promise<boolean> {
  const [row] = await db.select().from(playbackSessions).where(eq(playbackSessions.id, id));
  const mine =
    row !== undefined &&
    ((by.cookie !== null && row.holder === holderHash(by.cookie)) ||
      (by.userId !== null && row.userId === by.userId));
  if (!mine) return false;
  if (row.endedAt === null)
    await db.update(playbackSessions).set({ endedAt: now }).where(eq(playbackSessions.id, id));
  forget(id);
  return true;
}

/** Sessions not heard from for a day are of no more use to anyone. */
export async function pruneSessions(db: Executor, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  await db.delete(playbackSessions).where(lt(playbackSessions.lastSeenAt, dayAgo));
}

// Media requests read their session often (every segment): each process keeps it a few seconds.
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const cached = new Map<string, { row: SessionRow | null; at: number }>();
const forget = (id: string) => cached.delete(id);

/** The session a media request names, read at most every few seconds per process; null when none. */
export async function sessionForMedia(db: Executor, id: string, now: Date): Promise<SessionRow | null> {
  const hit = cached.get(id);
  if (hit && now.getTime() - hit.at < CACHE_MS && now.getTime() >= hit.at) return hit.row;
  const [row] = await db.select().from(playbackSessions).where(eq(playbackSessions.id, id));
  if (cached.size >= CACHE_MAX) cached.delete(cached.keys().next().value!);
  cached.set(id, { row: row ?? null, at: now.getTime() });
  return row ?? null;
}
