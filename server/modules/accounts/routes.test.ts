/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { LoginResponseSchema, OtpSentResponseSchema, UserSchema } from "@/lib/contract/accounts";
import {
  accessTokens,
  otpCodes,
  payments,
  referrals,
  smsOutbox,
  socialIdentities,
  users,
} from "../../db/schema";
import { signSocialRequest } from "./social";
import { issueToken } from "../sessions";
import { createTestContext, createUser, TEST_CONFIG, tokenFor, type TestContext } from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Options = { token?: string; headers?: Record<string, string>; ip?: string };

/** Every call comes from an address of its own unless told, so per-address limits only bite where tested. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};
const withAddress = ({ ip, headers, token }: Options = {}) => ({
  token,
  headers: { "X-Forwarded-For": ip ?? nextAddress(), ...headers },
});
const api = {
  get: (path: string, options?: Options) => ctx.get(path, withAddress(options)),
  post: (path: string, body?: unknown, options?: Options) => ctx.post(path, body, withAddress(options)),
  put: (path: string, body?: unknown, options?: Options) => ctx.put(path, body, withAddress(options)),
  delete: (path: string, body?: unknown, options?: Options) => ctx.delete(path, body, withAddress(options)),
};

type Body = { message: string; errors?: Record<string, string[]>; [key: string]: unknown };
const bodyOf = async (response: Response) => (await response.json()) as Body;

/** How a viewer would type the stored number "84900001234": "0900001234". */
const typed = (phoneNumber: string) => `0${phoneNumber.slice(2)}`;

const MINUTE = 60_000;

async function login(phoneNumber: string, password: string, options?: Options) {
  return api.post("/api/login", { phone_number: phoneNumber, password }, options);
}

async function lastSms(phoneNumber: string) {
  const [row] = await ctx.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phoneNumber))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ?? null;
}

