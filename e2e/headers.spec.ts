import { createHash } from "node:crypto";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { signInWith, VIEWER } from "./accounts";

/** Every Content-Security-Policy a response carries (a browser enforces each of them). */
function policies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "content-security-policy")
    .map((header) => header.value);
}

/** The script sources of the response's one policy (issue #13: never a second, looser one beside it). */
function scriptPolicy(response: APIResponse): string[] {
  const all = policies(response);
  expect(all, `one policy, not ${JSON.stringify(all)}`).toHaveLength(1);
  return all[0]!
    .replace(/^.*script-src /, "")
    .split(";")[0]!
    .split(" ");
}

/** The executable inline scripts of a page, as a browser hashes them. */
function inlineScripts(html: string): { text: string; attributes: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc=/.test(match[1]!) && !/type="application\/ld\+json"/.test(match[1]!))
    .map((match) => ({ attributes: match[1]!, text: match[2]! }));
}

/** Whether a script injected after load, inline or as an event handler attribute, got to run. */
async function injectedScriptRuns(
  page: Page,
): Promise<{ inline: boolean; handler: boolean; reported: boolean }> {
  return page.evaluate(async () => {
    const state = window as unknown as { __inline?: number; __handler?: number };
    let violations = 0;
    document.addEventListener("securitypolicyviolation", () => (violations += 1));
    const script = document.createElement("script");
    script.textContent = "window.__inline = 1";
    document.body.append(script);
    document.body.insertAdjacentHTML("beforeend", '<img alt="" src="data:," onerror="window.__handler = 1">');
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { inline: state.__inline === 1, handler: state.__handler === 1, reported: violations > 0 };
  });
}

test("every page refuses to be framed, except the embeddable /blank-* pages", async ({ request }) => {
  for (const path of ["/", "/movies", "/leaderboard", "/terms-and-conditions", "/header-leaderboard"]) {
    const response = await request.get(path);
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
  }
  for (const path of [
    "/blank-leaderboard",
    "/blank-terms-and-conditions?lang=vi",
    "/blank-privacy-policy",
    "/blank-payment-policy",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors *");
    expect(response.headers()["content-security-policy"], path).not.toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"], path).toBeUndefined();
  }
});

test("responses carry nosniff, a strict referrer policy and a permissions policy", async ({ request }) => {
  for (const path of ["/", "/api/health", "/locales/en/translation.json"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("a blank page really shows inside another site's frame, and a normal page does not", async ({
  page,
  baseURL,
}) => {
  // An embedding app's page on another origin (localhost vs 127.0.0.1, both on this machine, so
  // Chromium's private-network rules stay out of it), served by the test itself.
  const embedder = new URL(baseURL!.replace("127.0.0.1", "localhost"));
  embedder.pathname = "/embedder-test-page";
  await page.route(embedder.href, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<iframe id="blank" src="${baseURL}/blank-leaderboard"></iframe><iframe id="main" src="${baseURL}/leaderboard"></iframe>`,
    }),
  );
  await page.goto(embedder.href);
  await expect(page.frameLocator("#blank").getByRole("heading", { level: 1 })).toHaveText("Leaderboard");
  await page.waitForTimeout(1000);
  await expect(page.frameLocator("#main").getByRole("heading", { level: 1 })).toHaveCount(0);
});

test("cached pages carry the hash of each inline script they run, and nothing else inline runs", async ({
  request,
  page,
}) => {
  for (const path of [
    "/",
    "/terms-and-conditions",
    "/movie/18/the-quiet-orbit",
    "/blank-privacy-policy",
    "/movies",
    "/series?sort=popular&genre=1",
  ]) {
    let response = await request.get(path); // an ISR page is cached from its first visit on
    // One older than its revalidate time (late in a long run) answers STALE while it regenerates.
    await expect
      .poll(async () => (response = await request.get(path)).headers()["x-nextjs-cache"], { message: path })
      .toBe("HIT");
    const sources = scriptPolicy(response);
    expect(sources, path).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(await response.text());
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { text } of scripts) {
      expect(sources, `${path}: ${text.slice(0, 60)}`).toContain(
        `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`,
      );
    }
  }
  await page.goto("/movie/18/the-quiet-orbit");
  await expect(page.getByTestId("play")).toBeVisible();
  expect(await injectedScriptRuns(page)).toEqual({ inline: false, handler: false, reported: true });
});

test("pages rendered per request get a fresh nonce on every script, with 'strict-dynamic'", async ({
  request,
}) => {
  for (const path of ["/top-up", "/topup/result", "/auth-required", "/verify-email", "/vi/profile/info"]) {
    const nonces: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
      const sources = scriptPolicy(response);
      expect(sources, path).toContain("'strict-dynamic'");
      const nonce = /^'nonce-(.+)'$/.exec(sources.find((source) => source.startsWith("'nonce-")) ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.push(nonce!);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
        (match) => !/type="application\/ld\+json"/.test(match[1]!),
      );
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [tag, attributes] of scripts)
        expect(attributes, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0], path).not.toBe(nonces[1]);
  }
});

test("a signed-in viewer's money and profile pages run under the nonce policy, and injected scripts do not", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await signInWith(page, VIEWER);
  await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
  for (const path of ["/top-up", "/profile/info", "/profile/history"]) {
    const response = await page.goto(path);
    expect(await response!.headerValue("content-security-policy"), path).toContain("'strict-dynamic'");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
  expect(violations).toEqual([]);
  // 'strict-dynamic' trusts a script that running code adds through the DOM (that is how Next loads
  // its chunks); what it refuses is injected markup, such as an on…= attribute.
  expect(await injectedScriptRuns(page)).toMatchObject({ handler: false, reported: true });
});
