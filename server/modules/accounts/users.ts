/**
 * Accounts: phone numbers, referral codes, the public user JSON, look-ups, and the writes that span
 * several tables (deletion, token revocation on a password change).
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { User } from "@/lib/contract/common";
import { composePhone, DEFAULT_COUNTRY_CODE, isMobileNumber } from "@/lib/phone";
import type { Database, Executor } from "../../db/client";
import { accessTokens, otpCodes, socialIdentities, users, type UserRow } from "../../db/schema";
import { isSocialPlaceholderPhone } from "./social";

// ── Phone numbers ────────────────────────────────────────────────────────────────────────────────

/** NEXT_PUBLIC_PHONE_COUNTRY_CODE (1–3 digits), else Vietnam's 84 — the same code the UI composes with. */
export function phoneCountryCode(env: Record<string, string | undefined> = process.env): string {
  const configured = env.NEXT_PUBLIC_PHONE_COUNTRY_CODE?.trim();
  return configured && /^\d{1,3}$/.test(configured) ? configured : DEFAULT_COUNTRY_CODE;
}

/**
 * A typed number ("0901 234 567", "901234567", "+84 901 234 567") in its stored form
 * ("84901234567"), or null when it is not a mobile number of the country (isMobileNumber, the rule
 * the sign-in dialog checks before sending). Always digits only, so it can never equal a social
 * account's placeholder.
 */
export function normalisePhone(typed: string, countryCode: string = phoneCountryCode()): string | null {
  return isMobileNumber(typed, countryCode) ? composePhone(typed, countryCode) : null;
}

// ── Referral codes ───────────────────────────────────────────────────────────────────────────────

/** A–Z and 2–9 without the look-alikes I, O, 0 and 1: 32 symbols, so a byte & 31 is unbiased. */
export const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

export function generateReferralCode(bytes: Uint8Array = randomBytes(REFERRAL_CODE_LENGTH)): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_ALPHABET[(bytes[i] ?? 0) & 31];
  return code;
}

/** A code no user has (32⁸ ≈ 10¹² codes: a clash is rare, a second one rarer still). */
export async function uniqueReferralCode(db: Executor): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = generateReferralCode();
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, code))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error("Could not find a free referral code.");
}

/**
 * An account whose phone is known to be its owner's (an SMS code spent on it, or an operator's
 * `npm run staff -- add`): verified now, no referrer yet. Null when the phone already has an account.
 */
export async function createAccount(
  db: Executor,
  input: { phone: string; passwordHash: string; name: string | null; now: Date },
): Promise<UserRow | null> {
  const { phone, passwordHash, name, now } = input;
  const [user] = await db
    .insert(users)
    .values({
      phoneNumber: phone,
      passwordHash,
      phoneVerifiedAt: now,
      name,
      referralCode: await uniqueReferralCode(db),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.phoneNumber })
    .returning();
  return user ?? null;
}

export async function findUserByReferralCode(db: Executor, code: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()))
    .limit(1);
  return user ?? null;
}

// ── Look-ups ─────────────────────────────────────────────────────────────────────────────────────

/** By stored (composed, digits-only) phone number; anything else finds nobody. */
export async function findUserByPhone(db: Executor, phoneNumber: string) {
  if (!/^\d+$/.test(phoneNumber)) return null;
  const [user] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return user ?? null;
}

/** By e-mail, case-insensitively (the unique index is on lower(email)). */
/**
 * The account that confirmed `email` (only a confirmed address belongs to anyone: several accounts
 * may claim one they have not confirmed, docs/security.md "Verified e-mails").
 */
export async function findUserByEmail(db: Executor, email: string, exceptUserId?: number) {
  const match = and(
    sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
    isNotNull(users.emailVerifiedAt),
  );
  const [user] = await db
    .select()
    .from(users)
    .where(exceptUserId === undefined ? match : and(match, ne(users.id, exceptUserId)))
    .limit(1);
  return user ?? null;
}

/** The user a provider's identity is linked to. */
export async function findUserBySocialIdentity(db: Executor, provider: "google" | "apple", email: string) {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(
      and(
        eq(socialIdentities.provider, provider),
        sql`lower(${socialIdentities.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

/** Whether any identity of any provider uses this e-mail. */
export async function socialEmailInUse(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: socialIdentities.id })
    .from(socialIdentities)
    .where(sql`lower(${socialIdentities.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

// ── The public user JSON ─────────────────────────────────────────────────────────────────────────

/** The user object of product §3.1 (lib/contract/common.ts UserSchema). A social account's phone is "". */
export function toUserJson(user: UserRow): User {
  return {
    id: user.id,
    phone_number: isSocialPlaceholderPhone(user.phoneNumber) ? "" : user.phoneNumber,
    name: user.name,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified: Boolean(user.email && user.emailVerifiedAt),
    avatar: user.avatar,
    leaderboard_private: user.leaderboardPrivate,
    status: user.status,
    role: user.role,
    balance: user.balance,
    points: user.points,
    referral_code: user.referralCode,
  };
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────

/** Signs out every other session of a user (after a password change). */
export async function revokeOtherTokens(db: Executor, userId: number, keepTokenId: number | null, now: Date) {
  const others = keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId);
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt), others));
}

/**
 * Deletes an account. Its tokens, identities, activity and points go with it (ON DELETE CASCADE);
 * payments, the balance ledger and referrals stay with the user set to null (the books, and a
 * referrer's invites adding up to the points credited; the referral's phone hash keeps the number
 * from being referred again). Its pending SMS codes (keyed by phone, not by user) are removed too.
 */
export async function deleteAccount(db: Database, user: Pick<UserRow, "id" | "phoneNumber">) {
  await db.transaction(async (tx) => {
    await tx.delete(otpCodes).where(eq(otpCodes.phoneNumber, user.phoneNumber));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** A unique-constraint violation (SQLSTATE 23505) from either driver, however drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object") {
      const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
      if (code === "23505") return constraint === undefined || name === undefined || name === constraint;
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}
