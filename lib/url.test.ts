/** @jest-environment node */
import fc from "fast-check";
import { hostileValue, SITE_ORIGIN, staysOnSite } from "./test-hostile-urls";
import { isExternalUrl, safeReturnPath } from "./url";

describe("isExternalUrl", () => {
  it.each(["http://a.b/c.jpg", "https://a.b", "HTTPS://A.B/x", "HtTp://x"])("accepts %j", (v) => {
    expect(isExternalUrl(v)).toBe(true);
  });

  it.each([
    "poster.jpg",
    "/images/x.jpg",
    "//cdn.x/y",
    "ftp://x",
    "http:/x",
    " https://x",
    "httpsx://",
    "",
    null,
    1,
    {},
  ])("rejects %j", (v) => {
    expect(isExternalUrl(v)).toBe(false);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/", "/"],
    ["/profile/info", "/profile/info"],
    ["/top-up?amount=100&x=1#pay", "/top-up?amount=100&x=1#pay"],
    ["/search/b%E1%BB%91", "/search/b%E1%BB%91"],
    ["/tvseries/1/bo-gia&ss=2&ep=3", "/tvseries/1/bo-gia&ss=2&ep=3"],
    ["/a/../b", "/b"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
    ["/@evil.com", "/@evil.com"],
    ["/\u3000/evil.com", "/%E3%80%80/evil.com"],
  ])("accepts %j as %j", (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });

  it.each([
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "/a\\b",
    "https://evil.com",
    "http://x.invalid/a",
    "javascript:alert(1)",
    "\t//evil.com",
    " //evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/a\u0000b",
    "/a\u0085b",
    "/.//evil.com",
    "/..//evil.com",
    "/a/..//evil.com",
    "/%2e//evil.com",
    "/%2E%2E//evil.com",
    "evil.com",
    "profile",
    "",
    null,
    undefined,
    42,
    { pathname: "/" },
  ])("rejects %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  const pathish = fc
    .array(
      fc.constantFrom("/", "\\", ".", "%", "2F", "5C", ":", "@", "?", "#", "\t", " ", "\n", "e", "é", "//"),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(""));
  const anything = fc.oneof(
    pathish,
    pathish.map((s) => `/${s}`),
    fc.string({ unit: "binary" }),
    fc.webUrl(),
  );

  it("only ever returns same-origin paths", () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeReturnPath(value);
        if (result === null) return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result.includes("\\")).toBe(false);
        for (const origin of ["https://cineva.example", "http://localhost:3000"]) {
          expect(new URL(result, origin).origin).toBe(origin);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\r\n/evil.com",
    "%5C%5Cevil.com",
    "%2F%2Fevil.com",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " \tjavascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//user@evil.com",
    "//user:pass@evil.com/",
    "https://cineva.example@evil.com",
    "\ufeff//evil.com",
  ])("rejects the known trick %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("never accepts a hostile value that leaves the site (oracle: new URL(value, site).origin)", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const result = safeReturnPath(value);
        if (result === null) return;
        // What was accepted, and what is handed back, is a path on this site starting with one "/".
        for (const path of [value as string, result]) {
          expect(path).toMatch(/^\/(?![/\\])/);
          expect(staysOnSite(path)).toBe(true);
        }
        expect(new URL(result, SITE_ORIGIN).origin).toBe(SITE_ORIGIN);
      }),
      { numRuns: 3000 },
    );
  });

  it("is stable: an accepted path is accepted unchanged", () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeReturnPath(value);
        if (result !== null) expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts ordinary app paths", () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, hash) => {
        const value = `/${path.replace(/^\/+/, "")}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
        const result = safeReturnPath(value);
        if (!/(^|\/)\.\.?(\/|$)/.test(path)) expect(result).not.toBeNull();
      }),
    );
  });
});
