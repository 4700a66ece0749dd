/**
 * Accounts made and recovered with an SMS code: a pending registration (phone not yet verified), its
 * verification (which completes a referral), and a password reset. Rate limits, messages and the SMS
 * itself are the routes' business; these are the writes, each one transaction.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { OtpPurpose } from "@/lib/contract/accounts";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { onReferralCompleted } from "../programme";
import { revokeAllTokens } from "../sessions";
import { consumeOtp, issueOtp } from "./otp";
import { findUserById, uniqueReferralCode } from "./users";

type Clock = { now: Date; pepper: string };

/**
 * Creates an unverified account for the phone, or refreshes the one waiting for a code (password,
 * name, referrer), and issues its code. Null when the phone was verified in the meantime.
 */
export async function startRegistration(
  db: Database,
  input: Clock & { phone: string; passwordHash: string; name: string | null; referrerId: number | null },
): Promise<string | null> {
  const { phone, passwordHash, name, referrerId, now, pepper } = input;
  return db.transaction(async (tx) => {
    const refreshed = {
      passwordHash,
      updatedAt: now,
      ...(name ? { name } : {}),
      ...(referrerId !== null ? { referredBy: referrerId } : {}),
    };
    const [row] = await tx
      .insert(users)
      .values({
        phoneNumber: phone,
        passwordHash,
        phoneVerifiedAt: null,
        name,
        referralCode: await uniqueReferralCode(tx),
        referredBy: referrerId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: users.phoneNumber,
        set: refreshed,
        setWhere: isNull(users.phoneVerifiedAt),
      })
      .returning({ id: users.id });
    if (!row) return null;
    return issueOtp(tx, { phoneNumber: phone, purpose: "register", now, pepper });
  });
}

/** A new code for a phone (resend-otp, forgot-password). */
export function issueCode(db: Database, input: Clock & { phone: string; purpose: OtpPurpose }) {
  return issueOtp(db, {
    phoneNumber: input.phone,
    purpose: input.purpose,
    now: input.now,
    pepper: input.pepper,
  });
}

type CodeUse = { otpId: number; phone: string; passwordHash: string | null; now: Date };

/**
 * Spends a checked code on a password reset: the verified account of that phone gets the new
 * password and loses every session. False when the code was spent meanwhile or no such account.
 */
export async function resetPassword(db: Database, { otpId, phone, passwordHash, now }: CodeUse) {
  return db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otpId, now))) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.phoneNumber, phone), isNotNull(users.phoneVerifiedAt)))
      .returning({ id: users.id });
    if (!user) return false;
    await revokeAllTokens(tx, user.id, now);
    return true;
  });
}

/**
 * Spends a checked code on verifying a pending registration (optionally setting its password) and
 * completes its referral. The account as it is now (the referral may have changed it), or null.
 */
export async function verifyPhone(db: Database, { otpId, phone, passwordHash, now }: CodeUse) {
  const verified = await db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otpId, now))) return null;
    const [user] = await tx
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now, ...(passwordHash ? { passwordHash } : {}) })
      .where(and(eq(users.phoneNumber, phone), isNull(users.phoneVerifiedAt)))
      .returning();
    if (!user) return null;
    if (user.referredBy !== null) await onReferralCompleted(tx, user.referredBy, user.id, now);
    return user;
  });
  if (!verified) return null;
  return (await findUserById(db, verified.id)) ?? verified;
}
