/** @jest-environment node */
import { openPrefill, prefillFrom, sealPrefill, socialSecret } from "./social";

process.env.NEXTAUTH_SECRET = "x".repeat(48);

describe("social sign-in prefill (product §3.3)", () => {
  it("takes the display name as username, else the e-mail's local part", () => {
    expect(
      prefillFrom("google", { email: " an@example.com ", email_verified: true, name: "An Nguyễn" }),
    ).toEqual({
      provider: "google",
      email: "an@example.com",
      username: "An Nguyễn",
    });
    expect(
      prefillFrom("apple", { email: "lan.tran@example.com", email_verified: "true", name: "  " })?.username,
    ).toBe("lan.tran");
  });

  it("is null when the provider does not vouch for the e-mail: no one signs in as a viewer by typing their address", () => {
    for (const email_verified of [false, "false", undefined, null, 1, "yes"]) {
      expect(prefillFrom("google", { email: "viewer@demo.cineva.vn", email_verified, name: "X" })).toBeNull();
    }
  });

  it("is null when the provider gave no e-mail", () => {
    expect(prefillFrom("google", { email: null, name: "X" })).toBeNull();
    expect(prefillFrom("apple", { email: "   " })).toBeNull();
  });

  it("travels sealed: it opens unchanged, and a tampered or foreign token opens to nothing", async () => {
    const prefill = { provider: "google" as const, email: "an@example.com", username: "An" };
    const sealed = await sealPrefill(prefill);
    expect(sealed).not.toContain("an@example.com");
    expect(await openPrefill(sealed)).toEqual(prefill);
    expect(await openPrefill(`${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(await openPrefill("not-a-token")).toBeNull();
  });

  it("signs with a dedicated secret when one is set, else one derived from the root secret", () => {
    expect(socialSecret("dedicated")).toBe("dedicated");
    expect(socialSecret(undefined)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(socialSecret(undefined)).not.toBe(process.env.NEXTAUTH_SECRET);
  });
});
