/**
 * The account calls of product §7.2: sign-in, sign-out, registration with an SMS code, password reset,
 * profile update, account deletion and the server-signed social calls. Shared by the backend (which
 * validates with them) and the frontend (forms and response parsing).
 *
 * Field messages are keys of the server's message catalogue: the backend answers in the caller's language.
 */
import { z } from "zod";
import { ErrorBodySchema, LoginResponseSchema, MessageResponseSchema, UserSchema } from "./common";
import { freeText } from "./text";

export { ErrorBodySchema, LoginResponseSchema, MessageResponseSchema, UserSchema } from "./common";

// ── Limits the UI may show ───────────────────────────────────────────────────────────────────────

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
export const OTP_LENGTH = 6;
/** An SMS code is valid this long. */
export const OTP_TTL_SECONDS = 10 * 60;
/** At most one code per phone number in this window. */
export const OTP_RESEND_SECONDS = 60;
/** Wrong tries a code survives; the fifth wrong one burns it. */
export const OTP_MAX_ATTEMPTS = 5;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const SOCIAL_PROVIDERS = ["google", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const OTP_PURPOSES = ["register", "reset_password"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

// ── Field rules ──────────────────────────────────────────────────────────────────────────────────

/** Keys of the server's message catalogue (messages/{en,vi}.json, api.fields): answers are translated. */
const MESSAGES = {
  required: "fields.required",
  phoneRequired: "fields.phoneRequired",
  phone: "fields.phone",
  passwordRequired: "fields.passwordRequired",
  password: "fields.password",
  email: "fields.email",
  tooLong: "fields.tooLong",
  code: "fields.code",
  referral: "fields.referral",
  leaderboardPrivate: "fields.leaderboardPrivate",
} as const;

/** The numbers the field messages name. */
export const FIELD_MESSAGE_VALUES = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  codeLength: OTP_LENGTH,
};

/**
 * A phone number as typed: digits with the usual separators and an optional leading "+", 6 to 15
 * digits. The backend composes it with the country code and checks it is a mobile number of the
 * country (lib/phone.ts isMobileNumber, which knows the country code this contract does not).
 */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

/** product §5.7: 8–72 characters with at least one letter and one digit. */
export function isStrongPassword(value: string): boolean {
  const length = [...value].length;
  return (
    length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(value) && /\d/.test(value)
  );
}

const isEmail = (value: string) => z.email().safeParse(value).success;

export const PhoneNumberSchema = z
  .string()
  .trim()
  // An empty number is only said to be missing, not also malformed.
  .min(1, { message: MESSAGES.phoneRequired, abort: true })
  .max(32, MESSAGES.phone)
  .refine(isPlausiblePhone, MESSAGES.phone);

/** A password being checked (sign-in): anything non-empty, so older passwords still work. */
export const CurrentPasswordSchema = z.string().min(1, MESSAGES.passwordRequired).max(256, MESSAGES.tooLong);

/** A password being set: the strength rule. */
export const NewPasswordSchema = z.string().refine(isStrongPassword, MESSAGES.password);

export const EmailSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, MESSAGES.tooLong)
  .refine(isEmail, MESSAGES.email);

/** An optional referral code: "" counts as none; codes are compared upper-case. */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .max(32, MESSAGES.referral)
  .regex(/^[A-Za-z0-9]*$/, MESSAGES.referral);

const NameSchema = freeText().trim().max(NAME_MAX_LENGTH, MESSAGES.tooLong);

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────

/** login and get-user-with-phone-and-password. */
export const PhonePasswordBodySchema = z.object({
  phone_number: PhoneNumberSchema,
  password: CurrentPasswordSchema,
});
export type PhonePasswordBody = z.input<typeof PhonePasswordBodySchema>;

/**
 * delete-user-with-phone-and-password. An account made through Google or Apple has no phone number
 * (user-info gives ""): it sends "" and confirms with the password it set in its profile.
 */
