/**
 * What the fuzz specs share (issue #7): the hostile generators, the bounded property runner and the
 * page check (fuzz-pages.spec.ts, fuzz-api.spec.ts). Never a 500; a page's 4xx is its translated
 * not-found screen; a redirect stays on this site; an API's 4xx is JSON with a message.
 *
 * HTTP only (the `request` fixture, no browser). Runs per route: FC_NUM_RUNS, else 40.
 */ import { type APIRequestContext, type APIResponse } from "@playwright/test";
import fc from "fast-check";
import { unsafeText } from "../lib/test-unsafe-text";

export const NUM_RUNS =
  Number.isInteger(Number(process.env.FC_NUM_RUNS)) && Number(process.env.FC_NUM_RUNS) > 0
    ? Number(process.env.FC_NUM_RUNS)
    : 40;

/** Time per property: long enough for the runs asked for, short enough to keep the spec bounded. */
export const BUDGET_MS = 30_000 + NUM_RUNS * 500;

export const OIDC_ORIGIN = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3210}`;

// ── Generators ────────────────────────────────────────────────────────────────────────────────────

/** Values that have broken routers before: malformed escapes, numbers past every limit, traversal. */
export const NASTY = [
  "%E0%A4%A",
  "%",
  "%%",
  "%zz",
  "%0",
  "%00",
  "%FF",
  "%C0%AF",
  "%ED%A0%80",
  "%EF%BF%BD",
  "%2F",
  "%5C",
  "%2E%2E",
  "..%2F..%2F",
  "%2e%2e%5c",
  "..",
  ".",
  "\\",
  "..\\..\\",
  "%25",
  "%252F",
  "-1",
  "0",
  "00",
  "007",
  "1e3",
  "1e309",
  "-1e309",
  "99999999999999999999",
  "9007199254740993",
  "3.5",
  "-0",
  "NaN",
  "Infinity",
  "0x10",
  "+1",
  " 1",
  "1%20",
  "&",
  "&&&",
  "=",
  "&ss=",
  "&ss=1&ep=",
  "&ep=-1&ss=0",
  "&ss=99999999999999999999",
  "%26ss%3D2%26ep%3D3",
  "?",
  "%3F",
  "%23",
  "#",
  "ệ",
  "Quỹ đạo",
  "😀",
  "\u202e",
  "\u0000",
  "%01",
  "%07",
  "%09",
  "%0A",
  "%1B",
  "%7F",
  "%C2%85",
  "%C2%9B",
  "%E2%80%8E",
  "%E2%80%AE",
  "%E2%81%A6",
  "a%00b",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "'\"`",
  "%22%27%3C%3E",
  ";",
  "~",
  "en",
  "vi",
  "x".repeat(1500),
  "ệ".repeat(300),
  "%E0%A4%A".repeat(100),
];

/**
 * One raw value: a known nasty one, unicode, binary, text with control or bidirectional characters,
 * a number of any size, or a long string.
 */
export const rawValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: unsafeText },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...NASTY.slice(0, 60)), { minLength: 1, maxLength: 5 })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 1200 }) },
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) is written as U+FFFD. */
export function encode(value: string): string {
  return encodeURIComponent(value.replace(/\p{Surrogate}/gu, "\ufffd"));
}

/** As written (the URL parser escapes what it must), fully escaped, or escaped but for "%". */
export const asWritten = (value: string) =>
  fc.constantFrom(value, encode(value), encode(value).replace(/%25/g, "%"));

