/**
 * The account calls of product §7.2 (lib/contract/accounts.ts): sign-in and out, the signed-in user,
 * registration and password reset by SMS code, the profile, its e-mail, deleting the account, and the
 * social calls only the Next server may make (signed).
 */
import {
  DeleteAccountBodySchema,
  EmailConfirmedSchema,
  EmailVerificationSentSchema,
  ForgotPasswordBodySchema,
  OtpSentResponseSchema,
  PhonePasswordBodySchema,
  ProfileResponseSchema,
  RegisterBodySchema,
  ResendOtpBodySchema,
  SocialLoginBodySchema,
  SocialRegisterBodySchema,
  UpdateProfileFormSchema,
  UserResponseSchema,
  VerifyEmailBodySchema,
  VerifyOtpBodySchema,
  VerifyOtpResponseSchema,
} from "../accounts";
import { LoginResponseSchema, MessageResponseSchema, UserSchema } from "../common";
import { endpoint } from "../endpoint";

// ── Session ──────────────────────────────────────────────────────────────────────────────────────

export const userInfo = endpoint({ method: "get", path: "/user-info", response: UserSchema });

export const login = endpoint({
  method: "post",
  path: "/login",
  body: PhonePasswordBodySchema,
  response: LoginResponseSchema,
});

export const logout = endpoint({ method: "post", path: "/logout", response: MessageResponseSchema });

export const userWithPassword = endpoint({
  method: "post",
  path: "/get-user-with-phone-and-password",
  body: PhonePasswordBodySchema,
  response: UserResponseSchema,
});

/** Callers read every status of it (the API client's raw). */
export const deleteAccount = endpoint({
  method: "delete",
  path: "/delete-user-with-phone-and-password",
  body: DeleteAccountBodySchema,
  response: MessageResponseSchema,
});

// ── Registration and password reset ──────────────────────────────────────────────────────────────

export const register = endpoint({
  method: "post",
  path: "/register",
  body: RegisterBodySchema,
  response: OtpSentResponseSchema,
});

export const verifyOtp = endpoint({
  method: "post",
  path: "/verify-otp",
  body: VerifyOtpBodySchema,
  response: VerifyOtpResponseSchema,
});

export const resendOtp = endpoint({
  method: "post",
  path: "/resend-otp",
  body: ResendOtpBodySchema,
  response: OtpSentResponseSchema,
});

export const forgotPassword = endpoint({
  method: "post",
  path: "/forgot-password",
  body: ForgotPasswordBodySchema,
  response: OtpSentResponseSchema,
});

// ── Profile and its e-mail ───────────────────────────────────────────────────────────────────────

/** A multipart form; Laravel's PUT-with-files arrives as this POST with `_method=PUT`. */
export const updateProfile = endpoint({
  method: "post",
  path: "/update-profile",
  form: UpdateProfileFormSchema,
  response: ProfileResponseSchema,
});

/** The same call as a true PUT. */
export const updateProfileByPut = endpoint({ ...updateProfile, method: "put" });

export const sendEmailVerification = endpoint({
  method: "post",
  path: "/send-email-verification",
  response: EmailVerificationSentSchema,
});

export const verifyEmail = endpoint({
  method: "post",
  path: "/verify-email",
  body: VerifyEmailBodySchema,
  response: EmailConfirmedSchema,
});

// ── Social sign-in (the Next server only, with X-Cineva-Signature) ───────────────────────────────

export const socialLogin = endpoint({
  method: "post",
  path: "/social-login",
  body: SocialLoginBodySchema,
  response: LoginResponseSchema,
});

export const socialRegister = endpoint({
  method: "post",
  path: "/social-register",
  body: SocialRegisterBodySchema,
  response: LoginResponseSchema,
  status: 201,
});
