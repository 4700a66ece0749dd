/** @jest-environment node */
import fc from "fast-check";
import { hostileUrl, hostileValue, SITE_ORIGIN } from "@/lib/test-hostile-urls";
import { authErrorCode, authRedirect, validCallbackUrl } from "./redirect";

const baseUrl = SITE_ORIGIN;

describe("authRedirect (next-auth's redirect callback)", () => {
  it.each([
    ["/", `${baseUrl}/`],
    ["/profile/info?tab=1#x", `${baseUrl}/profile/info?tab=1#x`],
    [`${baseUrl}/top-up?amount=50000`, `${baseUrl}/top-up?amount=50000`],
    [baseUrl, `${baseUrl}/`],
    ["/@evil.com", `${baseUrl}/@evil.com`],
  ])("keeps the page %j", (url, expected) => {
    expect(authRedirect({ url, baseUrl })).toBe(expected);
  });

  it.each([
    "foo",
    "",
    "//evil.com",
    "//user@evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/.//evil.com",
    "https://evil.com/",
    `${baseUrl}@evil.com`,
    `${baseUrl}.evil.com/`,
    "https://user:pass@cineva.example/",
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://cineva.example/",
    "%2F%2Fevil.com",
  ])("sends %j home", (url) => {
    expect(authRedirect({ url, baseUrl })).toBe(`${baseUrl}/`);
  });

  it("goes home for values that are not strings, and never throws on a broken base", () => {
    expect(authRedirect({ url: undefined, baseUrl })).toBe(`${baseUrl}/`);
    expect(authRedirect({ url: ["/a"], baseUrl })).toBe(`${baseUrl}/`);
    expect(authRedirect({ url: "/a", baseUrl: "not a url" })).toBe("/");
  });

  it("never leaves the site, whatever the callbackUrl (oracle: new URL(result).origin)", () => {
    fc.assert(
      fc.property(hostileValue, (url) => {
        const result = authRedirect({ url, baseUrl });
        expect(result.startsWith(`${baseUrl}/`)).toBe(true);
        expect(new URL(result).origin).toBe(baseUrl);
        // The path part alone, as a browser would follow it, stays here too.
        const path = result.slice(baseUrl.length);
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(new URL(path, baseUrl).origin).toBe(baseUrl);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("validCallbackUrl (what next-auth is handed as ?callbackUrl=)", () => {
  it.each([
    ["/profile/info?x=1", "/profile/info?x=1"],
    ["https://evil.com/", "https://evil.com/"],
    ["0", "/"],
    ["", "/"],
    ["//evil.com", "/"],
    ["/\\evil.com", "/"],
    ["javascript:alert(1)", "/"],
  ])("%j → %j", (value, expected) => {
    expect(validCallbackUrl(value)).toBe(expected);
  });

  it("always gives a value next-auth accepts, and authRedirect then keeps on the site", () => {
    // next-auth's own check (core/lib/assert.js isValidHttpUrl), which answers 500 when it fails.
    const nextAuthAccepts = (url: string) => {
      try {
        return /^https?:/.test(new URL(url, url.startsWith("/") ? baseUrl : undefined).protocol);
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(hostileUrl, (value) => {
        const valid = validCallbackUrl(value);
        expect(nextAuthAccepts(valid)).toBe(true);
        expect(new URL(authRedirect({ url: valid, baseUrl })).origin).toBe(baseUrl);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("authErrorCode (next-auth writes it into a Location header)", () => {
  it("keeps next-auth's codes and replaces anything else", () => {
    expect(authErrorCode("CredentialsSignin")).toBe("CredentialsSignin");
    for (const bad of ["", " ", "\u0100", "ệ", "a\r\nSet-Cookie: x=1", "x".repeat(65), "/evil"])
      expect(authErrorCode(bad)).toBe("Default");
  });

  it("always gives a value a header can carry as it is", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        const code = authErrorCode(value);
        expect(() => new Headers({ Location: `/?error=${code}` })).not.toThrow();
        expect(encodeURIComponent(code)).toBe(code);
      }),
    );
  });
});