export const DeleteAccountBodySchema = z.object({
  phone_number: z.union([z.literal(""), PhoneNumberSchema]),
  password: CurrentPasswordSchema,
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

/**
 * register: the form is checked and a code sent to the phone; nothing of it is stored. The account
 * is made by verify-otp from the form sent again with the code, so only the request of whoever
 * received the code (the number's owner) decides its password, name and referrer.
 */
export const RegisterBodySchema = z.object({
  phone_number: PhoneNumberSchema,
  password: NewPasswordSchema,
  name: NameSchema.optional(),
  referred_code: ReferralCodeSchema.optional(),
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

/**
 * Checks an SMS code. `register` (the default): the register form with the code; the account is
 * made from it and signed in. `reset_password`: `password` is the new one (name and referred_code
 * are ignored).
 */
export const VerifyOtpBodySchema = RegisterBodySchema.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.code),
  purpose: z.enum(OTP_PURPOSES).default("register"),
});
export type VerifyOtpBody = z.input<typeof VerifyOtpBodySchema>;

export const ResendOtpBodySchema = z.object({
  phone_number: PhoneNumberSchema,
  purpose: z.enum(OTP_PURPOSES).default("register"),
});
export type ResendOtpBody = z.input<typeof ResendOtpBodySchema>;

export const ForgotPasswordBodySchema = z.object({
  phone_number: PhoneNumberSchema,
});
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

/** product §9 "`platform` value": "web"; other clients may name themselves, the value is not used. */
const PlatformSchema = freeText().trim().max(32).default("web");

/** Accepted only with the Next server's X-Cineva-Signature (server/modules/accounts/social.ts). */
export const SocialLoginBodySchema = z.object({
  email: EmailSchema,
  provider: z.enum(SOCIAL_PROVIDERS),
  platform: PlatformSchema,
});
export type SocialLoginBody = z.input<typeof SocialLoginBodySchema>;

export const SocialRegisterBodySchema = z.object({
  email: EmailSchema,
  username: NameSchema.min(1, MESSAGES.required),
  provider: z.enum(SOCIAL_PROVIDERS),
  referred_code: ReferralCodeSchema.optional(),
  platform: PlatformSchema,
});
export type SocialRegisterBody = z.input<typeof SocialRegisterBodySchema>;

/**
 * The update-profile multipart form (product §5.5): name, old_password, password and avatar only when
 * they have a value; first_name, last_name and email always ("" clears them). A field left out
 * entirely is left as it is. The new password's rule and the avatar's type and size are checked by
 * the backend (they need the file's bytes and the stored password).
 */
export const UpdateProfileFormSchema = z.object({
  /** Laravel's method spoofing: "PUT". Accepted and ignored. */
  _method: z.string().optional(),
  name: NameSchema.optional(),
  first_name: NameSchema.optional(),
  last_name: NameSchema.optional(),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, MESSAGES.tooLong)
    .refine((value) => value === "" || isEmail(value), MESSAGES.email)
    .optional(),
  old_password: z.string().max(256, MESSAGES.tooLong).optional(),
  password: z
    .string()
    .refine((value) => value === "" || isStrongPassword(value), MESSAGES.password)
    .optional(),
  /** A JPEG, PNG or WebP file of at most 2 MB. */
  avatar: z.any().optional().meta({ type: "string", format: "binary" }),
  /** Ours: "1" keeps the viewer's name masked on the leaderboard, "0" shows it; left out, unchanged. */
  leaderboard_private: z.enum(["0", "1"], MESSAGES.leaderboardPrivate).optional(),
});
export type UpdateProfileForm = z.input<typeof UpdateProfileFormSchema>;

// ── Responses ────────────────────────────────────────────────────────────────────────────────────

/** get-user-with-phone-and-password. */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/**
 * login and get-user-with-phone-and-password refused: the message, and what a program acts on.
 * 422 names each wrong field (`errors.phone_number`, `errors.password`). 401 (wrong phone or
 * password) carries `attempts_left` once two or fewer wrong passwords are left from this address,
 * with `lockout_seconds`, how long sign-in from here then pauses; the same for every phone, known or
 * not. 429 carries `retry_after` (also the Retry-After header). 403 for a phone never verified says
 * so in `reason` (a 403 without it is an inactive account, product §8).
 */
export const SignInRefusalSchema = ErrorBodySchema.extend({
  attempts_left: z.number().int().min(0).optional(),
  lockout_seconds: z.number().int().positive().optional(),
  retry_after: z.number().int().min(0).optional(),
  reason: z.enum(["phone_not_verified"]).optional(),
});
export type SignInRefusal = z.infer<typeof SignInRefusalSchema>;

/** update-profile. */
export const ProfileResponseSchema = z.object({ message: z.string(), user: UserSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** register, resend-otp and forgot-password: a code was (or, for an unknown number, would have been) sent. */
export const OtpSentResponseSchema = z.object({
  message: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be asked for. */
  resend_after: z.number().int(),
});
export type OtpSentResponse = z.infer<typeof OtpSentResponseSchema>;

/** verify-otp: for register, the new account signed in; for reset_password, a message. */
export const VerifyOtpResponseSchema = z.union([LoginResponseSchema, MessageResponseSchema]);
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

/** POST /verify-email: the token of a confirmation link (43 base64url characters). */
export const VerifyEmailBodySchema = z.object({
  token: z.string("fields.linkIncomplete").trim().max(200),
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;

/** POST /verify-email: the account whose address the link confirmed, and a message saying so. */
export const EmailConfirmedSchema = UserResponseSchema.extend({ message: z.string() });
export type EmailConfirmed = z.infer<typeof EmailConfirmedSchema>;

/** POST /send-email-verification: where the link went and how long it lasts. */
export const EmailVerificationSentSchema = z.object({
  message: z.string(),
  email: z.string(),
  expires_in: z.number().int(),
});
export type EmailVerificationSent = z.infer<typeof EmailVerificationSentSchema>;
