/**
 * SMS codes (register, reset_password): 6 digits, stored as an HMAC (never the code), valid 10
 * minutes, single use, burnt after 5 wrong tries; only the newest code of a phone and purpose counts.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, type OtpPurpose } from "@/lib/contract/accounts";
import type { Executor } from "../../db/client";
import { otpCodes } from "../../db/schema";
import { textIn, type ApiLanguage } from "../../http/i18n";

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/** The stored form: HMAC-SHA256 keyed with a server secret, bound to the phone and purpose. */
export function hashOtpCode(pepper: string, phoneNumber: string, purpose: OtpPurpose, code: string): string {
  return createHmac("sha256", pepper).update(`otp|${phoneNumber}|${purpose}|${code}`).digest("hex");
}

export function otpCodeMatches(
  pepper: string,
  phoneNumber: string,
  purpose: OtpPurpose,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(hashOtpCode(pepper, phoneNumber, purpose, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}

/** The text message, in the caller's language. */
export function otpSmsBody(language: ApiLanguage, purpose: OtpPurpose, code: string): string {
  return textIn(language, `sms.${purpose}`, { code, minutes: OTP_TTL_SECONDS / 60 });
}

/** Stores a new code (the older ones stop counting) and returns it, to be sent by SMS. */
export async function issueOtp(
  db: Executor,
  {
    phoneNumber,
    purpose,
    now,
    pepper,
  }: { phoneNumber: string; purpose: OtpPurpose; now: Date; pepper: string },
): Promise<string> {
  const code = generateOtpCode();
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)),
    );
  await db.insert(otpCodes).values({
    phoneNumber,
    purpose,
    codeHash: hashOtpCode(pepper, phoneNumber, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });
  return code;
}

export type OtpCheck =
  | { status: "ok"; id: number }
  /** No live code: none sent, expired, used, burnt or replaced by a newer one. */
  | { status: "invalid" }
  /** Wrong code; `remaining` tries left (0: it is burnt now). */
  | { status: "wrong"; remaining: number };

/**
 * Tries a code against the newest one for the phone and purpose. Every try is counted first (an
 * atomic increment), so parallel guesses cannot exceed the limit. A match is not consumed here: the
 * caller does it with consumeOtp in the transaction that acts on it.
 */
export async function checkOtp(
  db: Executor,
  {
    phoneNumber,
    purpose,
    code,
    now,
    pepper,
  }: { phoneNumber: string; purpose: OtpPurpose; code: string; now: Date; pepper: string },
): Promise<OtpCheck> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (
    !row ||
    row.consumedAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    row.attempts >= OTP_MAX_ATTEMPTS
  ) {
    return { status: "invalid" };
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) return { status: "invalid" };
  if (!otpCodeMatches(pepper, phoneNumber, purpose, code, row.codeHash)) {
    return { status: "wrong", remaining: Math.max(0, OTP_MAX_ATTEMPTS - counted.attempts) };
  }
  return { status: "ok", id: row.id };
}

/** Marks a checked code used; false when another request used it first. */
export async function consumeOtp(db: Executor, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return used.length > 0;
}
