/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LoginResponseSchema } from "@/lib/contract/accounts";
import { referrals, socialIdentities, users } from "../../db/schema";
import { signSocialRequest } from "./social";
import { createUser, TEST_CONFIG } from "../../test/harness";
import { api, bodyOf, ctx, login, MINUTE, setUpAccountsContext, userRow } from "./test-kit";

setUpAccountsContext();

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
