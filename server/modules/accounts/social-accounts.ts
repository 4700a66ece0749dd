/**
 * Accounts behind a Google or Apple sign-in, whose e-mail the provider vouched for: linking an
 * existing account (by a confirmed address) and creating a new one.
 */
import type { SocialProvider } from "@/lib/contract/accounts";
import type { Database } from "../../db/client";
import { socialIdentities, users, type UserRow } from "../../db/schema";
import { onReferralCompleted } from "../programme";
import { issueToken } from "../sessions";
import { releaseUnconfirmedClaims } from "./email-verification";
import { socialPlaceholderPhone } from "./social";
import { findUserById, uniqueReferralCode } from "./users";

/** Remembers that this provider's address signs in to the account (idempotent). */
export async function linkSocialIdentity(
  db: Database,
  input: { userId: number; provider: SocialProvider; email: string; now: Date },
) {
  await db
    .insert(socialIdentities)
    .values({ userId: input.userId, provider: input.provider, email: input.email, createdAt: input.now })
    .onConflictDoNothing();
}

/**
 * Creates a signed-in account for a provider-verified address: no phone (a placeholder), the address
 * confirmed, its referral completed (which links it to the referrer, unless that placeholder was
 * referred before: programme/referrals.ts). Accounts that merely claimed the address lose the
 * claim. Throws a unique violation when another request registered it first.
 */
export async function registerSocialAccount(
  db: Database,
  input: {
    provider: SocialProvider;
    email: string;
    username: string;
    referrerId: number | null;
    now: Date;
    tokenTtlSeconds: number;
  },
): Promise<{ user: UserRow; token: string }> {
  const { provider, email, username, referrerId, now } = input;
  const created = await db.transaction(async (tx) => {
    await releaseUnconfirmedClaims(tx, email, now);
    const [row] = await tx
      .insert(users)
      .values({
        phoneNumber: socialPlaceholderPhone(provider, email),
        passwordHash: null,
        phoneVerifiedAt: now,
        name: username,
        email,
        emailVerifiedAt: now,
        referralCode: await uniqueReferralCode(tx),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const user = row!;
    await tx.insert(socialIdentities).values({ userId: user.id, provider, email, createdAt: now });
    if (referrerId !== null) await onReferralCompleted(tx, referrerId, user.id, now);
    return { user, token: await issueToken(tx, user.id, now, input.tokenTtlSeconds) };
  });
  return { user: (await findUserById(db, created.user.id)) ?? created.user, token: created.token };
}