/** A path segment: never empty, so the route stays the one under test. */
export const segment: fc.Arbitrary<string> = rawValue
  .chain(asWritten)
  .map((s) => s.replace(/^[?#]+/, "") || "%E0%A4%A");

export const QUERY_KEYS = [
  "page",
  "per_page",
  "sort",
  "section",
  "genre",
  "year",
  "country",
  "period",
  "lang",
  "q",
  "ss",
  "ep",
  "auth",
  "prefill",
  "email",
  "username",
  "reason",
  "error",
  "callbackUrl",
  "vnp_ResponseCode",
  "vnp_TxnRef",
  "vnp_SecureHash",
  "vnp_Amount",
  "__proto__",
  "",
];

/** A query string: known and random keys, duplicated keys, empty values, bare keys, stray "&" and "=". */
export const queryString = (keys: readonly string[] = QUERY_KEYS) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: rawValue }),
        fc.oneof({ weight: 4, arbitrary: rawValue }, { weight: 1, arbitrary: fc.constant("") }),
        fc.constantFrom("pair", "pair", "pair", "bare", "raw"),
      ),
      { maxLength: 6 },
    )
    .chain((pairs) =>
      fc.tuple(
        ...pairs.map(([key, value, form]) => fc.tuple(asWritten(key), asWritten(value), fc.constant(form))),
      ),
    )
    .map((pairs) =>
      pairs
        .map(([key, value, form]) => {
          if (form === "bare") return key;
          // "raw": the value as written, where "&", "=" and "#" do what they do.
          return form === "raw" ? `${key}=${value}` : `${key}=${value.replace(/[&#]/g, encode)}`;
        })
        .join("&")
        .replace(/#/g, "%23"),
    );

// ── Oracles ───────────────────────────────────────────────────────────────────────────────────────

const NOT_FOUND_TITLES = ["Page not found | Cineva", "Không tìm thấy trang | Cineva"];

class Counterexample extends Error {}

export function fail(url: string, response: APIResponse, body: string, why: string): never {
  throw new Counterexample(
    `${why}\n  GET ${url}\n  → ${response.status()} ${response.headers()["content-type"] ?? ""}` +
      `${locationOf(response) ? ` location: ${locationOf(response)}` : ""}\n  body: ${JSON.stringify(body.slice(0, 300))}`,
  );
}

/** A GET answered as it is (no redirect followed, no throw on an error); a 5xx fails the property. */
export async function answerTo(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false, headers });
  const body = await response.text();
  if (response.status() >= 500) fail(url, response, body, "server error");
  return { response, body };
}

/** The redirect's target; several Location headers, even equal ones, are an error (runtime/single-location.mjs). */
export function locationOf(response: APIResponse): string | undefined {
  const values = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "location")
    .map((h) => h.value);
  if (values.length > 1) return `(several Location headers: ${values.join(" | ")})`;
  return values[0];
}

export function sameOrigin(location: string, baseURL: string) {
  try {
    return new URL(location, baseURL).origin === new URL(baseURL).origin;
  } catch {
    return false;
  }
}

/**
 * How many redirects a page address may take: Googlebot follows 10. Next strips one trailing slash per
 * redirect ("/x//" takes two before our own repair and slug redirects), so a hostile address can
 * need several; a loop is caught when an address comes round again.
 */
const MAX_HOPS = 10;

/** A page: < 500; a 4xx is the translated not-found page; a redirect stays here and leads somewhere sane. */
export async function checkPage(
  request: APIRequestContext,
  baseURL: string,
  url: string,
  seen: string[] = [],
): Promise<void> {
  const { response, body } = await answerTo(request, url);
  const status = response.status();
  if (status >= 300 && status < 400) {
    const location = locationOf(response);
    if (!location) fail(url, response, body, "redirect without a Location");
    if (!sameOrigin(location, baseURL)) fail(url, response, body, "redirect off the site");
    const next = new URL(location, new URL(url, baseURL)).toString();
    if (seen.includes(next) || next === new URL(url, baseURL).toString())
      fail(url, response, body, "redirect loop");
    if (seen.length >= MAX_HOPS) fail(url, response, body, `more than ${MAX_HOPS} redirects`);
    return checkPage(request, baseURL, next, [...seen, new URL(url, baseURL).toString()]);
  }
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? "";
  if (status >= 400) {
    // The not-found screen is in the HTML, or (when notFound() came from a route's data) in the RSC
    // payload the page renders from: its test id and translated title, written either way.
    const screen =
      body.includes('data-testid="not-found"') || body.includes('data-testid\\":\\"not-found\\"');
    const translated = NOT_FOUND_TITLES.some(
      (t) => title === t || body.includes(`\\"children\\":\\"${t}\\"`),
    );
    if (status !== 404 || !screen || !translated)
      fail(url, response, body, "a 4xx that is not the translated not-found page");
    return;
  }
  if (!title.trim() || !body.includes('data-frame="main"')) fail(url, response, body, "a blank page");
}

/** Runs the property; the failure names the shrunk URL, status and body. */
export async function property<T>(
  arb: fc.Arbitrary<T>,
  url: (value: T) => string,
  check: (url: string) => Promise<void>,
) {
  const result = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      await check(url(value));
    }),
    // Bounded: a slow page or a long shrink stops at the budget with the smallest failure so far.
    { numRuns: NUM_RUNS, interruptAfterTimeLimit: BUDGET_MS, markInterruptAsFailure: false },
  );
  if (result.failed) {
    const shrunk = result.counterexample ? url(result.counterexample[0]) : "?";
    const error =
      result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    throw new Error(
      `Property failed after ${result.numRuns} runs (seed ${result.seed}, path "${result.counterexample ? result.counterexamplePath : ""}")\n` +
        `Counterexample URL: ${shrunk}\n${error}`,
    );
  }
}
