/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LoginResponseSchema, OtpSentResponseSchema } from "@/lib/contract/accounts";
import { otpCodes, referrals, users } from "../../db/schema";
import { createUser, createViewer } from "../../test-harness";
import {
  api,
  bodyOf,
  ctx,
  lastCode,
  lastSms,
  login,
  MINUTE,
  newPhone,
  typed,
  setUpAccountsContext,
  userRow,
  type Body,
} from "./test-kit";

setUpAccountsContext();

/** The code step of the register form: the code with the form's password (and whatever else it sends). */
const verify = (phone: ReturnType<typeof newPhone>, code: string, form: Record<string, string> = {}) =>
  api.post("/api/verify-otp", { phone_number: phone.typed, code, password: "Register123", ...form });

describe("registration with an SMS code", () => {
  it("texts a code, and makes the account from the form sent with the code, signed in", async () => {
    const phone = newPhone();
    const response = await api.post("/api/register", {
      phone_number: phone.typed,
      password: "Register123",
      name: "Lan",
    });
    expect(response.status).toBe(200);
    expect(OtpSentResponseSchema.parse(await response.json())).toMatchObject({
      expires_in: 600,
      resend_after: 60,
    });

    const sms = await lastSms(phone.stored);
    expect(sms?.body).toMatch(/^Cineva: your code is \d{6}\. It expires in 10 minutes\.$/);
    // Nothing but the code is stored until it is verified, and the code itself never.
    expect(await ctx.db.select().from(users).where(eq(users.phoneNumber, phone.stored))).toEqual([]);
    const codes = await ctx.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone.stored));
    expect(codes.some((row) => row.codeHash.includes(/\d{6}/.exec(sms!.body)![0]))).toBe(false);

    expect((await login(phone.typed, "Register123")).status).toBe(401);

    const wrongCode = (await lastCode(phone.stored)) === "000000" ? "000001" : "000000";
    const wrong = await verify(phone, wrongCode);
    expect(wrong.status).toBe(422);
    expect((await bodyOf(wrong)).errors?.code?.[0]).toMatch(/incorrect.*4 more tries/);

    const verified = await verify(phone, await lastCode(phone.stored), { name: "Lan", purpose: "register" });
    expect(verified.status).toBe(200);
    const body = LoginResponseSchema.parse(await verified.json());
    expect(body.user).toMatchObject({ phone_number: phone.stored, name: "Lan", status: "active" });
    expect(body.user.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await api.get("/api/user-info", { token: body.access_token })).status).toBe(200);
    expect((await login(phone.typed, "Register123")).status).toBe(200);

    // Single use.
    const again = await verify(phone, await lastCode(phone.stored));
    expect(again.status).toBe(422);
    expect((await bodyOf(again)).errors?.code).toEqual([
      "This code is invalid or has expired. Please ask for a new one.",
    ]);

    // A verified number cannot be registered again.
    const twice = await api.post("/api/register", { phone_number: phone.stored, password: "Register123" });
    expect(twice.status).toBe(422);
    expect((await bodyOf(twice)).errors?.phone_number).toEqual(["This phone number is already registered."]);
  });

  it("texts in the caller's language", async () => {
    const phone = newPhone();
    await api.post(
      "/api/register",
      { phone_number: phone.typed, password: "Register123" },
      { headers: { "Accept-Language": "vi" } },
    );
    expect((await lastSms(phone.stored))?.body).toMatch(/^Cineva: mã xác thực của bạn là \d{6}\./);
  });

  it("validates its input", async () => {
    const weak = await api.post("/api/register", { phone_number: newPhone().typed, password: "password" });
    expect(weak.status).toBe(422);
    expect((await bodyOf(weak)).errors?.password?.[0]).toMatch(/at least one letter and one digit/);
    const long = await api.post("/api/register", {
      phone_number: newPhone().typed,
      password: `a1${"x".repeat(71)}`,
    });
    expect(long.status).toBe(422);
    const noPhone = await api.post("/api/register", { password: "Register123" });
    expect((await bodyOf(noPhone)).errors?.phone_number).toEqual(["This field is required."]);
    const zeros = await api.post("/api/register", { phone_number: "000 000 000", password: "Register123" });
    expect(zeros.status).toBe(422);
    const referral = await api.post("/api/register", {
      phone_number: newPhone().typed,
      password: "Register123",
      referred_code: "NOSUCH22",
    });
    expect(referral.status).toBe(422);
    expect((await bodyOf(referral)).errors?.referred_code).toEqual(["This referral code does not exist."]);
  });

  it("completes the referral sent with the code", async () => {
    const { user: referrer } = await createUser(ctx);
    const { user: gone } = await createUser(ctx);
    const phone = newPhone();
    const form = { password: "Register123", referred_code: referrer.referralCode.toLowerCase() };
    const response = await api.post("/api/register", { phone_number: phone.typed, ...form });
    expect(response.status).toBe(200);
    const code = await lastCode(phone.stored);

    // A code deleted since the form was checked is refused before the SMS code is tried.
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    const unknown = await verify(phone, code, { referred_code: gone.referralCode });
    expect(unknown.status).toBe(422);
    expect((await bodyOf(unknown)).errors?.referred_code).toEqual(["This referral code does not exist."]);

    const verified = await verify(phone, code, form);
    expect(verified.status).toBe(200);
    const { user } = LoginResponseSchema.parse(await verified.json());
    const rows = await ctx.db.select().from(referrals).where(eq(referrals.referredId, user.id));
    expect(rows).toEqual([expect.objectContaining({ referrerId: referrer.id })]);
    expect((await userRow(user.id))?.referredBy).toBe(referrer.id);
  });

  it("lets a code expire after 10 minutes", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const code = await lastCode(phone.stored);
    ctx.advance(10 * MINUTE);
    const expired = await verify(phone, code);
    expect(expired.status).toBe(422);
    expect((await bodyOf(expired)).errors?.code?.[0]).toMatch(/expired/);
  });

  it("accepts a code until its tenth minute", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const code = await lastCode(phone.stored);
    ctx.advance(10 * MINUTE - 1000);
    expect((await verify(phone, code)).status).toBe(200);
  });

  it("burns a code after 5 wrong tries", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const code = await lastCode(phone.stored);
    const wrong = code === "123456" ? "654321" : "123456";
    let last: Body | undefined;
    for (let i = 0; i < 5; i++) {
      const response = await verify(phone, wrong);
      expect(response.status).toBe(422);
      last = await bodyOf(response);
    }
    expect(last?.errors?.code?.[0]).toMatch(/can no longer be used/);
    expect((await verify(phone, code)).status).toBe(422);
  });

  it("counts only the newest code", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "First1234" });
    const first = await lastCode(phone.stored);
    ctx.advance(61_000);
    expect(
      (await api.post("/api/register", { phone_number: phone.typed, password: "Second1234" })).status,
    ).toBe(200);
    const second = await lastCode(phone.stored);
    if (first !== second) {
      expect((await verify(phone, first, { password: "Second1234" })).status).toBe(422);
    }
    expect((await verify(phone, second, { password: "Second1234" })).status).toBe(200);
    expect((await login(phone.typed, "First1234")).status).toBe(401);
    expect((await login(phone.typed, "Second1234")).status).toBe(200);
  });
});

