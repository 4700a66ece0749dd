/**
 * Confirming a profile e-mail (docs/security.md "Verified e-mails"): a link with a random token sent
 * to the address; only the token's SHA-256 is stored. The link works once, for 24 hours, and only
 * while the account still has the address it was sent to. Confirming it clears the same address from
 * every other account that merely claimed it, and from then on that address can link a Google or
 * Apple sign-in to the account.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailVerifications, users } from "../../db/schema";
import { textIn, type ApiLanguage } from "../../http/i18n";

export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;

/** 256 random bits, base64url: 43 characters. */
export function newEmailToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashEmailToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Whether a string can be one of our tokens at all (anything else is refused before a query). */
export function isEmailTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

const lower = (email: string) => email.trim().toLowerCase();

/** Stores a new link for the account's current address and returns its token, to be mailed. */
export async function issueEmailVerification(
  db: Executor,
  { userId, email, now }: { userId: number; email: string; now: Date },
): Promise<string> {
  const token = newEmailToken();
  await db.insert(emailVerifications).values({
    userId,
    email: lower(email),
    tokenHash: hashEmailToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/**
 * Spends a token: the id of the account whose address it confirmed, or null when the token is
 * unknown, used, expired, or was sent to an address the account no longer has.
 */
export async function confirmEmail(db: Executor, token: string, now: Date): Promise<number | null> {
  if (!isEmailTokenShaped(token)) return null;
  return db.transaction(async (tx) => {
    // Spent in the same statement that finds it: two clicks at once confirm once.
    const [spent] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashEmailToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!spent) return null;
    const sameAddress = sql`lower(${users.email}) = ${spent.email}`;
    // Someone else confirmed it first (the link was then still out): it is theirs.
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sameAddress, ne(users.id, spent.userId), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    if (owner) return null;
    // Whoever else merely claimed the address loses the claim: its owner has just proved it.
    await releaseUnconfirmedClaims(tx, spent.email, now, spent.userId);
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, spent.userId), sameAddress))
      .returning({ id: users.id });
    return confirmed?.id ?? null;
  });
}

/**
 * The accounts that merely claim an address (not confirmed), but the owner's: they lose it to the
 * owner who proves it (by the link, or through the provider at registration, when there is no owner
 * account yet).
 */
export async function releaseUnconfirmedClaims(
  db: Executor,
  email: string,
  now: Date,
  ownerId?: number,
): Promise<void> {
  const claims = and(sql`lower(${users.email}) = ${lower(email)}`, isNull(users.emailVerifiedAt));
  await db
    .update(users)
    .set({ email: null, emailVerifiedAt: null, updatedAt: now })
    .where(ownerId === undefined ? claims : and(claims, ne(users.id, ownerId)));
}

/** The confirmation message, in the viewer's language. */
export function verificationMail(
  language: ApiLanguage,
  { name, email, link }: { name: string; email: string; link: string },
): { subject: string; body: string } {
  return {
    subject: textIn(language, "verificationMail.subject"),
    body: textIn(language, "verificationMail.body", {
      name,
      email,
      link,
      hours: EMAIL_LINK_TTL_SECONDS / 3600,
    }),
  };
}
