/**
 * Bad input (issue #7): fast-check throws hostile path segments and query strings at every dynamic
 * route of product §2.2 on the production server (fuzz-kit.ts says what passes).
 */
import { test } from "@playwright/test";
import fc from "fast-check";
import { BUDGET_MS, checkPage, property, queryString, segment, rawValue, encode } from "./fuzz-kit";

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────────

/** A film and a series the demo seeds, so that the slug and season handling is reached too. */
const SEEDED = { movie: 1, series: 1, section: 1, post: 1, category: 1 };

const PAGE_ROUTES: { name: string; arb: fc.Arbitrary<string> }[] = [
  { name: "/movie/{id}", arb: segment.map((id) => `/movie/${id}`) },
  { name: "/movie/{id}/{slug}", arb: fc.tuple(segment, segment).map(([id, s]) => `/movie/${id}/${s}`) },
  {
    name: "/movie/{seeded}/{slug}/{more}",
    arb: fc.tuple(segment, segment).map(([s, t]) => `/movie/${SEEDED.movie}/${s}/${t}`),
  },
  {
    name: "/tvseries/{id}/{slug}&ss=&ep=",
    arb: fc
      .tuple(segment, segment, rawValue, rawValue)
      .map(([id, s, ss, ep]) => `/tvseries/${id}/${s}&ss=${encode(ss)}&ep=${encode(ep)}`),
  },
  {
    name: "/tvseries/{seeded}/{slug}&ss=&ep=",
    arb: fc
      .tuple(
        segment,
        fc.oneof(rawValue, fc.nat().map(String)),
        fc.oneof(rawValue, fc.nat().map(String)),
        fc.boolean(),
      )
      .map(
        ([s, ss, ep, raw]) =>
          `/tvseries/${SEEDED.series}/${s}&ss=${raw ? ss : encode(ss)}&ep=${raw ? ep : encode(ep)}`,
      ),
  },
  {
    name: "/category/{id}/{slug?}",
    arb: fc.tuple(segment, fc.option(segment)).map(([id, s]) => `/category/${id}${s ? `/${s}` : ""}`),
  },
  { name: "/category/{seeded}?query", arb: queryString().map((q) => `/category/${SEEDED.section}?${q}`) },
  { name: "/search/{q}", arb: segment.map((q) => `/search/${q}`) },
  {
    name: "/blog/{id}/{slug?}",
    arb: fc.tuple(segment, fc.option(segment)).map(([id, s]) => `/blog/${id}${s ? `/${s}` : ""}`),
  },
  {
    name: "/blog/category/{id}/{slug?}",
    arb: fc.tuple(segment, fc.option(segment)).map(([id, s]) => `/blog/category/${id}${s ? `/${s}` : ""}`),
  },
  {
    name: "/blog/category/{seeded}?page",
    arb: queryString().map((q) => `/blog/category/${SEEDED.category}?${q}`),
  },
  { name: "/blog?page", arb: queryString().map((q) => `/blog?${q}`) },
  { name: "/movies?query", arb: queryString().map((q) => `/movies?${q}`) },
  { name: "/series?query", arb: queryString().map((q) => `/series?${q}`) },
  { name: "/leaderboard?period&page", arb: queryString().map((q) => `/leaderboard?${q}`) },
  {
    name: "/blank-* and /header-* ?query",
    arb: fc
      .tuple(
        fc.constantFrom(
          "/blank-terms-and-conditions",
          "/blank-privacy-policy",
          "/blank-payment-policy",
          "/blank-leaderboard",
          "/header-terms-and-conditions",
          "/header-privacy-policy",
          "/header-leaderboard",
        ),
        queryString(),
      )
      .map(([path, q]) => `${path}?${q}`),
  },
  { name: "/topup/result?vnp_*", arb: queryString().map((q) => `/topup/result?${q}`) },
  {
    name: "signed out: /top-up, /profile/*, /auth-required",
    arb: fc
      .tuple(
        fc.constantFrom("/top-up", "/auth-required", "/profile", "/profile/info", "/profile/"),
        fc.option(segment),
        queryString(),
      )
      .map(([path, s, q]) => `${path}${s && path.startsWith("/profile") ? `/${s}` : ""}?${q}`),
  },
  {
    name: "static pages ?lang= and any query",
    arb: fc
      .tuple(
        fc.constantFrom(
          "/",
          "/recommended",
          "/reward",
          "/cinema",
          "/download",
          "/user/delete-account",
          "/terms-and-conditions",
        ),
        queryString(["lang", "page", "auth", "prefill", "error", "callbackUrl"]),
      )
      .map(([path, q]) => `${path}?${q}`),
  },
  {
    name: "unknown paths and /{en|vi}/…",
    // At the root a segment must not start with "/" or "\": a URL parser reads "/\x" and "//x" as
    // an address on another host "x", which no browser would ask this site for.
    arb: fc
      .tuple(fc.constantFrom("", "/vi", "/en", "/no/such"), segment)
      .map(([p, s]) => `${p}/${p ? s : s.replace(/^[\\/]+/, "") || "%E0%A4%A"}`),
  },
];

test.describe("hostile page addresses never give a 500", () => {
  test.describe.configure({ mode: "parallel" });
  for (const route of PAGE_ROUTES) {
    test(route.name, async ({ request, baseURL }) => {
      test.setTimeout(BUDGET_MS + 60_000);
      await property(
        route.arb,
        (path) => path,
        (url) => checkPage(request, baseURL!, url),
      );
    });
  }
});
