/**
 * The account calls of SPEC §7: user-info, login, logout, get-user / delete-user with phone and
 * password, update-profile, register → verify-otp (→ resend-otp), forgot-password, and the social
 * calls that only the Next server may make (signed, DESIGN §4).
 *
 * Status codes: 401 no live token or wrong credentials; 403 inactive, phone not verified, or (delete)
 * credentials that do not match the signed-in account; 404 social e-mail unknown; 422 bad input;
 * 423 blocked; 429 rate limited (Retry-After); 503 SMS could not be sent.
 */
import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  AVATAR_MAX_BYTES,
  ForgotPasswordBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  OtpSentResponseSchema,
  DeleteAccountBodySchema,
  PhonePasswordBodySchema,
  ProfileResponseSchema,
  RegisterBodySchema,
  ResendOtpBodySchema,
  SocialLoginBodySchema,
  SocialRegisterBodySchema,
  UpdateProfileFormSchema,
  UserResponseSchema,
  UserSchema,
  VerifyOtpBodySchema,
  type OtpPurpose,
} from "@/lib/contract/accounts";
import { clientIp, currentUser, limitBy, requireUser } from "../../http/auth";
import type { AppEnv, AuthUser } from "../../http/context";
import { HttpError } from "../../http/errors";
import { languageOf, message, type MessageKey } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { saveProfile, type ProfileChanges } from "./profile";
import { issueCode, resetPassword, startRegistration, verifyPhone } from "./registration";
import { linkSocialIdentity, registerSocialAccount } from "./social-accounts";
import { error, json, jsonBody } from "../../http/openapi";
import {
  deleteAccount,
  findUserByEmail,
  findUserByPhone,
  findUserByReferralCode,
  findUserBySocialIdentity,
  isUniqueViolation,
  normalisePhone,
  socialEmailInUse,
  toUserJson,
} from "./users";
import { avatarPath, AVATAR_FOLDER, newAvatarName, processAvatar } from "./avatars";
import { checkOtp, otpSmsBody } from "./otp";
import { hashPassword, verifyPassword } from "./passwords";
import { isSocialPlaceholderPhone, SOCIAL_SIGNATURE_HEADER, verifySocialSignature } from "./social";
import { issueToken, revokeToken, userForToken } from "../sessions";

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

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────────

type Ctx = Context<AppEnv>;

function fieldError(c: Ctx, field: string, text: string): HttpError {
  return new HttpError(422, message(c, "invalid"), { [field]: [text] });
}

function phoneOr422(c: Ctx, typed: string): string {
  const phone = normalisePhone(typed);
  if (!phone) throw fieldError(c, "phone_number", message(c, "accounts.phoneInvalid"));
  return phone;
}

const loginPhoneKey = (phone: string) => `login:phone:${phone}`;

/**
 * The shared check of login, get-user and delete: rate limits first (per address, per phone), then
 * the password, whose check takes the same time whether or not the phone is registered. A success
 * resets the phone's counter.
 */
