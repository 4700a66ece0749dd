/** @jest-environment node */
/**
 * Issue #33's attacks on registration: a stranger planting a referrer, a name or a password on
 * someone else's number before its owner verifies it, and a referral earned again by deleting the
 * account and registering the same number once more.
 */
import { LoginResponseSchema } from "@/lib/contract/accounts";
import { createUser } from "../../test/harness";
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
