/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LoginResponseSchema } from "@/lib/contract/accounts";
import { referrals, socialIdentities, users } from "../../db/schema";
import { signSocialRequest } from "./social";
import { createUser, TEST_CONFIG } from "../../test-harness";
import {
  api,
  bodyOf,
  ctx,
  login,
  MINUTE,
  setUpAccountsContext,
  signedPost,
  socialLogin,
  socialRegister,
  userRow,
} from "./test-kit";

setUpAccountsContext();

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
    const response = await socialLogin("linked@example.com");
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
    const again = await socialLogin("LINKED@example.com");
    expect(again.status).toBe(200);
  });

  it("answers 404 for an unknown e-mail, 403 inactive, 423 blocked", async () => {
    const notFound = await socialLogin("nobody@example.com", "apple");
    expect(notFound.status).toBe(404);
    expect((await bodyOf(notFound)).message).toBeTruthy();

    for (const [status, code, text] of [
      ["inactive", 403, "Your account is not active."],
      ["blocked", 423, "Your account is blocked."],
    ] as const) {
      const email = `${status}-social@example.com`;
      await createUser(ctx, { email, emailVerifiedAt: ctx.deps.now(), status });
      const response = await socialLogin(email);
      expect(response.status).toBe(code);
      expect((await bodyOf(response)).message).toBe(text);
    }
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
    const response = await socialRegister({
      email: "New.Social@Example.com",
      username: "Social Person",
      provider: "apple",
      referred_code: referrer.referralCode,
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

    const signIn = await socialLogin("new.social@example.com", "apple");
    expect(signIn.status).toBe(200);
    expect(LoginResponseSchema.parse(await signIn.json()).user.id).toBe(body.user.id);

    // The placeholder can never be signed in with by phone.
    expect((await login("social:apple:new.social@example.com", "anything1")).status).toBe(422);
    const again = await socialRegister({
      email: "new.social@example.com",
      username: "Twice",
      provider: "google",
    });
    expect(again.status).toBe(422);
    expect((await bodyOf(again)).errors?.email).toBeDefined();
  });

  it("refuses an e-mail that a phone account uses, a bad referral code and a missing signature", async () => {
    await createUser(ctx, { email: "phone-user@example.com", emailVerifiedAt: ctx.deps.now() });
    const taken = await socialRegister({
      email: "Phone-User@example.com",
      username: "X",
      provider: "google",
    });
    expect(taken.status).toBe(422);
    expect((await bodyOf(taken)).errors?.email).toEqual([
      "This e-mail is already registered. Please sign in.",
    ]);

    const badCode = await socialRegister({
      email: "fresh@example.com",
      username: "Fresh",
      provider: "google",
      referred_code: "NOSUCH22",
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