async function passwordMatches(
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
function assertActive(c: Ctx, user: AuthUser) {
  if (user.status === "blocked") throw new HttpError(423, message(c, "accountBlocked"));
  if (user.status === "inactive") throw new HttpError(403, message(c, "accountInactive"));
}

function signIn(c: Ctx, userId: number) {
  const { db, now, config } = c.var.deps;
  return issueToken(db, userId, now(), config.tokenTtlSeconds);
}

async function sendCode(c: Ctx, phone: string, purpose: OtpPurpose, code: string) {
  try {
    await c.var.deps.sms.send(phone, otpSmsBody(languageOf(c), purpose, code));
  } catch (error) {
    console.error("SMS sending failed", error);
    throw new HttpError(503, message(c, "accounts.smsFailed"));
  }
}

/** The per-phone SMS limits: one code a minute, five an hour. */
async function limitCodesPerPhone(c: Ctx, phone: string) {
  await limitBy(c, `otp:cooldown:${phone}`, ACCOUNT_LIMITS.otpCooldown);
  await limitBy(c, `otp:hourly:${phone}`, ACCOUNT_LIMITS.otpPerPhoneHourly);
}

const limitCodesPerIp = (c: Ctx) => limitBy(c, `otp:ip:${clientIp(c)}`, ACCOUNT_LIMITS.otpPerIpHourly);

function codeSent(c: Ctx, text: MessageKey) {
  return { message: message(c, text), expires_in: OTP_TTL_SECONDS, resend_after: OTP_RESEND_SECONDS };
}

async function referrerFor(c: Ctx, code: string | undefined, ownPhone?: string) {
  if (!code) return null;
  const referrer = await findUserByReferralCode(c.var.deps.db, code);
  if (!referrer || referrer.phoneNumber === ownPhone) {
    throw fieldError(c, "referred_code", message(c, "accounts.referralUnknown"));
  }
  return referrer;
}

/** Any live token, whatever the account's state: logout must always be able to revoke it. */
const requireToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec((c.req.header("authorization") ?? "").trim());
  const found = match?.[1] ? await userForToken(c.var.deps.db, match[1], c.var.deps.now()) : null;
  if (!found) throw new HttpError(401, message(c, "unauthenticated"));
  c.set("user", found.user);
  c.set("tokenId", found.tokenId);
  await next();
};

/** Only the Next server, holding the shared secret, can call the social endpoints (DESIGN §4). */
const requireSocialSignature: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, now } = c.var.deps;
  const rawBody = await c.req.text();
  if (!verifySocialSignature(config.socialSecret, c.req.header(SOCIAL_SIGNATURE_HEADER), rawBody, now())) {
    throw new HttpError(401, message(c, "accounts.badSignature"));
  }
  await next();
};

/** The form is read whole before validation: cap it a little above the avatar's limit. */
const profileBodyLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES + 512 * 1024,
  onError: (c) => {
    throw fieldError(c, "avatar", message(c, "accounts.avatarSize"));
  },
});

type UploadedFile = { size: number; arrayBuffer(): Promise<ArrayBuffer> };

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UploadedFile).size === "number" &&
    typeof (value as UploadedFile).arrayBuffer === "function"
  );
}

// ── OpenAPI descriptions ─────────────────────────────────────────────────────────────────────────

const ERRORS = {
  401: error("No live token, or wrong credentials"),
  403: error("Account inactive or phone not verified"),
  422: error("Invalid input, with field errors"),
  423: error("Account blocked"),
  429: error("Too many attempts (see Retry-After)"),
} as const;

// ── Routes ───────────────────────────────────────────────────────────────────────────────────────

const userInfoRoute = createRoute({
  method: "get",
  path: "/user-info",
  tags: ["accounts"],
  summary: "The signed-in user",
  middleware: [requireUser],
  responses: {
    200: json(UserSchema, "The user object"),
    401: ERRORS[401],
    403: ERRORS[403],
    423: ERRORS[423],
  },
});

const loginRoute = createRoute({
  method: "post",
  path: "/login",
  tags: ["accounts"],
  summary: "Sign in with phone number and password",
  request: { body: jsonBody(PhonePasswordBodySchema) },
  responses: { 200: json(LoginResponseSchema, "Signed in"), ...ERRORS },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/logout",
  tags: ["accounts"],
  summary: "Revoke the token used",
  middleware: [requireToken],
  responses: { 200: json(MessageResponseSchema, "Signed out"), 401: ERRORS[401] },
});

const getUserRoute = createRoute({
  method: "post",
  path: "/get-user-with-phone-and-password",
  tags: ["accounts"],
  summary: "The user behind a phone number and password",
  request: { body: jsonBody(PhonePasswordBodySchema) },
  responses: {
    200: json(UserResponseSchema, "Credentials match"),
    401: ERRORS[401],
    422: ERRORS[422],
    429: ERRORS[429],
  },
});

