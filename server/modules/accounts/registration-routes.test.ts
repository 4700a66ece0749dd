/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LoginResponseSchema, OtpSentResponseSchema } from "@/lib/contract/accounts";
import { otpCodes, referrals, users } from "../../db/schema";
import { createUser, createViewer } from "../../test/harness";
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
  type Body,
} from "./test-kit";

setUpAccountsContext();

describe("registration with an SMS code", () => {
  it("creates an unverified account, texts a code, and signs in once the code is verified", async () => {
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
    const [pending] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phone.stored));
    expect(pending?.phoneVerifiedAt).toBeNull();
    expect(pending?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The code itself is never stored.
    const codes = await ctx.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone.stored));
    expect(codes.some((row) => row.codeHash.includes(/\d{6}/.exec(sms!.body)![0]))).toBe(false);

    expect((await login(phone.typed, "Register123")).status).toBe(403);

    const wrongCode = (await lastCode(phone.stored)) === "000000" ? "000001" : "000000";
    const wrong = await api.post("/api/verify-otp", { phone_number: phone.typed, code: wrongCode });
    expect(wrong.status).toBe(422);
    expect((await bodyOf(wrong)).errors?.code?.[0]).toMatch(/incorrect.*4 more tries/);

    const verified = await api.post("/api/verify-otp", {
      phone_number: phone.typed,
      code: await lastCode(phone.stored),
      purpose: "register",
    });
    expect(verified.status).toBe(200);
    const body = LoginResponseSchema.parse(await verified.json());
    expect(body.user).toMatchObject({ phone_number: phone.stored, name: "Lan", status: "active" });
    expect((await api.get("/api/user-info", { token: body.access_token })).status).toBe(200);
    expect((await login(phone.typed, "Register123")).status).toBe(200);

    // Single use.
    const again = await api.post("/api/verify-otp", {
      phone_number: phone.typed,
      code: await lastCode(phone.stored),
    });
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

  it("remembers a referral and completes it when the phone is verified", async () => {
    const { user: referrer } = await createUser(ctx);
    const phone = newPhone();
    const response = await api.post("/api/register", {
      phone_number: phone.typed,
      password: "Register123",
      referred_code: referrer.referralCode.toLowerCase(),
    });
    expect(response.status).toBe(200);
    const [pending] = await ctx.db.select().from(users).where(eq(users.phoneNumber, phone.stored));
    expect(pending?.referredBy).toBe(referrer.id);
    expect(await ctx.db.select().from(referrals).where(eq(referrals.referredId, pending!.id))).toHaveLength(
      0,
    );

    const verified = await api.post("/api/verify-otp", {
      phone_number: phone.typed,
      code: await lastCode(phone.stored),
    });
    expect(verified.status).toBe(200);
    const rows = await ctx.db.select().from(referrals).where(eq(referrals.referredId, pending!.id));
    expect(rows).toEqual([expect.objectContaining({ referrerId: referrer.id })]);
  });

  it("lets a code expire after 10 minutes", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const code = await lastCode(phone.stored);
    ctx.advance(10 * MINUTE);
    const expired = await api.post("/api/verify-otp", { phone_number: phone.typed, code });
    expect(expired.status).toBe(422);
    expect((await bodyOf(expired)).errors?.code?.[0]).toMatch(/expired/);
  });

  it("accepts a code until its tenth minute", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const code = await lastCode(phone.stored);
    ctx.advance(10 * MINUTE - 1000);
    expect((await api.post("/api/verify-otp", { phone_number: phone.typed, code })).status).toBe(200);
  });

  it("burns a code after 5 wrong tries", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Register123" });
    const code = await lastCode(phone.stored);
    const wrong = code === "123456" ? "654321" : "123456";
    let last: Body | undefined;
    for (let i = 0; i < 5; i++) {
      const response = await api.post("/api/verify-otp", { phone_number: phone.typed, code: wrong });
      expect(response.status).toBe(422);
      last = await bodyOf(response);
    }
    expect(last?.errors?.code?.[0]).toMatch(/can no longer be used/);
    expect((await api.post("/api/verify-otp", { phone_number: phone.typed, code })).status).toBe(422);
  });

  it("counts only the newest code, and a refreshed registration takes the new password", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "First1234" });
    const first = await lastCode(phone.stored);
    ctx.advance(61_000);
    expect(
      (await api.post("/api/register", { phone_number: phone.typed, password: "Second1234" })).status,
    ).toBe(200);
    const second = await lastCode(phone.stored);
    if (first !== second) {
      expect((await api.post("/api/verify-otp", { phone_number: phone.typed, code: first })).status).toBe(
        422,
      );
    }
    expect((await api.post("/api/verify-otp", { phone_number: phone.typed, code: second })).status).toBe(200);
    expect((await login(phone.typed, "First1234")).status).toBe(401);
    expect((await login(phone.typed, "Second1234")).status).toBe(200);
  });

  it("sets the password sent with the code, whatever a later registration of the number said", async () => {
    const phone = newPhone();
    await api.post("/api/register", { phone_number: phone.typed, password: "Mine12345" });
    ctx.advance(61_000);
    await api.post("/api/register", { phone_number: phone.typed, password: "Theirs123" });
    const response = await api.post("/api/verify-otp", {
      phone_number: phone.typed,
      code: await lastCode(phone.stored),
      password: "Mine12345",
    });
    expect(response.status).toBe(200);
    expect((await login(phone.typed, "Theirs123")).status).toBe(401);
    expect((await login(phone.typed, "Mine12345")).status).toBe(200);
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
    expect(
      (await api.post("/api/verify-otp", { phone_number: phone.typed, code: await lastCode(phone.stored) }))
        .status,
    ).toBe(200);
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
