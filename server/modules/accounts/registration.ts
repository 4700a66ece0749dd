/**
 * Accounts made and recovered with an SMS code. A registration stores nothing but its code until the
 * code is verified; the account is then made from the verifying request alone (password, name,
 * referrer), so a stranger who registered the same number first leaves nothing in it. Also the
 * password reset. Rate limits, messages and the SMS itself are the routes' business; these are the
 * writes, each one transaction.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { OtpPurpose } from "@/lib/contract/accounts";
import type { Database, Executor } from "../../db/client";
import { otpCodes, users } from "../../db/schema";
import { onReferralCompleted } from "../programme";
import { revokeAllTokens } from "../sessions";
import { consumeOtp, issueOtp } from "./otp";
import { createAccount, findUserById } from "./users";

type Clock = { now: Date; pepper: string };

/** A new code for a phone (register, resend-otp, forgot-password). */
export function issueCode(db: Database, input: Clock & { phone: string; purpose: OtpPurpose }) {
  return issueOtp(db, {
    phoneNumber: input.phone,
    purpose: input.purpose,
    now: input.now,
    pepper: input.pepper,
  });
}

/** Whether a registration of the phone waits for its code (one was sent and not used yet). */
export async function registrationPending(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phoneNumber, phone), eq(otpCodes.purpose, "register"), isNull(otpCodes.consumedAt)),
    )
    .limit(1);
  return Boolean(row);
}

type CodeUse = { otpId: number; phone: string; passwordHash: string; now: Date };

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
 * Spends a checked register code on the account it proves: made now, from this request's password,
 * name and referrer, its referral completed. The account as it is then (the referral may have changed
 * it), or null when the code was spent meanwhile or the phone already has an account.
 */
export async function createVerifiedAccount(
  db: Database,
  input: CodeUse & { name: string | null; referrerId: number | null },
) {
  const { otpId, phone, passwordHash, name, referrerId, now } = input;
  const created = await db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, otpId, now))) return null;
    const user = await createAccount(tx, { phone, passwordHash, name, now });
    if (!user) return null;
    if (referrerId !== null) await onReferralCompleted(tx, referrerId, user.id, now);
    return user;
  });
  if (!created) return null;
  return (await findUserById(db, created.id)) ?? created;
}
