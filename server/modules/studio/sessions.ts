/**
 * Studio sessions, apart from a viewer's access tokens (a staff member may be signed in to both in
 * one browser): short, opened by phone and password, usable only once the second factor is given,
 * and asking it again for sensitive actions.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { staffSessions } from "../../db/schema";
import { hashToken, newToken } from "../sessions";

/** A working day; then phone, password and code again. */
export const STUDIO_SESSION_SECONDS = 8 * 60 * 60;
/** Between the password and the code. */
export const PENDING_SESSION_SECONDS = 10 * 60;
/** How long a code asked again covers sensitive actions. */
export const STEP_UP_SECONDS = 10 * 60;

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Opens a session that can only give the second factor; its bearer token, returned once. */
export async function openStudioSession(db: Executor, userId: number, now: Date, ip: string) {
  const token = newToken();
  const expiresAt = later(now, PENDING_SESSION_SECONDS);
  await db
    .insert(staffSessions)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt, ip });
  return { token, expiresAt };
}

export type StudioSession = typeof staffSessions.$inferSelect;

/** The live session behind a token (given its second factor or not). */
export async function studioSessionFor(
  db: Executor,
  token: string,
  now: Date,
): Promise<StudioSession | null> {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The second factor given: the session works for a working day from now. */
export async function confirmStudioSession(db: Executor, id: number, now: Date): Promise<Date> {
  const expiresAt = later(now, STUDIO_SESSION_SECONDS);
  await db
    .update(staffSessions)
    .set({ secondFactorAt: now, stepUpAt: now, expiresAt })
    .where(eq(staffSessions.id, id));
  return expiresAt;
}

export async function stepUpStudioSession(db: Executor, id: number, now: Date): Promise<Date> {
  await db.update(staffSessions).set({ stepUpAt: now }).where(eq(staffSessions.id, id));
  return later(now, STEP_UP_SECONDS);
}

/** Until when a session's last code covers sensitive actions, or null when it no longer does. */
export function stepUpUntil(session: { stepUpAt: Date | null }, now: Date): Date | null {
  if (!session.stepUpAt) return null;
  const until = later(session.stepUpAt, STEP_UP_SECONDS);
  return until > now ? until : null;
}

export async function revokeStudioSession(db: Executor, id: number, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeStudioSessionsOf(db: Executor, userId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
}
