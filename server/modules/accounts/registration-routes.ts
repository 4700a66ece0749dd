/**
 * Registration with an SMS code (register → verify-otp, resend-otp) and the password reset
 * (forgot-password → verify-otp). register only checks the form and sends the code; verify-otp makes
 * the account from the form sent again with the code (registration.ts). 503 when the SMS cannot be
 * sent.
 */
import { createRoute } from "@hono/zod-openapi";
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpPurpose } from "@/lib/contract/accounts";
import * as accounts from "@/lib/contract/endpoints/accounts";
import { clientIp, limitBy } from "../../http/auth";
import { message, type MessageKey } from "../../http/i18n";
import { createRouter } from "../../http/router";
import { TAGS } from "@/lib/catalogue/tags";
import { tagChanged } from "../../http/cache-control";
import { createVerifiedAccount, issueCode, registrationPending, resetPassword } from "./registration";
import { error, route } from "../../http/openapi";
import { findUserByPhone, toUserJson } from "./users";
import { checkOtp } from "./otp";
import { hashPassword } from "./passwords";
import {
  ACCOUNT_LIMITS,
  assertActive,
  errors,
  fieldError,
  limitCodesPerPhone,
  loginPhoneKey,
  phoneOr422,
  referrerFor,
  sendCode,
  signIn,
  type Ctx,
} from "./route-helpers";

const limitCodesPerIp = (c: Ctx) => limitBy(c, `otp:ip:${clientIp(c)}`, ACCOUNT_LIMITS.otpPerIpHourly);

function codeSent(c: Ctx, text: MessageKey) {
  return { message: message(c, text), expires_in: OTP_TTL_SECONDS, resend_after: OTP_RESEND_SECONDS };
}

const phoneRegistered = (c: Ctx) => fieldError(c, "phone_number", message(c, "accounts.phoneRegistered"));

const smsFailed = { 503: error("The SMS could not be sent") };

const registerRoute = createRoute(
  route(accounts.register, {
    tags: ["accounts"],
    summary: "Check the registration form and send an SMS code (nothing is stored until it is verified)",
    responses: {
      ...errors(422, 429),
      ...smsFailed,
    },
    answer: "Code sent",
  }),
);

const verifyOtpRoute = createRoute(
  route(accounts.verifyOtp, {
    tags: ["accounts"],
    summary:
      "Check an SMS code: make the account from the form sent with it (signs in), or reset the password",
    responses: errors(403, 422, 423, 429),
    answer: "register: signed in; reset_password: a message",
  }),
);

const resendOtpRoute = createRoute(
  route(accounts.resendOtp, {
    tags: ["accounts"],
    summary: "Send a new SMS code",
    responses: {
      ...errors(422, 429),
      ...smsFailed,
    },
    answer: "Code sent (for reset_password: also when the number is unknown)",
  }),
);

const forgotPasswordRoute = createRoute(
  route(accounts.forgotPassword, {
    tags: ["accounts"],
    summary: "Send a password-reset SMS code (resend-otp with purpose reset_password)",
    responses: {
      ...errors(422, 429),
      ...smsFailed,
    },
    answer: "Code sent if the number is registered",
  }),
);

export function registrationRoutes() {
  const router = createRouter();

  router.openapi(registerRoute, async (c) => {
    const { db, now, config } = c.var.deps;
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    await limitCodesPerIp(c);
    if (await findUserByPhone(db, phone)) throw phoneRegistered(c);
    // Checked now so that a mistake shows on the form; checked again with the code.
    await referrerFor(c, body.referred_code, phone);
    await limitCodesPerPhone(c, phone);

    const code = await issueCode(db, { phone, purpose: "register", now: now(), pepper: config.socialSecret });
    await sendCode(c, phone, "register", code);
    return c.json(codeSent(c, "accounts.codeSent"), 200);
  });

  router.openapi(verifyOtpRoute, async (c) => {
    const { db, now, config, rateLimiter } = c.var.deps;
    const body = c.req.valid("json");
    const phone = phoneOr422(c, body.phone_number);
    await limitBy(c, `otp:verify:ip:${clientIp(c)}`, ACCOUNT_LIMITS.verifyPerIp);
    await limitBy(c, `otp:verify:${phone}`, ACCOUNT_LIMITS.verifyPerPhone);
    // Before the code is tried, so that a referral code gone meanwhile costs no try.
    const referrer = body.purpose === "register" ? await referrerFor(c, body.referred_code, phone) : null;

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
    const passwordHash = await hashPassword(body.password);

    if (body.purpose === "reset_password") {
      const reset = await resetPassword(db, { otpId: check.id, phone, passwordHash, now: now() });
      if (!reset) throw fieldError(c, "code", message(c, "accounts.codeInvalid"));
      await rateLimiter.reset(loginPhoneKey(phone));
      return c.json({ message: message(c, "accounts.passwordReset") }, 200);
    }

    const user = await createVerifiedAccount(db, {
      otpId: check.id,
      phone,
      passwordHash,
      name: body.name || null,
      referrerId: referrer?.id ?? null,
      now: now(),
    });
    if (!user) throw fieldError(c, "code", message(c, "accounts.codeInvalid"));
    // The referrer earned the invite's points.
    if (referrer) tagChanged(c, TAGS.leaderboard);
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
      if (user) throw phoneRegistered(c);
      if (!(await registrationPending(db, phone)))
        throw fieldError(c, "phone_number", message(c, "accounts.phoneNotPending"));
    }
    await limitCodesPerPhone(c, phone);
    const eligible = purpose === "register" || Boolean(user?.phoneVerifiedAt);
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

  return router;
}