const deleteUserRoute = createRoute({
  method: "delete",
  path: "/delete-user-with-phone-and-password",
  tags: ["accounts"],
  summary:
    'Delete the signed-in account, confirmed with its phone number ("" for a Google or Apple account) and password',
  middleware: [requireUser],
  request: { body: jsonBody(DeleteAccountBodySchema) },
  responses: {
    200: json(MessageResponseSchema, "Deleted"),
    401: ERRORS[401],
    403: error("The credentials do not match the signed-in account"),
    422: ERRORS[422],
    423: ERRORS[423],
    429: ERRORS[429],
  },
});

const updateProfileRoute = (method: "post" | "put") =>
  createRoute({
    method,
    path: "/update-profile",
    tags: ["accounts"],
    summary: "Update the signed-in user's profile (multipart form, _method=PUT)",
    middleware: [requireUser, profileBodyLimit],
    request: {
      body: { content: { "multipart/form-data": { schema: UpdateProfileFormSchema } }, required: true },
    },
    responses: {
      200: json(ProfileResponseSchema, "Updated"),
      401: ERRORS[401],
      422: ERRORS[422],
      429: ERRORS[429],
    },
  });
const updateProfilePost = updateProfileRoute("post");
const updateProfilePut = updateProfileRoute("put");

const registerRoute = createRoute({
  method: "post",
  path: "/register",
  tags: ["accounts"],
  summary: "Create (or refresh) an unverified account and send an SMS code",
  request: { body: jsonBody(RegisterBodySchema) },
  responses: {
    200: json(OtpSentResponseSchema, "Code sent"),
    422: ERRORS[422],
    429: ERRORS[429],
    503: error("The SMS could not be sent"),
  },
});

const verifyOtpRoute = createRoute({
  method: "post",
  path: "/verify-otp",
  tags: ["accounts"],
  summary: "Check an SMS code: verify the phone (signs in) or reset the password",
  request: { body: jsonBody(VerifyOtpBodySchema) },
  responses: {
    200: json(
      z.union([LoginResponseSchema, MessageResponseSchema]),
      "register: signed in; reset_password: a message",
    ),
    403: ERRORS[403],
    422: ERRORS[422],
    423: ERRORS[423],
    429: ERRORS[429],
  },
});

const resendOtpRoute = createRoute({
  method: "post",
  path: "/resend-otp",
  tags: ["accounts"],
  summary: "Send a new SMS code",
  request: { body: jsonBody(ResendOtpBodySchema) },
  responses: {
    200: json(OtpSentResponseSchema, "Code sent (for reset_password: also when the number is unknown)"),
    422: ERRORS[422],
    429: ERRORS[429],
    503: error("The SMS could not be sent"),
  },
});

const forgotPasswordRoute = createRoute({
  method: "post",
  path: "/forgot-password",
  tags: ["accounts"],
  summary: "Send a password-reset SMS code (resend-otp with purpose reset_password)",
  request: { body: jsonBody(ForgotPasswordBodySchema) },
  responses: {
    200: json(OtpSentResponseSchema, "Code sent if the number is registered"),
    422: ERRORS[422],
    429: ERRORS[429],
    503: error("The SMS could not be sent"),
  },
});

const socialLoginRoute = createRoute({
  method: "post",
  path: "/social-login",
  tags: ["accounts"],
  summary: "Sign in with a provider-verified e-mail (Next server only, X-Cineva-Signature)",
  middleware: [requireSocialSignature],
  request: { body: jsonBody(SocialLoginBodySchema) },
  responses: {
    200: json(LoginResponseSchema, "Signed in"),
    401: error("Missing, wrong or stale signature"),
    403: ERRORS[403],
    404: error("No account: register (prefill)"),
    422: ERRORS[422],
    423: ERRORS[423],
  },
});

const socialRegisterRoute = createRoute({
  method: "post",
  path: "/social-register",
  tags: ["accounts"],
  summary: "Create an account for a provider-verified e-mail (Next server only, X-Cineva-Signature)",
  middleware: [requireSocialSignature],
  request: { body: jsonBody(SocialRegisterBodySchema) },
  responses: {
    201: json(LoginResponseSchema, "Created and signed in"),
    401: error("Missing, wrong or stale signature"),
    422: ERRORS[422],
  },
});

