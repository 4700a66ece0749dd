/** @jest-environment node */
import { generateOtpCode, hashOtpCode, otpCodeMatches, otpSmsBody } from "./otp";

describe("SMS codes", () => {
  it("are 6 digits, leading zeros kept, and vary", () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateOtpCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });

  it("are stored as a keyed hash bound to the phone and purpose", () => {
    const hash = hashOtpCode("pepper", "84901234567", "register", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(otpCodeMatches("pepper", "84901234567", "register", "123456", hash)).toBe(true);
    expect(otpCodeMatches("pepper", "84901234567", "register", "123457", hash)).toBe(false);
    expect(otpCodeMatches("pepper", "84901234568", "register", "123456", hash)).toBe(false);
    expect(otpCodeMatches("pepper", "84901234567", "reset_password", "123456", hash)).toBe(false);
    expect(otpCodeMatches("other", "84901234567", "register", "123456", hash)).toBe(false);
    expect(otpCodeMatches("pepper", "84901234567", "register", "123456", "not-hex")).toBe(false);
  });

  it("are texted in the caller's language", () => {
    expect(otpSmsBody("en", "register", "012345")).toBe(
      "Cineva: your code is 012345. It expires in 10 minutes.",
    );
    expect(otpSmsBody("vi", "register", "012345")).toBe(
      "Cineva: mã xác thực của bạn là 012345. Mã hết hạn sau 10 phút.",
    );
    expect(otpSmsBody("en", "reset_password", "999999")).toMatch(/password reset code is 999999/);
    expect(otpSmsBody("vi", "reset_password", "999999")).toMatch(/đặt lại mật khẩu.*999999/);
  });
});
