/** @jest-environment node */
/**
 * Issue #33's attacks on registration: a stranger planting a referrer, a name or a password on
 * someone else's number before its owner verifies it, and a referral earned again by deleting the
 * account and registering the same number once more.
 */
import { and, eq, sum } from "drizzle-orm";
import { LoginResponseSchema } from "@/lib/contract/accounts";
import { InvitesResponseSchema } from "@/lib/contract/programme";
import { pointTransactions } from "../../db/schema";
import { createUser, createViewer } from "../../test-harness";
import { api, bodyOf, ctx, lastCode, login, newPhone, setUpAccountsContext, userRow } from "./test-kit";

setUpAccountsContext();

type Phone = ReturnType<typeof newPhone>;
type Form = { password: string; name?: string; referred_code?: string };

/** What the register form sends, then what the code step sends: the same form with the code. */
const register = (phone: Phone, form: Form) =>
  api.post("/api/register", { phone_number: phone.typed, ...form });
const verify = async (phone: Phone, form: Partial<Form>) =>
  api.post("/api/verify-otp", { phone_number: phone.typed, code: await lastCode(phone.stored), ...form });

const pointsOf = async (userId: number) => (await userRow(userId))?.points ?? null;
const inviteLedger = async (userId: number) => {
  const [row] = await ctx.db
    .select({ total: sum(pointTransactions.delta).mapWith(Number) })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, userId), eq(pointTransactions.reason, "invite")));
  return row?.total ?? 0;
};
const invitesOf = async (token: string) =>
  InvitesResponseSchema.parse(await (await api.get("/api/invites", { token })).json());
const nextCodeAllowed = () => ctx.advance(61_000);

describe("a registration planted on someone else's number", () => {
  it("leaves nothing of the stranger's request in the owner's account", async () => {
    const { user: attacker } = await createUser(ctx);
    const victim = newPhone();
    expect(
      (
        await register(victim, {
          password: "Attacker123",
          name: "Kẻ Gian",
          referred_code: attacker.referralCode,
        })
      ).status,
    ).toBe(200);

    nextCodeAllowed();
    const form = { password: "Victim12345", name: "Nguyễn Thị Vân" };
    expect((await register(victim, form)).status).toBe(200);
    const verified = await verify(victim, form);
    expect(verified.status).toBe(200);
    const { user } = LoginResponseSchema.parse(await verified.json());

    expect(user.name).toBe("Nguyễn Thị Vân");
    expect((await login(victim.typed, "Victim12345")).status).toBe(200);
    expect((await login(victim.typed, "Attacker123")).status).toBe(401);
    expect(await pointsOf(attacker.id)).toBe(0);
    expect((await userRow(user.id))?.referredBy).toBeNull();
  });

  it("credits the owner's own referrer, not the stranger's", async () => {
    const { user: attacker } = await createUser(ctx);
    const { user: friend } = await createUser(ctx);
    const victim = newPhone();
    await register(victim, { password: "Attacker123", referred_code: attacker.referralCode });
    nextCodeAllowed();
    const form = { password: "Victim12345", referred_code: friend.referralCode };
    await register(victim, form);
    const verified = await verify(victim, form);
    expect(verified.status).toBe(200);
    const { user } = LoginResponseSchema.parse(await verified.json());
    expect(await pointsOf(attacker.id)).toBe(0);
    expect(await pointsOf(friend.id)).toBe(100);
    expect((await userRow(user.id))?.referredBy).toBe(friend.id);
  });

  it("keeps the owner's form when the stranger's code is the one that reached the phone last", async () => {
    const { user: attacker } = await createUser(ctx);
    const victim = newPhone();
    const form = { password: "Victim12345", name: "Trần Văn Bảo" };
    await register(victim, form);
    nextCodeAllowed();
    await register(victim, {
      password: "Attacker123",
      name: "Kẻ Gian",
      referred_code: attacker.referralCode,
    });
    // The owner types the newest code their phone received, on their own form.
    const verified = await verify(victim, form);
    expect(verified.status).toBe(200);
    expect(LoginResponseSchema.parse(await verified.json()).user.name).toBe("Trần Văn Bảo");
    expect((await login(victim.typed, "Attacker123")).status).toBe(401);
    expect(await pointsOf(attacker.id)).toBe(0);
  });

  it("does not complete without the password, so a planted one can never be kept", async () => {
    const victim = newPhone();
    await register(victim, { password: "Attacker123", name: "Kẻ Gian" });
    const code = await lastCode(victim.stored);
    const bare = await api.post("/api/verify-otp", { phone_number: victim.typed, code });
    expect(bare.status).toBe(422);
    expect((await bodyOf(bare)).errors?.password).toEqual(["This field is required."]);
    expect((await login(victim.typed, "Attacker123")).status).toBe(401);

    // The refusal cost no try: the owner completes with the same code and their own password.
    const owned = await api.post("/api/verify-otp", {
      phone_number: victim.typed,
      code,
      password: "Victim12345",
    });
    expect(owned.status).toBe(200);
    expect(LoginResponseSchema.parse(await owned.json()).user.name).toBeNull();
    expect((await login(victim.typed, "Attacker123")).status).toBe(401);
    expect((await login(victim.typed, "Victim12345")).status).toBe(200);
  });
});

describe("a referral earned again by deleting the account and registering the number again", () => {
  it("pays the referrer once per number, and the invites page adds up to the points credited", async () => {
    const { user: referrer, token } = await createViewer(ctx, {
      role: "distributor",
      commissionRateBp: 1000,
    });
    const { user: other } = await createUser(ctx);
    const phone = newPhone();
    const form = { password: "Friend12345", name: "Lê Minh", referred_code: referrer.referralCode };

    for (const code of [referrer.referralCode, referrer.referralCode, other.referralCode]) {
      nextCodeAllowed();
      expect((await register(phone, { ...form, referred_code: code })).status).toBe(200);
      const verified = await verify(phone, { ...form, referred_code: code });
      expect(verified.status).toBe(200);
      const { access_token, user } = LoginResponseSchema.parse(await verified.json());
      const deleted = await api.delete(
        "/api/delete-user-with-phone-and-password",
        { phone_number: phone.typed, password: form.password },
        { token: access_token },
      );
      expect(deleted.status).toBe(200);
      expect(await userRow(user.id)).toBeNull();
    }
    nextCodeAllowed();
    await register(phone, form);
    const last = LoginResponseSchema.parse(await (await verify(phone, form)).json());

    expect(await pointsOf(referrer.id)).toBe(100);
    expect(await pointsOf(other.id)).toBe(0);
    expect(await inviteLedger(referrer.id)).toBe(100);
    // No commission link for the number's second account: the distributor counts nobody now.
    expect((await userRow(last.user.id))?.referredBy).toBeNull();
    const dashboard = (await (await api.get("/api/distributor", { token })).json()) as {
      totals: { referred_users: number };
    };
    expect(dashboard.totals.referred_users).toBe(0);

    const invites = await invitesOf(token);
    expect(invites.total_points).toBe(100);
    expect(invites.invited).toEqual([
      { name: "Deleted account", phone: "—", joined_at: expect.any(String), points_earned: 100 },
    ]);
    expect(invites.invited.reduce((total, person) => total + person.points_earned, 0)).toBe(
      await inviteLedger(referrer.id),
    );
  });
});