// ── Handlers ─────────────────────────────────────────────────────────────────────────────────────

const updateProfile: RouteHandler<typeof updateProfilePost, AppEnv> = async (c) => {
  const { db, now, images } = c.var.deps;
  const me = currentUser(c);
  const form = c.req.valid("form");
  const errors: Record<string, string[]> = {};
  const changes: ProfileChanges = {};

  if (form.name) changes.name = form.name;
  if (form.first_name !== undefined) changes.firstName = form.first_name || null;
  if (form.last_name !== undefined) changes.lastName = form.last_name || null;
  if (form.email !== undefined) {
    const email = form.email || null;
    // Taken only by an account that confirmed it; a mere claim elsewhere blocks nobody.
    if (email && (await findUserByEmail(db, email, me.id)))
      errors.email = [message(c, "accounts.emailTaken")];
    // A new address is unconfirmed until its owner opens the link sent to it (links sent to the old
    // one stop working: they name the address they were sent to).
    if ((email ?? "").toLowerCase() !== (me.email ?? "").toLowerCase()) {
      changes.email = email;
      changes.emailVerifiedAt = null;
    }
  }

  if (form.password) {
    // A social-only account has no password to confirm; everyone else must give the current one.
    if (me.passwordHash) {
      if (!form.old_password) errors.old_password = [message(c, "accounts.oldPasswordRequired")];
      else {
        await limitBy(c, `password-change:${me.id}`, ACCOUNT_LIMITS.passwordChangePerUser);
        if (!(await verifyPassword(me.passwordHash, form.old_password))) {
          errors.old_password = [message(c, "accounts.oldPasswordWrong")];
        }
      }
    }
  }

  let avatar: Buffer | null = null;
  const upload = form.avatar as unknown;
  if (isUploadedFile(upload)) {
    if (upload.size > AVATAR_MAX_BYTES) errors.avatar = [message(c, "accounts.avatarSize")];
    else if (upload.size > 0) {
      const checked = await processAvatar(new Uint8Array(await upload.arrayBuffer()));
      if (checked.ok) avatar = checked.bytes;
      else {
        const reason = (
          {
            type: "accounts.avatarType",
            size: "accounts.avatarSize",
            unreadable: "accounts.avatarUnreadable",
          } as const
        )[checked.reason];
        errors.avatar = [message(c, reason)];
      }
    }
  } else if (upload !== undefined && upload !== "") {
    errors.avatar = [message(c, "accounts.avatarType")];
  }

  if (Object.keys(errors).length > 0) throw new HttpError(422, message(c, "invalid"), errors);

  if (form.password) changes.passwordHash = await hashPassword(form.password);
  let avatarName: string | null = null;
  if (avatar) {
    avatarName = newAvatarName();
    await images.write(`${AVATAR_FOLDER}/${avatarName}`, avatar);
    changes.avatar = avatarName;
  }

  let updated: AuthUser;
  try {
    updated = await saveProfile(db, {
      userId: me.id,
      changes,
      passwordChanged: Boolean(form.password),
      keepTokenId: c.var.tokenId,
      now: now(),
    });
  } catch (failure) {
    if (avatarName) await images.remove(`${AVATAR_FOLDER}/${avatarName}`);
    if (isUniqueViolation(failure)) throw fieldError(c, "email", message(c, "accounts.emailTaken"));
    throw failure;
  }

  const oldAvatar = avatarName && me.avatar ? avatarPath(me.avatar) : null;
  if (oldAvatar) await images.remove(oldAvatar).catch(() => undefined);
  return c.json({ message: message(c, "accounts.profileUpdated"), user: toUserJson(updated) }, 200);
};

