/** @jest-environment node */
import fc from "fast-check";
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
