/**
 * fast-check arbitraries for return addresses an attacker would try (issue #7, "Bad input"): used by
 * the property tests of every place that accepts a return path or callback URL. Test code only.
 */
import fc from "fast-check";

/** The origin every oracle resolves against: an accepted value must keep the browser here. */
export const SITE_ORIGIN = "https://cineva.example";

/** Pieces that, glued together, make the known open-redirect tricks and many unknown ones. */
const PIECES = [
  "/",
  "//",
  "\\",
  "\\\\",
  "/\\",
  ".",
  "..",
  "%2F",
  "%2f",
  "%5C",
  "%5c",
  "%2E",
  "%252F",
  "%09",
  "%0A",
  "%00",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u00a0",
  "\u3000",
  "\u2028",
  "\ufeff",
  "@",
  ":",
  "?",
  "#",
  "&",
  "evil.com",
  "evil.com:443",
  "user@evil.com",
  "user:pass@",
  "cineva.example",
  "cineva.example.evil.com",
  "https:",
  "http:",
  "https://",
  "javascript:",
  "JAVASCRIPT:",
  "java\tscript:",
  " javascript:",
  "data:",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:",
  "file:",
  "alert(1)",
  "profile",
  "top-up",
  "ệ",
  "\u202e",
] as const;

/** Any string, weighted towards the pieces above. */
export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join("")) },
  {
    weight: 3,
    arbitrary: fc.array(fc.constantFrom(...PIECES), { maxLength: 7 }).map((p) => `/${p.join("")}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("http", "https", "HTTPS", "javascript", "data", "ftp"), fc.webUrl())
      .map(([scheme, url]) => url.replace(/^https?/, scheme)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom("//", "/\\", "\\\\", "\\/", "/\t/", "/\n/", " //", "/%2F/"), fc.domain())
      .map(([prefix, host]) => `${prefix}${host}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
);

/** The same, plus values that are not strings at all (storage, JSON and query parsers hand those over). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileUrl },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, 0, 42, true, [], {}, ["/"], { pathname: "/" }) },
);

/** True when following `value` from a page of SITE_ORIGIN stays on SITE_ORIGIN. */
export function staysOnSite(value: string, origin = SITE_ORIGIN): boolean {
  try {
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}