export function accountRoutes() {
  const router = createRouter();

  router.openapi(userInfoRoute, (c) => c.json(toUserJson(currentUser(c)), 200));

  router.openapi(loginRoute, async (c) => {
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    const user = await findUserByPhone(c.var.deps.db, phone);
    if (!(await passwordMatches(c, phone, user, body.password)) || !user) {
      throw new HttpError(401, message(c, "accounts.wrongCredentials"));
    }
    assertActive(c, user);
    if (!user.phoneVerifiedAt) throw new HttpError(403, message(c, "accounts.phoneNotVerified"));
    return c.json({ access_token: await signIn(c, user.id), user: toUserJson(user) }, 200);
  });

  router.openapi(logoutRoute, async (c) => {
    const { db, now } = c.var.deps;
    if (c.var.tokenId !== null) await revokeToken(db, c.var.tokenId, now());
    return c.json({ message: message(c, "accounts.loggedOut") }, 200);
  });

  router.openapi(getUserRoute, async (c) => {
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    const user = await findUserByPhone(c.var.deps.db, phone);
    // A registration whose phone was never verified is not an account yet.
    if (!(await passwordMatches(c, phone, user, body.password)) || !user || !user.phoneVerifiedAt) {
      throw new HttpError(401, message(c, "accounts.wrongCredentials"));
    }
    return c.json({ user: toUserJson(user) }, 200);
  });

  router.openapi(deleteUserRoute, async (c) => {
    const { db, images } = c.var.deps;
    const me = currentUser(c);
    const body = c.req.valid("json");
    // The credentials must be the signed-in account's own; limits as for sign-in, on its phone. An
    // account made through Google or Apple has no phone: "" stands for it, with the password it set.
    const phoneMatches = isSocialPlaceholderPhone(me.phoneNumber)
      ? body.phone_number === ""
      : body.phone_number !== "" && normalisePhone(body.phone_number) === me.phoneNumber;
    const matches = (await passwordMatches(c, me.phoneNumber, me, body.password)) && phoneMatches;
    // 403, not 401: a typo must not sign the viewer out (any 401 clears the session, SPEC §4).
    if (!matches) throw new HttpError(403, message(c, "accounts.credentialsMismatch"));
    await deleteAccount(db, me);
    const oldAvatar = me.avatar ? avatarPath(me.avatar) : null;
    if (oldAvatar) await images.remove(oldAvatar).catch(() => undefined);
    return c.json({ message: message(c, "accounts.accountDeleted") }, 200);
  });

  router.openapi(updateProfilePost, updateProfile);
  router.openapi(updateProfilePut, updateProfile);

  router.openapi(registerRoute, async (c) => {
    const { db, now, config } = c.var.deps;
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    await limitCodesPerIp(c);
    const existing = await findUserByPhone(db, phone);
    if (existing?.phoneVerifiedAt)
      throw fieldError(c, "phone_number", message(c, "accounts.phoneRegistered"));
    const referrer = await referrerFor(c, body.referred_code, phone);
    await limitCodesPerPhone(c, phone);

    const code = await startRegistration(db, {
      phone,
      passwordHash: await hashPassword(body.password),
      name: body.name || null,
      referrerId: referrer?.id ?? null,
      now: now(),
      pepper: config.socialSecret,
    });
    // Verified in the meantime by another request.
    if (code === null) throw fieldError(c, "phone_number", message(c, "accounts.phoneRegistered"));
    await sendCode(c, phone, "register", code);
    return c.json(codeSent(c, "accounts.codeSent"), 200);
  });

  router.openapi(verifyOtpRoute, async (c) => {
    const { db, now, config, rateLimiter } = c.var.deps;
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    await limitBy(c, `otp:verify:ip:${clientIp(c)}`, ACCOUNT_LIMITS.verifyPerIp);
    await limitBy(c, `otp:verify:${phone}`, ACCOUNT_LIMITS.verifyPerPhone);

    const check = await checkOtp(db, {
      phoneNumber: phone,
      purpose: body.purpose,
      code: body.code,
      now: now(),
      pepper: config.socialSecret,
    });
    if (check.status === "invalid") throw fieldError(c, "code", message(c, "accounts.codeInvalid"));
    if (check.status === "wrong") {
      throw fieldError(
        c,
        "code",
        check.remaining > 0
          ? message(c, "accounts.codeWrong", { remaining: check.remaining })
          : message(c, "accounts.codeBurnt"),
      );
    }
    const passwordHash = body.password ? await hashPassword(body.password) : null;

    if (body.purpose === "reset_password") {
      const reset = await resetPassword(db, { otpId: check.id, phone, passwordHash, now: now() });
      if (!reset) throw fieldError(c, "code", message(c, "accounts.codeInvalid"));
      await rateLimiter.reset(loginPhoneKey(phone));
      return c.json({ message: message(c, "accounts.passwordReset") }, 200);
    }

    const user = await verifyPhone(db, { otpId: check.id, phone, passwordHash, now: now() });
    if (!user) throw fieldError(c, "code", message(c, "accounts.codeInvalid"));
    assertActive(c, user);
    return c.json({ access_token: await signIn(c, user.id), user: toUserJson(user) }, 200);
  });

  /** resend-otp and forgot-password. For reset_password nothing tells whether the number is registered. */
  const resend = async (c: Ctx, typedPhone: string, purpose: OtpPurpose) => {
    const { db, now, config } = c.var.deps;
    const phone = phoneOr422(c, typedPhone);
    await limitCodesPerIp(c);
    const user = await findUserByPhone(db, phone);
    if (purpose === "register") {
      if (user?.phoneVerifiedAt) throw fieldError(c, "phone_number", message(c, "accounts.phoneRegistered"));
      if (!user) throw fieldError(c, "phone_number", message(c, "accounts.phoneNotPending"));
    }
    await limitCodesPerPhone(c, phone);
    const eligible = purpose === "register" ? Boolean(user) : Boolean(user?.phoneVerifiedAt);
    if (eligible) {
      const code = await issueCode(db, { phone, purpose, now: now(), pepper: config.socialSecret });
      await sendCode(c, phone, purpose, code);
    }
    return codeSent(c, purpose === "register" ? "accounts.codeSent" : "accounts.resetCodeSent");
  };

  router.openapi(resendOtpRoute, async (c) => {
    const body = c.req.valid("json");
    return c.json(await resend(c, body.phone_number, body.purpose), 200);
  });

  router.openapi(forgotPasswordRoute, async (c) => {
    const body = c.req.valid("json");
    return c.json(await resend(c, body.phone_number, "reset_password"), 200);
  });

  router.openapi(socialLoginRoute, async (c) => {
    const { db, now } = c.var.deps;
    const { email, provider } = c.req.valid("json");
    let user = await findUserBySocialIdentity(db, provider, email);
    const linkByEmail = !user;
    // Only an address the account's owner confirmed links it: a profile claiming someone else's
    // address (unconfirmed) would otherwise be handed that person's first Google or Apple sign-in.
    // Unconfirmed, the viewer gets the registration path (404) instead.
    user ??= await findUserByEmail(db, email);
    if (!user) throw new HttpError(404, message(c, "accounts.socialNotFound"));
    assertActive(c, user);
    if (linkByEmail) {
      await linkSocialIdentity(db, { userId: user.id, provider, email, now: now() });
    }
    return c.json({ access_token: await signIn(c, user.id), user: toUserJson(user) }, 200);
  });

  router.openapi(socialRegisterRoute, async (c) => {
    const { db, now, config } = c.var.deps;
    const body = c.req.valid("json");
    const referrer = await referrerFor(c, body.referred_code);
    if ((await findUserByEmail(db, body.email)) || (await socialEmailInUse(db, body.email))) {
      throw fieldError(c, "email", message(c, "accounts.emailRegistered"));
    }
    let created: { user: AuthUser; token: string };
    try {
      created = await registerSocialAccount(db, {
        provider: body.provider,
        email: body.email,
        username: body.username,
        referrerId: referrer?.id ?? null,
        now: now(),
        tokenTtlSeconds: config.tokenTtlSeconds,
      });
    } catch (failure) {
      if (isUniqueViolation(failure)) throw fieldError(c, "email", message(c, "accounts.emailRegistered"));
      throw failure;
    }
    return c.json({ access_token: created.token, user: toUserJson(created.user) }, 201);
  });

  return router;
}