async function lastCode(phoneNumber: string): Promise<string> {
  const sms = await lastSms(phoneNumber);
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code sent to ${phoneNumber}`);
  return code;
}

async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Phone numbers for registrations, apart from the harness's 84900000xxxx. */
let registerCounter = 0;
function newPhone() {
  registerCounter += 1;
  const national = `91${String(registerCounter).padStart(7, "0")}`;
  return {
    typed: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    stored: `84${national}`,
  };
}

// ── user-info ────────────────────────────────────────────────────────────────────────────────────

describe("GET /user-info", () => {
  it("returns the signed-in user's public JSON", async () => {
    const { user } = await createUser(ctx, { email: "info@example.com", firstName: "An", lastName: "Lê" });
    const response = await api.get("/api/user-info", { token: await tokenFor(ctx, user.id) });
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
    expect((await bodyOf(i)).message).toBe("Your account is not active.");
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
    expect((await bodyOf(malformed)).errors?.phone_number).toEqual(["Enter a valid phone number."]);
    const notJson = await api.post("/api/login", "{oops");
    expect(notJson.status).toBeLessThan(500);
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
    expect((await bodyOf(u)).message).toMatch(/not verified/);

    expect((await login(typed(blocked.phoneNumber), "Wrong-password1")).status).toBe(401);
  });

  it("locks a phone after 5 failures (429 + Retry-After, even for the right password) until the window ends", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    for (let i = 0; i < 5; i++) expect((await login(phone, `Wrong-${i}-pass`)).status).toBe(401);
    const locked = await login(phone, password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await bodyOf(locked)).message).toMatch(/Too many attempts/);

    ctx.advance(retryAfter * 1000);
    expect((await login(phone, password)).status).toBe(200);
  });

  it("resets a phone's count on success", async () => {
    const { user, password } = await createUser(ctx);
    const phone = typed(user.phoneNumber);
    for (let i = 0; i < 4; i++) expect((await login(phone, `Wrong-${i}-pass`)).status).toBe(401);
    expect((await login(phone, password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(phone, `Wrong-${i}-pass`)).status).toBe(401);
    expect((await login(phone, password)).status).toBe(200);
  });

  it("limits attempts per address across phone numbers", async () => {
    const ip = "203.0.113.7";
    let status = 0;
    let attempts = 0;
    while (attempts < 40) {
      attempts += 1;
      status = (await login(`0988 ${String(100000 + attempts)}`, "Wrong-pass1", { ip })).status;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(31);
    // Another address is not affected.
    expect((await login("0988 100001", "Wrong-pass1")).status).toBe(401);
  });
});

// ── logout ───────────────────────────────────────────────────────────────────────────────────────

describe("POST /logout", () => {
  it("revokes the token used, and only that one", async () => {
    const { user } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
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
    const { user } = await createUser(ctx, { status: "blocked" });
    expect((await api.post("/api/logout", {}, { token: await tokenFor(ctx, user.id) })).status).toBe(200);
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
    for (let i = 0; i < 5; i++) expect((await login(phone, `Wrong-${i}-pass`)).status).toBe(401);
    const locked = await api.post("/api/get-user-with-phone-and-password", { phone_number: phone, password });
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
    const { user, password } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
    expect((await remove(token, "", password)).status).toBe(403);
    expect(await userRow(user.id)).not.toBeNull();
  });
});

// ── update-profile ───────────────────────────────────────────────────────────────────────────────

function profileForm(fields: Record<string, string | Blob | [Blob, string]>) {
  const form = new FormData();
  form.append("_method", "PUT");
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(key, value[0], value[1]);
    else form.append(key, value);
  }
  return form;
}

const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

describe("POST /update-profile", () => {
  it("changes the fields sent and leaves the others", async () => {
    const { user } = await createUser(ctx, { firstName: "Old", lastName: "Name", email: "old@example.com" });
    const token = await tokenFor(ctx, user.id);
    const response = await api.post(
      "/api/update-profile",
      profileForm({ name: " New Name ", first_name: "Mai", last_name: "Trần", email: "New@Example.com" }),
      { token },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; user: unknown };
    expect(body.message).toBe("Your profile has been updated.");
    expect(UserSchema.parse(body.user)).toMatchObject({
      id: user.id,
      name: "New Name",
      first_name: "Mai",
      last_name: "Trần",
      email: "New@Example.com",
    });

    // name empty: unchanged; first_name, last_name, email empty: cleared.
    const cleared = await api.post(
      "/api/update-profile",
      profileForm({ name: "", first_name: "", last_name: "", email: "" }),
      { token },
    );
    expect(cleared.status).toBe(200);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: "New Name", firstName: null, lastName: null, email: null });
  });

  it("accepts PUT with the same form", async () => {
    const { user } = await createUser(ctx);
    const response = await api.put(
      "/api/update-profile",
      profileForm({ first_name: "Put", last_name: "", email: "" }),
      {
        token: await tokenFor(ctx, user.id),
      },
    );
    expect(response.status).toBe(200);
    expect((await userRow(user.id))?.firstName).toBe("Put");
  });

  it("needs a token and changes only the caller", async () => {
    const { user: a } = await createUser(ctx);
    const { user: b } = await createUser(ctx, { firstName: "Bee" });
    expect((await api.post("/api/update-profile", profileForm({ first_name: "X" }))).status).toBe(401);
    const response = await api.post("/api/update-profile", profileForm({ first_name: "Aye" }), {
      token: await tokenFor(ctx, a.id),
    });
    expect(response.status).toBe(200);
    expect((await userRow(a.id))?.firstName).toBe("Aye");
    expect((await userRow(b.id))?.firstName).toBe("Bee");
  });

  it("refuses an invalid or taken e-mail (case-insensitively)", async () => {
    await createUser(ctx, { email: "Taken@Example.com", emailVerifiedAt: ctx.deps.now() });
    const { user } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
    const invalid = await api.post("/api/update-profile", profileForm({ email: "not-an-email" }), { token });
    expect(invalid.status).toBe(422);
    expect((await bodyOf(invalid)).errors?.email).toEqual(["Enter a valid e-mail address."]);
    const taken = await api.post("/api/update-profile", profileForm({ email: "taken@example.COM" }), {
      token,
    });
    expect(taken.status).toBe(422);
    expect((await bodyOf(taken)).errors?.email).toEqual(["This e-mail address is already taken."]);
    expect((await userRow(user.id))?.email).toBeNull();
  });

  it("changes the password only with the right current one, signing other sessions out", async () => {
    const { user, password } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
    const other = await tokenFor(ctx, user.id);

    const missing = await api.post("/api/update-profile", profileForm({ password: "Newpass123" }), { token });
    expect(missing.status).toBe(422);
    expect((await bodyOf(missing)).errors?.old_password).toBeDefined();

    // Everything that needs the database is checked together.
    await createUser(ctx, { email: "someone-else@example.com", emailVerifiedAt: ctx.deps.now() });
    const wrong = await api.post(
      "/api/update-profile",
      profileForm({ old_password: "Wrong-pass1", password: "Newpass123", email: "someone-else@example.com" }),
      { token },
    );
    expect(wrong.status).toBe(422);
    const wrongBody = await bodyOf(wrong);
    expect(wrongBody.errors?.old_password).toEqual(["The current password is incorrect."]);
    expect(wrongBody.errors?.email).toEqual(["This e-mail address is already taken."]);

    const weak = await api.post(
      "/api/update-profile",
      profileForm({ old_password: password, password: "short" }),
      {
        token,
      },
    );
    expect(weak.status).toBe(422);
    expect((await bodyOf(weak)).errors?.password?.[0]).toMatch(/8 to 72 characters/);

    const ok = await api.post(
      "/api/update-profile",
      profileForm({ old_password: password, password: "Newpass123" }),
      {
        token,
      },
    );
    expect(ok.status).toBe(200);
    expect((await api.get("/api/user-info", { token })).status).toBe(200);
    expect((await api.get("/api/user-info", { token: other })).status).toBe(401);
    expect((await login(typed(user.phoneNumber), password)).status).toBe(401);
    expect((await login(typed(user.phoneNumber), "Newpass123")).status).toBe(200);
  });

  it("stores an avatar re-encoded as a 256×256 WebP under a server-made name, replacing the old one", async () => {
    const { user } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
    // A PNG named .jpg with a JPEG type: the bytes decide.
    const first = await api.post(
      "/api/update-profile",
      profileForm({
        avatar: [new Blob([new Uint8Array(await pngBytes())], { type: "image/jpeg" }), "../../me.jpg"],
      }),
      { token },
    );
    expect(first.status).toBe(200);
    const avatar = UserSchema.parse(((await first.json()) as { user: unknown }).user).avatar;
    expect(avatar).toMatch(/^[0-9a-f]{32}\.webp$/);
    const stored = ctx.images.files.get(`users/${avatar}`);
    expect(stored).toBeDefined();
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    const jpeg = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#cc3366" } })
      .jpeg()
      .toBuffer();
    const second = await api.post(
      "/api/update-profile",
      profileForm({ avatar: [new Blob([new Uint8Array(jpeg)]), "photo.jpeg"] }),
      { token },
    );
    expect(second.status).toBe(200);
    const next = (await userRow(user.id))?.avatar;
    expect(next).not.toBe(avatar);
    expect(ctx.images.files.has(`users/${next}`)).toBe(true);
    expect(ctx.images.files.has(`users/${avatar}`)).toBe(false);
  });

  it("refuses a file that is not an image, whatever its name, a broken image, and an oversized one", async () => {
    const { user } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
    const send = (blob: Blob, name: string) =>
      api.post("/api/update-profile", profileForm({ avatar: [blob, name] }), { token });

    const text = await send(new Blob(["hello, I am text"], { type: "image/png" }), "avatar.png");
    expect(text.status).toBe(422);
    expect((await bodyOf(text)).errors?.avatar).toEqual(["The avatar must be a JPEG, PNG or WebP image."]);

    const svg = await send(
      new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/svg+xml" }),
      "a.svg",
    );
    expect(svg.status).toBe(422);

    const broken = new Uint8Array(64);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const unreadable = await send(new Blob([broken]), "broken.png");
    expect(unreadable.status).toBe(422);
    expect((await bodyOf(unreadable)).errors?.avatar).toEqual(["The avatar image could not be read."]);

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const oversized = await send(new Blob([big]), "big.jpg");
    expect(oversized.status).toBe(422);
    expect((await bodyOf(oversized)).errors?.avatar).toEqual(["The avatar may not be larger than 2 MB."]);

    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooHuge = await send(new Blob([huge]), "huge.jpg");
    expect(tooHuge.status).toBe(422);
    expect((await bodyOf(tooHuge)).errors?.avatar).toBeDefined();

    const notAFile = await api.post(
      "/api/update-profile",
      profileForm({ avatar: "http://example.com/x.png" }),
      { token },
    );
    expect(notAFile.status).toBe(422);

    expect((await userRow(user.id))?.avatar).toBeNull();
  });
});

// ── register → verify-otp ────────────────────────────────────────────────────────────────────────

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
    const { user, password } = await createUser(ctx);
    const token = await tokenFor(ctx, user.id);
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

function signedPost(path: string, body: unknown, { at, secret }: { at?: Date; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature = signSocialRequest(secret ?? TEST_CONFIG.socialSecret, raw, at ?? ctx.deps.now());
  return api.post(path, raw, { headers: { "X-Cineva-Signature": signature } });
}

describe("POST /social-login", () => {
  it("refuses unsigned, wrongly signed, stale and tampered requests", async () => {
    const { user } = await createUser(ctx, { email: "signed@example.com" });
    const body = { email: "signed@example.com", provider: "google", platform: "web" };
    expect((await api.post("/api/social-login", body)).status).toBe(401);
    expect((await signedPost("/api/social-login", body, { secret: "not-the-secret" })).status).toBe(401);
    const stale = new Date(ctx.deps.now().getTime() - 6 * MINUTE);
    expect((await signedPost("/api/social-login", body, { at: stale })).status).toBe(401);
    const raw = JSON.stringify(body);
    const tampered = await api.post("/api/social-login", raw.replace("signed@", "other@"), {
      headers: { "X-Cineva-Signature": signSocialRequest(TEST_CONFIG.socialSecret, raw, ctx.deps.now()) },
    });
    expect(tampered.status).toBe(401);
    expect(
      await ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, user.id)),
    ).toHaveLength(0);
  });

  it("finds an account by e-mail (any case), links the identity and signs in", async () => {
    const { user } = await createUser(ctx, { email: "Linked@Example.com", emailVerifiedAt: ctx.deps.now() });
    const response = await signedPost("/api/social-login", {
      email: "linked@example.com",
      provider: "google",
      platform: "web",
    });
    expect(response.status).toBe(200);
    const body = LoginResponseSchema.parse(await response.json());
    expect(body.user.id).toBe(user.id);
    expect((await api.get("/api/user-info", { token: body.access_token })).status).toBe(200);
    const identities = await ctx.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.userId, user.id));
    expect(identities).toEqual([expect.objectContaining({ provider: "google" })]);

    // The identity still finds the account after the profile e-mail changed.
    await ctx.db.update(users).set({ email: null }).where(eq(users.id, user.id));
    const again = await signedPost("/api/social-login", {
      email: "LINKED@example.com",
      provider: "google",
      platform: "web",
    });
    expect(again.status).toBe(200);
  });

  it("answers 404 for an unknown e-mail, 403 inactive, 423 blocked", async () => {
    const notFound = await signedPost("/api/social-login", {
      email: "nobody@example.com",
      provider: "apple",
      platform: "web",
    });
    expect(notFound.status).toBe(404);
    expect((await bodyOf(notFound)).message).toBeTruthy();

    await createUser(ctx, {
      email: "inactive-social@example.com",
      emailVerifiedAt: ctx.deps.now(),
      status: "inactive",
    });
    const inactive = await signedPost("/api/social-login", {
      email: "inactive-social@example.com",
      provider: "google",
      platform: "web",
    });
    expect(inactive.status).toBe(403);
    expect((await bodyOf(inactive)).message).toBe("Your account is not active.");

    await createUser(ctx, {
      email: "blocked-social@example.com",
      emailVerifiedAt: ctx.deps.now(),
      status: "blocked",
    });
    const blocked = await signedPost("/api/social-login", {
      email: "blocked-social@example.com",
      provider: "google",
      platform: "web",
    });
    expect(blocked.status).toBe(423);
    expect((await bodyOf(blocked)).message).toBe("Your account is blocked.");
  });

  it("validates its body", async () => {
    const response = await signedPost("/api/social-login", { email: "x@example.com", provider: "facebook" });
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).errors?.provider).toBeDefined();
  });
});

describe("POST /social-register", () => {
  it("creates a verified account without a phone, then social-login finds it", async () => {
    const { user: referrer } = await createUser(ctx);
    const response = await signedPost("/api/social-register", {
      email: "New.Social@Example.com",
      username: "Social Person",
      provider: "apple",
      referred_code: referrer.referralCode,
      platform: "web",
    });
    expect(response.status).toBe(201);
    const body = LoginResponseSchema.parse(await response.json());
    expect(body.user).toMatchObject({
      name: "Social Person",
      email: "New.Social@Example.com",
      phone_number: "",
      status: "active",
    });
    expect((await api.get("/api/user-info", { token: body.access_token })).status).toBe(200);
    const row = await userRow(body.user.id);
    expect(row?.phoneNumber).toBe("social:apple:new.social@example.com");
    expect(row?.passwordHash).toBeNull();
    expect(row?.phoneVerifiedAt).not.toBeNull();
    expect(await ctx.db.select().from(referrals).where(eq(referrals.referredId, body.user.id))).toEqual([
      expect.objectContaining({ referrerId: referrer.id }),
    ]);

    const signIn = await signedPost("/api/social-login", {
      email: "new.social@example.com",
      provider: "apple",
      platform: "web",
    });
    expect(signIn.status).toBe(200);
    expect(LoginResponseSchema.parse(await signIn.json()).user.id).toBe(body.user.id);

    // The placeholder can never be signed in with by phone.
    expect((await login("social:apple:new.social@example.com", "anything1")).status).toBe(422);
    const again = await signedPost("/api/social-register", {
      email: "new.social@example.com",
      username: "Twice",
      provider: "google",
      platform: "web",
    });
    expect(again.status).toBe(422);
    expect((await bodyOf(again)).errors?.email).toBeDefined();
  });

  it("refuses an e-mail that a phone account uses, a bad referral code and a missing signature", async () => {
    await createUser(ctx, { email: "phone-user@example.com", emailVerifiedAt: ctx.deps.now() });
    const taken = await signedPost("/api/social-register", {
      email: "Phone-User@example.com",
      username: "X",
      provider: "google",
      platform: "web",
    });
    expect(taken.status).toBe(422);
    expect((await bodyOf(taken)).errors?.email).toEqual([
      "This e-mail is already registered. Please sign in.",
    ]);

    const badCode = await signedPost("/api/social-register", {
      email: "fresh@example.com",
      username: "Fresh",
      provider: "google",
      referred_code: "NOSUCH22",
      platform: "web",
    });
    expect(badCode.status).toBe(422);
    expect((await bodyOf(badCode)).errors?.referred_code).toBeDefined();

    const unsigned = await api.post("/api/social-register", {
      email: "fresh@example.com",
      username: "Fresh",
      provider: "google",
      platform: "web",
    });
    expect(unsigned.status).toBe(401);
  });
});

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
