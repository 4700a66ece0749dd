/**
 * Bad input (issue #7): fast-check throws hostile query strings at every GET of the API and the
 * routes outside the OpenAPI document on the production server (fuzz-kit.ts says what passes).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { VIEWER } from "./accounts";
import {
  answerTo,
  BUDGET_MS,
  NUM_RUNS,
  OIDC_ORIGIN,
  fail,
  locationOf,
  property,
  queryString,
  sameOrigin,
  segment,
} from "./fuzz-kit";

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
  const { response, body } = await answerTo(request, url, token ? { Authorization: `Bearer ${token}` } : {});
  const status = response.status();
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
  // Each test runs one property: its budget, and a minute to start and report.
  test.describe.configure({ mode: "parallel", timeout: BUDGET_MS + 60_000 });

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
        const { response, body } = await answerTo(request, url);
        const location = locationOf(response);
        // Only the OpenID provider standing in for Google is another origin worth going to.
        if (location !== undefined && !sameOrigin(location, baseURL!) && !sameOrigin(location, OIDC_ORIGIN))
          fail(url, response, body, "redirect off the site");
      },
    );
  });

  test("the other GET routes outside the OpenAPI document", async ({ request }) => {
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
        await answerTo(request, url);
      },
    );
  });
});
