/** @jest-environment node */
import {
  acceptedStep,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  totpCode,
} from "./second-factor";

const at = new Date("2026-11-26T10:00:00.000Z");
const step = Math.floor(at.getTime() / 30_000);
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

describe("TOTP", () => {
  const secret = newTotpSecret();

  it("makes a 160-bit base32 secret and an address an authenticator app reads", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl(secret, "0901234567")).toBe(
      `otpauth://totp/Cineva%20Studio:0901234567?issuer=Cineva%20Studio&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it("accepts the current code and its neighbours, once each, and nothing older", () => {
    expect(acceptedStep(secret, totpCode(secret, at), at, null)).toBe(step);
    expect(acceptedStep(secret, totpCode(secret, later(-30)), at, null)).toBe(step - 1);
    expect(acceptedStep(secret, totpCode(secret, later(30)), at, null)).toBe(step + 1);
    expect(acceptedStep(secret, totpCode(secret, later(-90)), at, null)).toBeNull();
    // Used once, a code (or an older one) is refused after.
    expect(acceptedStep(secret, totpCode(secret, at), at, step)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, later(-30)), at, step)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, later(30)), later(30), step)).toBe(step + 1);
  });

  it("refuses another secret's code", () => {
    expect(acceptedStep(newTotpSecret(), totpCode(secret, at), at, null)).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are ten different codes of two groups of four, hashed the way they may be typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const [first] = codes as [string];
    expect(recoveryCodeHash(first.toUpperCase().replace("-", ""))).toBe(recoveryCodeHash(first));
    expect(recoveryCodeHash(` ${first} `)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("are told apart from an app's six digits", () => {
    expect(isRecoveryCode("123456")).toBe(false);
    expect(isRecoveryCode("abcd-2345")).toBe(true);
  });
});
