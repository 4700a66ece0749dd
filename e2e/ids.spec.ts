import { expect, test } from "@playwright/test";

/**
 * Issue #34: one id rule for pages and API (lib/contract/ids.ts). A page named by its id written
 * otherwise ("/movie/018", "+18") is sent for good to the canonical id by proxy.ts, slug, query and
 * language kept, before any page renders; the API refuses it as it refuses an unknown id.
 */

const FILM = "/movie/18/the-quiet-orbit";
const EPISODE = "/tvseries/1/house-of-silk-lanterns&ss=1&ep=2";

test("an id written otherwise goes for good to the canonical id, with its slug, query and language", async ({
  baseURL,
}) => {
  for (const [asked, expected] of [
    ["/movie/018/the-quiet-orbit?utm_source=x&t=1", `${FILM}?utm_source=x&t=1`],
    ["/vi/movie/+18/the-quiet-orbit", `/vi${FILM}`],
    ["/en/movie/+0018", "/en/movie/18"],
    ["/movie/%2B18", "/movie/18"],
    ["/en/tvseries/01/house-of-silk-lanterns&ss=1&ep=2", `/en${EPISODE}`],
    ["/blog/001", "/blog/1"],
    ["/vi/blog/category/+1/x?page=2", "/vi/blog/category/1/x?page=2"],
    ["/category/01?page=2", "/category/1?page=2"],
  ] as const) {
    // The Fetch API, as crawlers read a redirect (one Location header: runtime/single-location.mjs).
    const response = await fetch(new URL(asked, baseURL), { redirect: "manual" });
    expect({ asked, status: response.status }).toEqual({ asked, status: 308 });
    const target = new URL(response.headers.get("location")!, new URL(asked, baseURL));
    expect({ asked, target: target.pathname + target.search }).toEqual({ asked, target: expected });
    // Answered by the proxy, not by a page: no HTML, no script.
    expect(await response.text(), asked).not.toContain("<script");
  }
});

test("the redirect leads to the film's page as cached, and a browser lands on it", async ({
  page,
  request,
}) => {
  await request.get(`/en${FILM}`); // the page is in the cache from here on
  // A stale copy (its time ran out, or a test beside this one changed the catalogue) is rebuilt in
  // the background: ask again until the fresh one is in the cache.
  await expect(async () => {
    const landed = await request.get("/en/movie/018");
    expect(landed.status()).toBe(200);
    expect(new URL(landed.url()).pathname).toBe(`/en${FILM}`);
    expect(landed.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(landed.headers()["content-security-policy"]).toContain("'sha256-");
  }).toPass({ timeout: 15_000 });

  const response = await page.goto("/vi/movie/+18");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/vi${FILM}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
});

test("a segment that is no id stays a 404, without a redirect", async ({ baseURL }) => {
  for (const asked of ["/movie/0", "/movie/00", "/movie/-18", "/movie/1e1", "/movie/2147483648", "/blog/+"]) {
    const response = await fetch(new URL(asked, baseURL), { redirect: "manual" });
    expect({ asked, status: response.status }).toEqual({ asked, status: 404 });
  }
});

test("the API refuses an id written otherwise as it refuses an unknown one", async ({ request }) => {
  expect((await request.get("/api/movies/18")).status()).toBe(200);
  for (const path of ["/api/movies/018", "/api/movies/+18", "/api/movies/999999"]) {
    const response = await request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    expect(await response.json()).toEqual({ message: "Not found." });
  }
});
