/** @jest-environment node */
import {
  isSocialPlaceholderPhone,
  signSocialRequest,
  socialPlaceholderPhone,
  verifySocialSignature,
} from "./social";

const SECRET = "unit-test-secret";
const NOW = new Date("2026-11-22T03:00:00.000Z");
const BODY = JSON.stringify({ email: "a@example.com", provider: "google", platform: "web" });

describe("social request signatures", () => {
  it("signs as t={unix seconds},v1={hex HMAC-SHA256}", () => {
    expect(signSocialRequest(SECRET, BODY, NOW)).toMatch(
      new RegExp(`^t=${NOW.getTime() / 1000},v1=[0-9a-f]{64}$`),
    );
  });

  it("accepts what it signed, within 5 minutes either way", () => {
    const header = signSocialRequest(SECRET, BODY, NOW);
    expect(verifySocialSignature(SECRET, header, BODY, NOW)).toBe(true);
    expect(verifySocialSignature(SECRET, header, BODY, new Date(NOW.getTime() + 300_000))).toBe(true);
    expect(verifySocialSignature(SECRET, header, BODY, new Date(NOW.getTime() - 300_000))).toBe(true);
    expect(verifySocialSignature(SECRET, header, BODY, new Date(NOW.getTime() + 301_000))).toBe(false);
    expect(verifySocialSignature(SECRET, header, BODY, new Date(NOW.getTime() - 301_000))).toBe(false);
  });

  it("refuses another secret, another body, a moved timestamp and malformed headers", () => {
    const header = signSocialRequest(SECRET, BODY, NOW);
    expect(verifySocialSignature("other-secret", header, BODY, NOW)).toBe(false);
    expect(verifySocialSignature(SECRET, header, `${BODY} `, NOW)).toBe(false);
    const moved = header.replace(/^t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
    expect(verifySocialSignature(SECRET, moved, BODY, NOW)).toBe(false);
    for (const bad of [undefined, null, "", "t=1", "v1=abc", "garbage", `t=x,${header.split(",")[1]}`]) {
      expect(verifySocialSignature(SECRET, bad, BODY, NOW)).toBe(false);
    }
    expect(verifySocialSignature("", signSocialRequest("", BODY, NOW), BODY, NOW)).toBe(false);
  });

  it("accepts one good signature among several (key rotation)", () => {
    const good = signSocialRequest(SECRET, BODY, NOW);
    const other = signSocialRequest("old-secret", BODY, NOW).split(",")[1];
    expect(verifySocialSignature(SECRET, `${good}, ${other}`, BODY, NOW)).toBe(true);
  });
});

describe("social placeholder phone numbers", () => {
  it("are lower-cased, marked and never digits only", () => {
    const phone = socialPlaceholderPhone("google", " Someone@Example.COM ");
    expect(phone).toBe("social:google:someone@example.com");
    expect(isSocialPlaceholderPhone(phone)).toBe(true);
    expect(isSocialPlaceholderPhone("84901234567")).toBe(false);
    expect(/^\d+$/.test(socialPlaceholderPhone("apple", "123@456.789"))).toBe(false);
  });
});
