/** @jest-environment node */
import { eq } from "drizzle-orm";
import { LoginResponseSchema, UserResponseSchema } from "@/lib/contract/accounts";
import { SandboxMailResponseSchema } from "@/lib/contract/payments";
import { socialIdentities, users } from "../../db/schema";
import { createUser, createViewer, TEST_CONFIG, tokenFor } from "../../test-harness";
import { bodyOf, ctx, setUpAccountsContext, socialLogin, socialRegister } from "./test-kit";

setUpAccountsContext();

const DAY = 24 * 60 * 60 * 1000;

async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row!;
}

/** The newest confirmation link in the sandbox outbox for an address, and its token. */
async function lastLink(email: string) {
  const response = await ctx.get(`/api/sandbox/mail?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const { messages } = SandboxMailResponseSchema.parse(await response.json());
  const link = messages[0]?.link;
  expect(link).toBeTruthy();
  return { link: link!, token: new URL(link!).searchParams.get("token")!, message: messages[0]! };
}

async function askForLink(userId: number, language = "en") {
  return ctx.post("/api/send-email-verification", undefined, {
    token: await tokenFor(ctx, userId),
    headers: { "Accept-Language": language },
  });
}

const confirm = (token: unknown) => ctx.post("/api/verify-email", { token });

describe("confirming a profile e-mail", () => {
  it("mails a link in the viewer's language that confirms the address once", async () => {
    const { user } = await createUser(ctx, { email: "Lan.Confirm@Example.com" });
    const sent = await askForLink(user.id, "vi-VN,vi;q=0.9");
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      message:
        "Chúng tôi đã gửi liên kết xác nhận tới Lan.Confirm@Example.com. Liên kết có hiệu lực trong 24 giờ.",
      email: "Lan.Confirm@Example.com",
      expires_in: 86_400,
    });
    const { link, token, message } = await lastLink("lan.confirm@example.com");
    expect(message.subject).toBe("Xác nhận địa chỉ email của bạn trên Cineva");
    expect(link).toBe(`${TEST_CONFIG.siteUrl}/vi/verify-email?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const { user: json } = UserResponseSchema.parse(await confirmed.json());
    expect(json).toMatchObject({ id: user.id, email: "Lan.Confirm@Example.com", email_verified: true });

    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect((await bodyOf(again)).message).toBe(
      "This link is invalid, was already used or has expired. Ask for a new one from your profile.",
    );
    expect((await askForLink(user.id)).status).toBe(409);
  });

  it("refuses the signed-out, a profile without an e-mail, and a second link within a minute", async () => {
    expect((await ctx.post("/api/send-email-verification")).status).toBe(401);
    const { user: bare } = await createUser(ctx);
    const none = await askForLink(bare.id);
    expect(none.status).toBe(422);
    expect((await bodyOf(none)).errors?.email).toEqual(["Add an e-mail address to your profile first."]);

    const { user } = await createUser(ctx, { email: "twice@example.com" });
    expect((await askForLink(user.id)).status).toBe(200);
    const soon = await askForLink(user.id);
    expect(soon.status).toBe(429);
    expect(soon.headers.get("Retry-After")).toBeTruthy();
  });

  it("refuses an expired link, a made-up one, and one sent to an address the profile has since changed", async () => {
    const { user } = await createUser(ctx, { email: "expiring@example.com" });
    expect((await askForLink(user.id)).status).toBe(200);
    const { token } = await lastLink("expiring@example.com");
    ctx.advance(DAY + 1000);
    expect((await confirm(token)).status).toBe(422);

    for (const made_up of ["", "x".repeat(43), "not a token", 42, "A".repeat(200)])
      expect((await confirm(made_up)).status).toBe(422);

    expect((await askForLink(user.id)).status).toBe(200);
    const { token: fresh } = await lastLink("expiring@example.com");
    const form = new FormData();
    form.set("email", "changed@example.com");
    const changed = await ctx.post("/api/update-profile", form, { token: await tokenFor(ctx, user.id) });
    expect(changed.status).toBe(200);
    expect((await confirm(fresh)).status).toBe(422);
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
  });

  it("changing the address makes it unconfirmed again; saving the same one (any case) does not", async () => {
    const { user, token } = await createViewer(ctx, {
      email: "kept@example.com",
      emailVerifiedAt: ctx.deps.now(),
    });
    const same = new FormData();
    same.set("email", "KEPT@example.com");
    same.set("first_name", "Kept");
    expect((await ctx.post("/api/update-profile", same, { token })).status).toBe(200);
    expect((await userRow(user.id)).emailVerifiedAt).not.toBeNull();

    const other = new FormData();
    other.set("email", "moved@example.com");
    const moved = await ctx.post("/api/update-profile", other, { token });
    expect(moved.status).toBe(200);
    expect(UserResponseSchema.parse(await moved.json()).user.email_verified).toBe(false);
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
  });
});

describe("linking a Google or Apple sign-in by profile e-mail", () => {
  it("never hands a victim's first Google sign-in to a profile that only claims their address", async () => {
    // The attacker writes the victim's address into their own profile; nothing confirms it.
    const { user: attacker } = await createUser(ctx, { name: "Attacker" });
    const form = new FormData();
    form.set("email", "victim@gmail.example");
    expect(
      (await ctx.post("/api/update-profile", form, { token: await tokenFor(ctx, attacker.id) })).status,
    ).toBe(200);

    // The victim signs in with Google: no account of theirs, so the registration path, not the attacker's.
    const login = await socialLogin("victim@gmail.example");
    expect(login.status).toBe(404);
    expect(
      await ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, attacker.id)),
    ).toEqual([]);

    // Registering with the address Google vouched for works, and the attacker's claim is gone.
    const registered = await socialRegister({
      email: "victim@gmail.example",
      username: "Victim",
      provider: "google",
    });
    expect(registered.status).toBe(201);
    const { user: victim } = LoginResponseSchema.parse(await registered.json());
    expect(victim.id).not.toBe(attacker.id);
    expect(victim.email_verified).toBe(true);
    expect((await userRow(attacker.id)).email).toBeNull();
  });

  it("links the account whose owner confirmed the address", async () => {
    const { user } = await createUser(ctx, { email: "owner@example.com" });
    expect((await askForLink(user.id)).status).toBe(200);
    expect((await confirm((await lastLink("owner@example.com")).token)).status).toBe(200);
    const login = await socialLogin("owner@example.com", "apple");
    expect(login.status).toBe(200);
    expect(LoginResponseSchema.parse(await login.json()).user.id).toBe(user.id);
  });

  it("lets two accounts claim one address; confirming it takes it from the other, whose link then fails", async () => {
    const { user: first } = await createUser(ctx, { email: "shared@example.com" });
    const { user: second } = await createUser(ctx, { email: "Shared@example.com" });
    expect((await askForLink(first.id)).status).toBe(200);
    const { token: firstToken } = await lastLink("shared@example.com");
    ctx.advance(61_000);
    expect((await askForLink(second.id)).status).toBe(200);
    const { token: secondToken } = await lastLink("shared@example.com");

    expect((await confirm(secondToken)).status).toBe(200);
    expect((await userRow(second.id)).emailVerifiedAt).not.toBeNull();
    expect((await userRow(first.id)).email).toBeNull();
    expect((await confirm(firstToken)).status).toBe(422);

    // Now taken: nobody else may put it in their profile.
    const form = new FormData();
    form.set("email", "SHARED@example.com");
    const taken = await ctx.post("/api/update-profile", form, { token: await tokenFor(ctx, first.id) });
    expect(taken.status).toBe(422);
  });
});
