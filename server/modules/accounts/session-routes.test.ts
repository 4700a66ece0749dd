/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { LoginResponseSchema, UserSchema } from "@/lib/contract/accounts";
import { accessTokens, payments } from "../../db/schema";
import { issueToken } from "../sessions";
import { createUser, createViewer, tokenFor } from "../../test-harness";
import { api, bodyOf, ctx, login, MINUTE, typed, setUpAccountsContext, userRow } from "./test-kit";

setUpAccountsContext();

describe("GET /user-info", () => {
  it("returns the signed-in user's public JSON", async () => {
    const { user, token } = await createViewer(ctx, {
      email: "info@example.com",
      firstName: "An",
      lastName: "Lê",
    });
    const response = await api.get("/api/user-info", { token });
    expect(response.status).toBe(200);
    const json = (await response.json()) as Record<string, unknown>;
    expect(UserSchema.parse(json)).toEqual({
      id: user.id,
      phone_number: user.phoneNumber,
      name: user.name,
      first_name: "An",
      last_name: "Lê",
      email: "info@example.com",
      email_verified: false,
      avatar: null,
      status: "active",
      role: "viewer",
      balance: 0,
      points: 0,
      referral_code: user.referralCode,
      leaderboard_private: false,
    });
    expect(Object.keys(json)).not.toContain("password_hash");
    expect(JSON.stringify(json)).not.toContain("argon2");
  });

  it("answers 401 without a token, with a made-up one, and with an expired one", async () => {
    const { user } = await createUser(ctx);
    const expired = await issueToken(ctx.db, user.id, new Date(ctx.deps.now().getTime() - 60_000), 30);
    for (const token of [undefined, "x".repeat(43), expired]) {
      const response = await api.get("/api/user-info", { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it("refuses a blocked account with 423 and an inactive one with 403", async () => {
    const { user: blocked } = await createUser(ctx, { status: "blocked" });
    const { user: inactive } = await createUser(ctx, { status: "inactive" });
    const b = await api.get("/api/user-info", { token: await tokenFor(ctx, blocked.id) });
    expect(b.status).toBe(423);
    expect((await bodyOf(b)).message).toBe("Your account is blocked.");
    const i = await api.get("/api/user-info", { token: await tokenFor(ctx, inactive.id) });
    expect(i.status).toBe(403);
    expect(await bodyOf(i)).toEqual({ message: "Your account is not active." });
  });
});

// ── login ────────────────────────────────────────────────────────────────────────────────────────

describe("POST /login", () => {
  it("accepts the number as typed in any usual spelling and returns a working token", async () => {
    const { user, password } = await createUser(ctx);
    const national = user.phoneNumber.slice(2);
    for (const spelling of [
      `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      national,
      `+84 ${national}`,
    ]) {
      const response = await login(spelling, password);
      expect(response.status).toBe(200);
      const body = LoginResponseSchema.parse(await response.json());
      expect(body.user.id).toBe(user.id);
      expect((await api.get("/api/user-info", { token: body.access_token })).status).toBe(200);
    }
  });

  it("gives the same 401 for an unknown number and a wrong password", async () => {
    const { user } = await createUser(ctx);
    const wrongPassword = await login(typed(user.phoneNumber), "Wrong-password1");
    const unknownPhone = await login("0999 888 777", "Wrong-password1");
    expect(wrongPassword.status).toBe(401);
    expect(unknownPhone.status).toBe(401);
    const a = await bodyOf(wrongPassword);
    expect(a).toEqual(await bodyOf(unknownPhone));
    expect(a.message).toBe("The phone number or password is incorrect.");
  });

  it("answers in Vietnamese when asked", async () => {
    const response = await login("0999 888 776", "whatever1", {
      headers: { "Accept-Language": "vi-VN,vi;q=0.9" },
    });
    expect((await bodyOf(response)).message).toBe("Số điện thoại hoặc mật khẩu không đúng.");
  });

  it("answers 422 with field errors for missing or malformed fields", async () => {
    const missing = await api.post("/api/login", {});
    expect(missing.status).toBe(422);
    const body = await bodyOf(missing);
    expect(body.errors?.phone_number).toEqual(["This field is required."]);
    expect(body.errors?.password).toEqual(["This field is required."]);
    const malformed = await api.post("/api/login", { phone_number: "call me", password: "x" });
    expect(malformed.status).toBe(422);
    expect((await bodyOf(malformed)).errors?.phone_number).toEqual([
      "Enter a Vietnamese mobile number, such as 0901 234 567.",
    ]);
    const notJson = await api.post("/api/login", "{oops");
    expect(notJson.status).toBeLessThan(500);
  });

  it("names each empty or wrong field the sign-in form sends, in the caller's language", async () => {
    const empty = await api.post("/api/login", { phone_number: "", password: "" });
    expect(empty.status).toBe(422);
    expect((await bodyOf(empty)).errors).toEqual({
      phone_number: ["Enter a phone number."],
      password: ["Enter your password."],
    });
    const vi = { headers: { "Accept-Language": "vi" } };
    for (const phone of ["12345", "0123 456 789", "028 3822 1234"]) {
      const wrong = await login(phone, "Cineva@2026", vi);
      expect(wrong.status).toBe(422);
      expect((await bodyOf(wrong)).errors).toEqual({
        phone_number: ["Vui lòng nhập số di động Việt Nam, ví dụ 0901 234 567."],
      });
    }
  });

  it("reports inactive (403), blocked (423) and unverified (403) accounts only after the right password", async () => {
    const { user: inactive, password } = await createUser(ctx, { status: "inactive" });
    const { user: blocked } = await createUser(ctx, { status: "blocked" });
    const { user: unverified } = await createUser(ctx, { phoneVerifiedAt: null });

    const i = await login(typed(inactive.phoneNumber), password);
    expect(i.status).toBe(403);
    expect((await bodyOf(i)).message).toBe("Your account is not active.");
    const b = await login(typed(blocked.phoneNumber), password);
    expect(b.status).toBe(423);
    expect((await bodyOf(b)).message).toBe("Your account is blocked.");
    const u = await login(typed(unverified.phoneNumber), password);
    expect(u.status).toBe(403);
    const unverifiedBody = await bodyOf(u);
    expect(unverifiedBody.message).toMatch(/not verified/);
    // Told apart from an inactive account by a program, not by its words.
    expect(unverifiedBody.reason).toBe("phone_not_verified");

    expect((await login(typed(blocked.phoneNumber), "Wrong-password1")).status).toBe(401);
  });
});

// ── logout ───────────────────────────────────────────────────────────────────────────────────────

describe("POST /logout", () => {
  it("revokes the token used, and only that one", async () => {
    const { user, token } = await createViewer(ctx);
    const other = await tokenFor(ctx, user.id);
    const response = await api.post("/api/logout", {}, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Logged out" });
    expect((await api.get("/api/user-info", { token })).status).toBe(401);
    expect((await api.post("/api/logout", {}, { token })).status).toBe(401);
    expect((await api.get("/api/user-info", { token: other })).status).toBe(200);
  });

  it("answers 401 without a token, and lets a blocked account sign out", async () => {
    expect((await api.post("/api/logout", {})).status).toBe(401);
    const { token } = await createViewer(ctx, { status: "blocked" });
    expect((await api.post("/api/logout", {}, { token })).status).toBe(200);
  });
});

// ── get-user-with-phone-and-password ─────────────────────────────────────────────────────────────

describe("POST /get-user-with-phone-and-password", () => {
  it("returns the user for the right credentials and 401 otherwise", async () => {
    const { user, password } = await createUser(ctx);
    const ok = await api.post("/api/get-user-with-phone-and-password", {
      phone_number: typed(user.phoneNumber),
      password,
    });
    expect(ok.status).toBe(200);
    expect(UserSchema.parse(((await ok.json()) as { user: unknown }).user).id).toBe(user.id);

    const wrong = await api.post("/api/get-user-with-phone-and-password", {
      phone_number: typed(user.phoneNumber),
      password: "Wrong-pass1",
    });
    const unknown = await api.post("/api/get-user-with-phone-and-password", {
      phone_number: "0977 000 111",
      password: "Wrong-pass1",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await api.post("/api/get-user-with-phone-and-password", { phone_number: "" })).status).toBe(422);
  });

  it("shares the sign-in lock", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    const ip = "198.51.100.60";
    for (let i = 0; i < 5; i++) expect((await login(phone, `Wrong-${i}-pass`, { ip })).status).toBe(401);
    const locked = await api.post(
      "/api/get-user-with-phone-and-password",
      { phone_number: phone, password },
      { ip },
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get("Retry-After")).toMatch(/^\d+$/);
    ctx.advance(15 * MINUTE);
  });
});

// ── delete-user-with-phone-and-password ──────────────────────────────────────────────────────────

describe("DELETE /delete-user-with-phone-and-password", () => {
  it("needs a token", async () => {
    const { user, password } = await createUser(ctx);
    const response = await api.delete("/api/delete-user-with-phone-and-password", {
      phone_number: typed(user.phoneNumber),
      password,
    });
    expect(response.status).toBe(401);
    expect(await userRow(user.id)).not.toBeNull();
  });

  it("refuses with 403 (not 401) when the credentials are another user's or wrong", async () => {
    const { user: a, password } = await createUser(ctx);
    const { user: b } = await createUser(ctx);
    const token = await tokenFor(ctx, a.id);
    const others = await api.delete(
      "/api/delete-user-with-phone-and-password",
      { phone_number: typed(b.phoneNumber), password },
      { token },
    );
    expect(others.status).toBe(403);
    expect((await bodyOf(others)).message).toBe("The phone number or password does not match your account.");
    const wrong = await api.delete(
      "/api/delete-user-with-phone-and-password",
      { phone_number: typed(a.phoneNumber), password: "Wrong-pass1" },
      { token },
    );
    expect(wrong.status).toBe(403);
    expect(await userRow(a.id)).not.toBeNull();
    expect(await userRow(b.id)).not.toBeNull();
    expect((await api.get("/api/user-info", { token })).status).toBe(200);
  });

  it("deletes the account and its tokens, keeping payments without the person", async () => {
    const { user, password } = await createUser(ctx, { avatar: "old-avatar.webp" });
    await ctx.images.write("users/old-avatar.webp", Buffer.from("x"));
    const token = await tokenFor(ctx, user.id);
    const second = await tokenFor(ctx, user.id);
    const [payment] = await ctx.db
      .insert(payments)
      .values({
        userId: user.id,
        orderRef: `DEL${user.id}`,
        amount: 50_000,
        method: "card",
        provider: "vnpay",
      })
      .returning();

    const response = await api.delete(
      "/api/delete-user-with-phone-and-password",
      { phone_number: `+84 ${user.phoneNumber.slice(2)}`, password },
      { token },
    );
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).message).toBe("Your account has been deleted.");
    expect(await userRow(user.id)).toBeNull();
    expect(await ctx.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(0);
    expect((await api.get("/api/user-info", { token: second })).status).toBe(401);
    const [kept] = await ctx.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept?.userId).toBeNull();
    expect(ctx.images.files.has("users/old-avatar.webp")).toBe(false);
    expect((await login(typed(user.phoneNumber), password)).status).toBe(401);
  });
});

describe("DELETE /delete-user-with-phone-and-password, an account made through Google or Apple", () => {
  const socialUser = (password?: string) =>
    createUser(ctx, {
      phoneNumber: `social:google:del${randomUUID()}@example.com`,
      ...(password ? { password } : { passwordHash: null }),
    });
  const remove = (token: string, phone_number: string, password: string) =>
    api.delete("/api/delete-user-with-phone-and-password", { phone_number, password }, { token });

  it('is deleted with no phone number ("") and the password it set in its profile', async () => {
    const { user, password } = await socialUser("Social-Pass1");
    const token = await tokenFor(ctx, user.id);
    const wrong = await remove(token, "", "Wrong-pass1");
    expect(wrong.status).toBe(403);
    expect(await userRow(user.id)).not.toBeNull();
    const response = await remove(token, "", password);
    expect(response.status).toBe(200);
    expect(await userRow(user.id)).toBeNull();
  });

  it("refuses while it has no password, and refuses any phone number typed", async () => {
    const { user } = await socialUser();
    const token = await tokenFor(ctx, user.id);
    expect((await remove(token, "", "Anything-1")).status).toBe(403);
    const { user: withPassword, password } = await socialUser("Social-Pass1");
    const other = await tokenFor(ctx, withPassword.id);
    expect((await remove(other, "0900000001", password)).status).toBe(403);
    expect(await userRow(user.id)).not.toBeNull();
    expect(await userRow(withPassword.id)).not.toBeNull();
  });

  it('keeps a phone account\'s check: "" is not its phone number', async () => {
    const { user, password, token } = await createViewer(ctx);
    expect((await remove(token, "", password)).status).toBe(403);
    expect(await userRow(user.id)).not.toBeNull();
  });
});

// ── update-profile ───────────────────────────────────────────────────────────────────────────────

describe("the contract", () => {
  it("documents the account calls in the OpenAPI document", async () => {
    const doc = (await (await api.get("/api/openapi.json")).json()) as { paths: Record<string, object> };
    for (const path of [
      "/api/login",
      "/api/user-info",
      "/api/update-profile",
      "/api/verify-otp",
      "/api/social-login",
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(Object.keys(doc.paths["/api/update-profile"]!)).toEqual(expect.arrayContaining(["post", "put"]));
  });
});