// ── resend-otp, forgot-password ──────────────────────────────────────────────────────────────────

describe("POST /resend-otp", () => {
  it("sends at most one code a minute (429 + Retry-After)", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const soon = await api.post("/api/resend-otp", { phone_number: phone.typed });
    expect(soon.status).toBe(429);
    const retryAfter = Number(soon.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    ctx.advance(retryAfter * 1000);
    const before = (await lastSms(phone.stored))?.id;
    const later = await api.post("/api/resend-otp", { phone_number: phone.typed, purpose: "register" });
    expect(later.status).toBe(200);
    expect((await lastSms(phone.stored))?.id).not.toBe(before);
    expect((await verify(phone, await lastCode(phone.stored))).status).toBe(200);
  });

  it("sends at most 5 codes an hour to a phone", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    for (let i = 0; i < 4; i++) {
      ctx.advance(61_000);
      expect((await api.post("/api/resend-otp", { phone_number: phone.typed })).status).toBe(200);
    }
    ctx.advance(61_000);
    const sixth = await api.post("/api/resend-otp", { phone_number: phone.typed });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(60);
  });

  it("limits codes per address", async () => {
    const ip = "198.51.100.9";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await api.post("/api/forgot-password", { phone_number: newPhone().typed }, { ip })).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("answers 503 when the SMS gateway fails", async () => {
    const sms = ctx.deps.sms;
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    ctx.deps.sms = {
      send: async () => {
        throw new Error("gateway down");
      },
    };
    try {
      const response = await api.post("/api/register", {
        phone_number: newPhone().typed,
        password: "Register123",
      });
      expect(response.status).toBe(503);
      expect((await bodyOf(response)).message).toBe(
        "We could not send the SMS right now. Please try again later.",
      );
    } finally {
      ctx.deps.sms = sms;
      quiet.mockRestore();
    }
  });

  it("needs a pending registration for purpose register", async () => {
    const unknown = await api.post("/api/resend-otp", { phone_number: newPhone().typed });
    expect(unknown.status).toBe(422);
    expect((await bodyOf(unknown)).errors?.phone_number?.[0]).toMatch(/no registration waiting for a code/);
    const { user } = await createUser(ctx);
    const verified = await api.post("/api/resend-otp", { phone_number: typed(user.phoneNumber) });
    expect((await bodyOf(verified)).errors?.phone_number).toEqual([
      "This phone number is already registered.",
    ]);
  });
});

