/** What the accounts module's route files share: limits, field errors, the password check, sign-in. */
import type { Context } from "hono";
import { OTP_RESEND_SECONDS } from "@/lib/contract/accounts";
import { clientIp, limitBy } from "../../http/auth";
import type { AppEnv, AuthUser } from "../../http/context";
import { HttpError } from "../../http/errors";
import { message } from "../../http/i18n";
import { error } from "../../http/openapi";
import { findUserByReferralCode, normalisePhone } from "./users";
import { verifyPassword } from "./passwords";
import { issueToken } from "../sessions";

/** Rate limits: [max, window seconds]. */
export const ACCOUNT_LIMITS = {
  /** Sign-in attempts per phone; a success resets it (so it is "5 failures in a row"). */
  loginPerPhone: [5, 15 * 60],
  /** Sign-in attempts per address (successes included: the shared limiter cannot count only failures). */
  loginPerIp: [30, 15 * 60],
  /** SMS codes per phone: one per minute, five per hour; and per address. */
  otpCooldown: [1, OTP_RESEND_SECONDS],
  otpPerPhoneHourly: [5, 60 * 60],
  otpPerIpHourly: [20, 60 * 60],
  /** Code checks (each code also dies after 5 wrong tries). */
  verifyPerPhone: [10, 15 * 60],
  verifyPerIp: [30, 15 * 60],
  /** Password changes in update-profile (the old password is checked). */
  passwordChangePerUser: [5, 15 * 60],
} as const satisfies Record<string, readonly [number, number]>;

export type Ctx = Context<AppEnv>;

export function fieldError(c: Ctx, field: string, text: string): HttpError {
  return new HttpError(422, message(c, "invalid"), { [field]: [text] });
}

export function phoneOr422(c: Ctx, typed: string): string {
  const phone = normalisePhone(typed);
  if (!phone) throw fieldError(c, "phone_number", message(c, "accounts.phoneInvalid"));
  return phone;
}

export const loginPhoneKey = (phone: string) => `login:phone:${phone}`;

/**
 * The shared check of login, get-user and delete: rate limits first (per address, per phone), then
 * the password, whose check takes the same time whether or not the phone is registered. A success
 * resets the phone's counter.
 */
export async function passwordMatches(
  c: Ctx,
  phone: string,
  user: AuthUser | null,
  password: string,
): Promise<boolean> {
  await limitBy(c, `login:ip:${clientIp(c)}`, ACCOUNT_LIMITS.loginPerIp);
  await limitBy(c, loginPhoneKey(phone), ACCOUNT_LIMITS.loginPerPhone);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (ok && user) await c.var.deps.rateLimiter.reset(loginPhoneKey(phone));
  return ok && user !== null;
}

/** Blocked → 423, inactive → 403 (SPEC §6, §8). */
export function assertActive(c: Ctx, user: AuthUser) {
  if (user.status === "blocked") throw new HttpError(423, message(c, "accountBlocked"));
  if (user.status === "inactive") throw new HttpError(403, message(c, "accountInactive"));
}

export function signIn(c: Ctx, userId: number) {
  const { db, now, config } = c.var.deps;
  return issueToken(db, userId, now(), config.tokenTtlSeconds);
}

export async function referrerFor(c: Ctx, code: string | undefined, ownPhone?: string) {
  if (!code) return null;
  const referrer = await findUserByReferralCode(c.var.deps.db, code);
  if (!referrer || referrer.phoneNumber === ownPhone) {
    throw fieldError(c, "referred_code", message(c, "accounts.referralUnknown"));
  }
  return referrer;
}

// ── OpenAPI descriptions ─────────────────────────────────────────────────────────────────────────

export const ERRORS = {
  401: error("No live token, or wrong credentials"),
  403: error("Account inactive or phone not verified"),
  422: error("Invalid input, with field errors"),
  423: error("Account blocked"),
  429: error("Too many attempts (see Retry-After)"),
} as const;

/** Some of the ERRORS answers, for `responses: { 200: …, ...errors(422, 429) }`. */
export function errors<S extends keyof typeof ERRORS>(...statuses: S[]): Pick<typeof ERRORS, S> {
  return Object.fromEntries(statuses.map((status) => [status, ERRORS[status]])) as Pick<typeof ERRORS, S>;
}
