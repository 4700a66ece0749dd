/**
 * Bad input (issue #7): fast-check throws hostile path segments and query strings at every dynamic
 * route of SPEC §2 and every GET of the API on the production server. Never a 500; a page's 4xx is
 * its translated not-found screen; a redirect stays on this site; an API's 4xx is JSON with a message.
 *
 * HTTP only (the `request` fixture, no browser). Runs per route: FC_NUM_RUNS, else 40.
 */
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import fc from "fast-check";
import { VIEWER } from "./accounts";

const NUM_RUNS =
  Number.isInteger(Number(process.env.FC_NUM_RUNS)) && Number(process.env.FC_NUM_RUNS) > 0
    ? Number(process.env.FC_NUM_RUNS)
    : 40;

/** Time per property: long enough for the runs asked for, short enough to keep the spec bounded. */
const BUDGET_MS = 30_000 + NUM_RUNS * 500;

const OIDC_ORIGIN = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3210}`;

// ── Generators ────────────────────────────────────────────────────────────────────────────────────

/** Values that have broken routers before: malformed escapes, numbers past every limit, traversal. */
const NASTY = [
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

/** One raw value: a known nasty one, unicode, binary, a number of any size, or a long string. */
const rawValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
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
function encode(value: string): string {
  return encodeURIComponent(value.replace(/\p{Surrogate}/gu, "\ufffd"));
}

/** As written (the URL parser escapes what it must), fully escaped, or escaped but for "%". */
const asWritten = (value: string) =>
  fc.constantFrom(value, encode(value), encode(value).replace(/%25/g, "%"));

/** A path segment: never empty, so the route stays the one under test. */
const segment: fc.Arbitrary<string> = rawValue
  .chain(asWritten)
  .map((s) => s.replace(/^[?#]+/, "") || "%E0%A4%A");

const QUERY_KEYS = [
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
const queryString = (keys: readonly string[] = QUERY_KEYS) =>
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

function fail(url: string, response: APIResponse, body: string, why: string): never {
  throw new Counterexample(
    `${why}\n  GET ${url}\n  → ${response.status()} ${response.headers()["content-type"] ?? ""}` +
      `${locationOf(response) ? ` location: ${locationOf(response)}` : ""}\n  body: ${JSON.stringify(body.slice(0, 300))}`,
  );
}

/**
 * The redirect's target. Next sometimes sends the same Location header twice (a redirect from a
 * page): browsers follow it; two different ones would be an error.
 */
function locationOf(response: APIResponse): string | undefined {
  const values = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "location")
    .map((h) => h.value);
  if (new Set(values).size > 1) return `(several Location headers: ${values.join(" | ")})`;
  return values[0];
}

function sameOrigin(location: string, baseURL: string) {
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
async function checkPage(
  request: APIRequestContext,
  baseURL: string,
  url: string,
  seen: string[] = [],
): Promise<void> {
  const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
  const status = response.status();
  const body = await response.text();
  if (status >= 500) fail(url, response, body, "server error");
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
async function property<T>(
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

// ── API ───────────────────────────────────────────────────────────────────────────────────────────

type Operation = { path: string; query: string[]; html: boolean };

/** An API answer: < 500; a 4xx is JSON with a message (the sandbox's HTML pages answer in HTML). */
async function checkApi(
  request: APIRequestContext,
  baseURL: string,
  url: string,
  token: string | null,
  html = false,
  hops = 2,
): Promise<void> {
  const response = await request.get(url, {
    maxRedirects: 0,
    failOnStatusCode: false,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const status = response.status();
  const body = await response.text();
  if (status >= 500) fail(url, response, body, "server error");
  if (status >= 300 && status < 400) {
    const location = locationOf(response) ?? "";
    if (!sameOrigin(location, baseURL)) fail(url, response, body, "redirect off the site");
    if (hops === 0) fail(url, response, body, "redirect loop");
    return checkApi(request, baseURL, new URL(location, baseURL).toString(), token, html, hops - 1);
  }
  if (status >= 400) {
    // The sandbox's pages answer in HTML; so does the site's 404 for a media path no route takes
    // ("/images/" with nothing after it). Under /api/ it is always JSON.
    const isHtml = (response.headers()["content-type"] ?? "").startsWith("text/html");
    if (isHtml && (html || (status === 404 && !new URL(url, baseURL).pathname.startsWith("/api/")))) return;
    let message: unknown;
    try {
      message = (JSON.parse(body) as { message?: unknown }).message;
    } catch {
      fail(url, response, body, "a 4xx whose body is not JSON");
    }
    if (typeof message !== "string" || !message) fail(url, response, body, "a 4xx without a message");
  }
}

test.describe("hostile API queries never give a 500", () => {
  test.describe.configure({ mode: "parallel" });

  test("every GET of the OpenAPI document, signed in and out", async ({ request, baseURL }) => {
    test.setTimeout(BUDGET_MS * 12 + 60_000);
    const doc = (await (await request.get("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string }[];
            responses?: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    };
    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const get = methods.get;
      if (!get) continue;
      const html = Object.values(get.responses ?? {}).some((r) =>
        Object.keys(r.content ?? {}).includes("text/html"),
      );
      operations.push({
        path,
        query: (get.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        html,
      });
    }
    expect(operations.length).toBeGreaterThan(20);

    const login = await request.post("/api/login", {
      data: { phone_number: VIEWER.phone, password: VIEWER.password },
    });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { access_token: string }).access_token;

    const runs = Math.max(5, Math.ceil(NUM_RUNS / 4));
    for (const op of operations) {
      const arb = fc.tuple(
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        queryString([...op.query, "page", "lang"]),
        fc.boolean(),
      );
      const urlOf = ([segments, q]: [string[], string, boolean]) => {
        let i = 0;
        return `${op.path.replace(/\{[^}]+\}/g, () => segments[i++]!)}?${q}`;
      };
      const result = await fc.check(
        fc.asyncProperty(arb, async (value) => {
          await checkApi(request, baseURL!, urlOf(value), value[2] ? token : null, op.html);
        }),
        { numRuns: runs, interruptAfterTimeLimit: BUDGET_MS / 4, markInterruptAsFailure: false },
      );
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(
          `GET ${op.path}: property failed (seed ${result.seed})\nCounterexample URL: ${result.counterexample ? urlOf(result.counterexample[0]) : "?"}\n${error}`,
        );
      }
    }
  });

  test("next-auth's GET routes and callbackUrl", async ({ request, baseURL }) => {
    test.setTimeout(BUDGET_MS + 60_000);
    const arb = fc.tuple(
      fc.constantFrom(
        "signin",
        "signin/google",
        "signout",
        "session",
        "csrf",
        "providers",
        "error",
        "callback/google",
        "verify-request",
        "nope",
      ),
      queryString(["callbackUrl", "error", "code", "state", "csrf", "json"]),
    );
    await property(
      arb,
      ([route, q]) => `/api/auth/${route}?${q}`,
      async (url) => {
        const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
        const body = await response.text();
        if (response.status() >= 500) fail(url, response, body, "server error");
        const location = locationOf(response);
        // Only the OpenID provider standing in for Google is another origin worth going to.
        if (location !== undefined && !sameOrigin(location, baseURL!) && !sameOrigin(location, OIDC_ORIGIN))
          fail(url, response, body, "redirect off the site");
      },
    );
  });

  test("the other GET routes outside the OpenAPI document", async ({ request }) => {
    test.setTimeout(BUDGET_MS + 60_000);
    const arb = fc.tuple(
      fc.constantFrom(
        "/locales/{}/translation.json",
        "/images/{}",
        "/media/{}",
        "/images/posters/{}",
        "/api/{}",
        "/sitemap.xml?{}",
        "/sitemap/{}",
        "/sitemap/{}.xml",
        "/robots.txt?{}",
        "/api/health?{}",
        "/api/openapi.json?{}",
      ),
      segment,
    );
    await property(
      arb,
      ([template, s]) => template.replace("{}", s),
      async (url) => {
        const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
        const body = await response.text();
        if (response.status() >= 500) fail(url, response, body, "server error");
      },
    );
  });
});