describe("password reset", () => {
  it("answers an unknown number like a known one, without sending anything", async () => {
    const phone = newPhone();
    const { user } = await createUser(ctx);
    const unknown = await api.post("/api/forgot-password", { phone_number: phone.typed });
    const known = await api.post("/api/resend-otp", {
      phone_number: typed(user.phoneNumber),
      purpose: "reset_password",
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await lastSms(phone.stored)).toBeNull();
    expect((await lastSms(user.phoneNumber))?.body).toMatch(/password reset code is \d{6}/);
  });

  it("sets the new password from a code and signs every session out", async () => {
    const { user, password, token } = await createViewer(ctx);
    expect((await api.post("/api/forgot-password", { phone_number: typed(user.phoneNumber) })).status).toBe(
      200,
    );
    const code = await lastCode(user.phoneNumber);

    const noPassword = await api.post("/api/verify-otp", {
      phone_number: typed(user.phoneNumber),
      code,
      purpose: "reset_password",
    });
    expect(noPassword.status).toBe(422);
    expect((await bodyOf(noPassword)).errors?.password).toEqual(["This field is required."]);

    // A register code is not a reset code.
    const wrongPurpose = await api.post("/api/verify-otp", { phone_number: typed(user.phoneNumber), code });
    expect(wrongPurpose.status).toBe(422);

    const reset = await api.post("/api/verify-otp", {
      phone_number: typed(user.phoneNumber),
      code,
      purpose: "reset_password",
      password: "Reset12345",
    });
    expect(reset.status).toBe(200);
    expect((await bodyOf(reset)).message).toMatch(/password has been reset/);
    expect((await api.get("/api/user-info", { token })).status).toBe(401);
    expect((await login(typed(user.phoneNumber), password)).status).toBe(401);
    expect((await login(typed(user.phoneNumber), "Reset12345")).status).toBe(200);
  });
});

// ── social ───────────────────────────────────────────────────────────────────────────────────────
