import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accessTokens, users } from "../../db/schema";

/** 256 random bits, base64url: the bearer token a client stores as accessToken. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a token for a user; only its hash is stored. */
export async function issueToken(
  db: Executor,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** The user behind a live (unexpired, unrevoked) token, with the token row's id. */
export async function userForToken(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Executor, tokenId: number, now: Date) {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

export async function revokeAllTokens(db: Executor, userId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
