/** What the accounts module's route files share: limits, field errors, the password check, sign-in. */
import type { Context } from "hono";
import {
  OTP_RESEND_SECONDS,
  SignInRefusalSchema,
  type OtpPurpose,
  type SignInRefusal,
} from "@/lib/contract/accounts";
import { clientIp, limitBy, tooManyRequests } from "../../http/auth";
import type { UserRow } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { languageOf, message } from "../../http/i18n";
import { error, json } from "../../http/openapi";
import { deleteAccount, findUserByReferralCode, normalisePhone } from "./users";
import { avatarPath } from "./avatars";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { verifyPassword } from "./passwords";
import { otpSmsBody } from "./otp";
import { issueCode } from "./registration";
import { issueToken } from "../sessions";

/** Rate limits: [max, window seconds]. */
export const ACCOUNT_LIMITS = {
  /**
   * Wrong passwords for one phone from one address: after five that address waits out the window;
   * the owner, elsewhere, still signs in. A success from there starts the count again.
   */
  loginFailuresPerAddress: [5, 15 * 60],
  /**
   * Wrong passwords for one phone from every address (guessing spread over many): past twenty in an
   * hour, the phone takes one attempt a minute from anywhere, a delay rather than a lock-out.
   */
  loginFailuresPerPhone: [20, 60 * 60],
  loginSlowedPerPhone: [1, 60],
  /** Sign-in attempts per address, right or wrong, whatever the phone. */
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

/** Wrong passwords for a phone from every address; a password reset clears it. */
export const loginPhoneKey = (phone: string) => `login:phone:${phone}`;
const loginAddressKey = (phone: string, ip: string) => `login:phone:${phone}@${ip}`;

/** From this many wrong passwords left, the 401 says how many (`attempts_left`). */
const WARN_FROM_ATTEMPTS_LEFT = 2;

/**
 * The shared check of login, get-user and delete. Limits first: the address's attempts, then whether
 * this address has used up its wrong passwords for the phone (429, counting only wrong ones), then
 * the slow lane of a phone guessed at from everywhere. The password's check takes the same time
 * whether or not the phone is registered, and an unknown phone is counted like a known one, so the
 * answers say nothing about which phones have accounts. `attemptsLeft`: this address's wrong
 * passwords left for the phone, when few are.
 */
export async function passwordMatches(
  c: Ctx,
  phone: string,
  user: UserRow | null,
  password: string,
): Promise<{ ok: boolean; attemptsLeft?: number }> {
  const { rateLimiter } = c.var.deps;
  const [perAddress] = ACCOUNT_LIMITS.loginFailuresPerAddress;
  const [perPhone, phoneWindow] = ACCOUNT_LIMITS.loginFailuresPerPhone;
  const addressKey = loginAddressKey(phone, clientIp(c));
  await limitBy(c, `login:ip:${clientIp(c)}`, ACCOUNT_LIMITS.loginPerIp);
  const here = await rateLimiter.peek(addressKey, perAddress);
  if (!here.allowed) throw tooManyRequests(c, here.retryAfter);
  if (!(await rateLimiter.peek(loginPhoneKey(phone), perPhone)).allowed)
    await limitBy(c, `login:slow:${phone}`, ACCOUNT_LIMITS.loginSlowedPerPhone);

  const ok = (await verifyPassword(user?.passwordHash, password)) && user !== null;
  if (ok) {
    await rateLimiter.reset(addressKey);
    return { ok };
  }
  await rateLimiter.hit(addressKey, perAddress, ACCOUNT_LIMITS.loginFailuresPerAddress[1]);
  await rateLimiter.hit(loginPhoneKey(phone), perPhone, phoneWindow);
  const left = here.left - 1;
  return { ok, ...(left <= WARN_FROM_ATTEMPTS_LEFT ? { attemptsLeft: left } : {}) };
}

/**
 * The 401 of a wrong phone or password; when few wrong passwords are left, how many and how long
 * sign-in from this address then pauses (SignInRefusalSchema), the same for any phone.
 */
export function wrongCredentials(c: Ctx, attemptsLeft: number | undefined): HttpError {
  const details =
    attemptsLeft === undefined
      ? undefined
      : { attempts_left: attemptsLeft, lockout_seconds: ACCOUNT_LIMITS.loginFailuresPerAddress[1] };
  return new HttpError(401, message(c, "accounts.wrongCredentials"), undefined, undefined, details);
}

/** The 403 of a phone never verified, told apart from an inactive account's by its `reason`. */
export function phoneNotVerified(c: Ctx): HttpError {
  const details = { reason: "phone_not_verified" } satisfies Pick<SignInRefusal, "reason">;
  return new HttpError(403, message(c, "accounts.phoneNotVerified"), undefined, undefined, details);
}

/** Blocked → 423, inactive → 403 (product §6, §8). */
export function assertActive(c: Ctx, user: UserRow) {
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

/** login's and get-user's refusals, which say more than the message (SignInRefusalSchema). */
export const SIGN_IN_ERRORS = {
  ...ERRORS,
  401: json(
    SignInRefusalSchema,
    "Wrong phone or password; attempts_left and lockout_seconds when few are left",
  ),
  403: json(SignInRefusalSchema, "Account inactive, or phone not verified (reason)"),
  422: json(SignInRefusalSchema, "Invalid input, with field errors"),
  429: json(SignInRefusalSchema, "Too many attempts (retry_after, Retry-After)"),
} as const;

/** Some of the ERRORS answers, for `responses: { 200: …, ...errors(422, 429) }`. */
export function errors<S extends keyof typeof ERRORS>(...statuses: S[]): Pick<typeof ERRORS, S> {
  return Object.fromEntries(statuses.map((status) => [status, ERRORS[status]])) as Pick<typeof ERRORS, S>;
}

/** Sends an SMS code in the request's language; 503 when the SMS provider fails. */
export async function sendCode(c: Ctx, phone: string, purpose: OtpPurpose, code: string) {
  try {
    await c.var.deps.sms.send(phone, otpSmsBody(languageOf(c), purpose, code));
  } catch (error) {
    console.error("SMS sending failed", error);
    throw new HttpError(503, message(c, "accounts.smsFailed"));
  }
}

/**
 * The per-phone SMS limits: one code a minute, five an hour (429 with Retry-After). Support staff
 * sending a code on purpose (audited) skip the minute, not the hour: the phone is never flooded.
 */
export async function limitCodesPerPhone(c: Ctx, phone: string, { cooldown = true } = {}) {
  if (cooldown) await limitBy(c, `otp:cooldown:${phone}`, ACCOUNT_LIMITS.otpCooldown);
  await limitBy(c, `otp:hourly:${phone}`, ACCOUNT_LIMITS.otpPerPhoneHourly);
}

/**
 * A password-reset code by SMS to an account's own phone, within the phone's limits: what
 * forgot-password sends, and what support sends from the studio (`bySupport`). The viewer enters it with a new
 * password (verify-otp, purpose reset_password).
 */
export async function sendPasswordResetCode(c: Ctx, phone: string, { bySupport = false } = {}) {
  const { db, now, config } = c.var.deps;
  await limitCodesPerPhone(c, phone, { cooldown: !bySupport });
  const code = await issueCode(db, {
    phone,
    purpose: "reset_password",
    now: now(),
    pepper: config.socialSecret,
  });
  await sendCode(c, phone, "reset_password", code);
}

/**
 * Erases an account (deleteAccount says what goes and what the books keep) and its avatar file; its
 * place on the leaderboard goes with it. The viewer's own deletion and support's, from the studio.
 */
export async function eraseAccount(c: Ctx, user: UserRow) {
  await deleteAccount(c.var.deps.db, user);
  tagChanged(c, TAGS.leaderboard);
  const avatar = user.avatar ? avatarPath(user.avatar) : null;
  if (avatar) await c.var.deps.images.remove(avatar).catch(() => undefined);
}

type UploadedFile = { size: number; arrayBuffer(): Promise<ArrayBuffer> };

/** A multipart form's file (a string or nothing is not one). */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UploadedFile).size === "number" &&
    typeof (value as UploadedFile).arrayBuffer === "function"
  );
}
