import { expect, test } from "@playwright/test";

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
    expect(response.headers()["content-security-policy"], path).toBe("frame-ancestors *");
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
