import { expect, test } from "@playwright/test";
import { expectFrame } from "./frames";
import { crawl as get, header } from "./crawler";
import { LOCALES } from "../lib/i18n/config";
import { ROUTES } from "./routes";

/**
 * Issue #12: every public page has an explicit address per language ("/vi/movies"), which a crawler
 * sending neither cookie nor Accept-Language gets in that language, names itself canonical and its
 * sibling and the plain path by hreflang; the plain path keeps negotiating, privately.
 */

const FILM = "/movie/18/the-quiet-orbit";
const EPISODE = "/tvseries/1/house-of-silk-lanterns&ss=1&ep=2";
const address = (lang: string, path: string) => (path === "/" ? `/${lang}` : `/${lang}${path}`);

/** What a search engine's crawler sends: no cookie, no Accept-Language, no redirects followed. */
async function crawl(baseURL: string | undefined, path: string, headers: Record<string, string> = {}) {
  const fetched = await get(new URL(path, baseURL), headers);
  return {
    response: { status: fetched.status, headers: { get: (name: string) => header(fetched, name) } },
    html: fetched.body,
  };
}

const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&");
const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
const metaProperty = (html: string, property: string) =>
  [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]+)"`, "g"))].map((m) =>
    m[1]!.replace(/&amp;/g, "&"),
  );
function alternatesOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  // Normalised: Next writes the x-default of home as "http://host", the same URL as "http://host/".
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g))
    out[m[1]!] = new URL(m[2]!.replace(/&amp;/g, "&")).href;
  return out;
}

test("every page of product §2.2 has an address per language that needs no cookie or Accept-Language", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const route of ROUTES) {
    for (const lang of LOCALES) {
      const path = address(lang, route.path);
      const { response, html } = await crawl(baseURL, path);
      expect(response.status, path).toBe(route.status);
      // A 404's HTML is Next's shell, filled in by the browser (Next #62228): routes.spec checks it there.
      if (route.status !== 200) continue;
      expect(htmlLang(html), path).toBe(lang);
      expect(titleOf(html), path).toBe(route.title[lang]);
    }
  }
});

test("each language version is its own canonical and names its sibling and the plain path", async ({
  baseURL,
}) => {
  for (const path of ["/", "/movies", "/reward", "/terms-and-conditions", FILM, EPISODE]) {
    for (const lang of LOCALES) {
      const own = address(lang, path);
      const { html } = await crawl(baseURL, own);
      // `npm test` builds with the e2e server's address as NEXT_PUBLIC_SITE_URL, as a deployment would.
      const site = new URL(baseURL!).origin;
      expect(canonicalOf(html), own).toBe(`${site}${own}`);
      expect(alternatesOf(html), own).toEqual({
        en: `${site}${address("en", path)}`,
        vi: `${site}${address("vi", path)}`,
        "x-default": new URL(path, site).href,
      });
      expect(metaProperty(html, "og:locale"), own).toEqual([lang === "vi" ? "vi_VN" : "en_GB"]);
      expect(metaProperty(html, "og:locale:alternate"), own).toEqual([lang === "vi" ? "en_GB" : "vi_VN"]);
      expect(metaProperty(html, "og:url"), own).toEqual([`${site}${own}`]);
    }
  }
  // The plain path, negotiated, names the explicit address of the language it was shown in.
  const { html } = await crawl(baseURL, FILM, { cookie: "NEXT_LOCALE=vi" });
  expect(htmlLang(html)).toBe("vi");
  expect(canonicalOf(html)).toBe(`${new URL(baseURL!).origin}/vi${FILM}`);
});

test("the structured data of a title speaks the language of its address", async ({ baseURL }) => {
  const { html } = await crawl(baseURL, `/vi${FILM}`);
  const site = new URL(baseURL!).origin;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  const data = blocks.flat() as Record<string, unknown>[];
  const movie = data.find((item) => item["@type"] === "Movie");
  expect(movie).toMatchObject({ name: "Quỹ đạo lặng im", inLanguage: "vi", url: `${site}/vi${FILM}` });
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as {
    itemListElement: { name: string; item: string }[];
  };
  expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
    ["Trang chủ", `${site}/vi`],
    ["Phim lẻ", `${site}/vi/movies`],
    ["Quỹ đạo lặng im", `${site}/vi${FILM}`],
  ]);
});

test("a shared cache may keep an explicit address, never a negotiated answer", async ({ baseURL }) => {
  for (const path of [
    `/vi${FILM}`,
    `/en${FILM}`,
    "/vi",
    `${FILM}?lang=vi`,
    "/vi/movies",
    "/en/movies?page=2",
    "/vi/blog",
    "/en/leaderboard?period=month",
    "/en/search/moon",
  ]) {
    const { response } = await crawl(baseURL, path);
    expect(response.headers.get("cache-control"), path).toMatch(/^s-maxage=\d+/);
  }
  const viewers: Record<string, string>[] = [
    {},
    { cookie: "NEXT_LOCALE=vi" },
    { "accept-language": "vi-VN,vi" },
  ];
  for (const headers of viewers) {
    for (const path of [
      "/",
      FILM,
      EPISODE,
      "/reward",
      "/movies?page=2",
      "/blog",
      "/leaderboard?period=all",
    ]) {
      const { response } = await crawl(baseURL, path, headers);
      expect(response.headers.get("cache-control"), path).toMatch(/^private\b/);
    }
  }
  // Pages rendered per request stay unstorable at either kind of address.
  for (const path of ["/top-up", "/vi/top-up", "/vi/profile/info"]) {
    const { response } = await crawl(baseURL, path);
    expect(response.headers.get("cache-control"), path).toMatch(/no-store/);
  }
});

test("a wrong or missing slug at an explicit address goes to the canonical one in the same language", async ({
  baseURL,
}) => {
  for (const [asked, expected] of [
    [`/vi/movie/18`, `/vi${FILM}`],
    [`/en/movie/18/wrong-slug`, `/en${FILM}`],
    [`/vi/tvseries/1/wrong&ss=1&ep=2`, `/vi${EPISODE}`],
    [`/movie/18/wrong-slug`, FILM],
  ] as const) {
    // The Fetch API, as crawlers and proxies built on it read a redirect: two Location headers would
    // come out joined ("a, a") and lead nowhere (runtime/single-location.mjs).
    const response = await fetch(new URL(asked, baseURL), { redirect: "manual" });
    expect(response.status, asked).toBe(308);
    const location = response.headers.get("location")!;
    expect(new URL(location, new URL(asked, baseURL)).pathname, asked).toBe(
      new URL(expected, baseURL).pathname,
    );
  }
});

test("an explicit address keeps its frame, guard, nonce and embedding rules", async ({ page, baseURL }) => {
  const prompt = await page.goto("/vi/profile/info");
  expect(prompt?.status()).toBe(200);
  await expect(page).toHaveTitle("Đăng nhập | Cineva");
  await expect(page).toHaveURL(/\/vi\/profile\/info$/);

  await page.goto("/vi/blank-privacy-policy");
  await expectFrame(page, "blank");
  const blank = await crawl(baseURL, "/vi/blank-leaderboard");
  expect(blank.response.headers.get("x-frame-options")).toBeNull();
  expect(blank.response.headers.get("content-security-policy")).toContain("frame-ancestors *");
  // Served from the cache: the hash policy of cached pages (runtime/csp-cache-handler.mjs).
  expect(blank.response.headers.get("content-security-policy")).toMatch(/'sha256-[^']+'/);
  const header = await crawl(baseURL, "/vi/header-leaderboard");
  expect(header.response.headers.get("x-frame-options")).toBe("DENY");
});

test("a visitor from a search result keeps that language; the selector goes to the sibling address", async ({
  page,
}) => {
  await page.goto("/vi/movies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phim lẻ");
  // Nothing was saved before, so the address's language becomes the viewer's choice.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE")?.value)
    .toBe("vi");
  await page
    .getByRole("navigation", { name: "Điều hướng chính" })
    .getByRole("link", { name: "Blog" })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");

  await page.goto("/vi/movies");
  await page.getByTestId("language-selector").first().selectOption("en");
  await expect(page).toHaveURL(/\/en\/movies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movies");
  expect(await page.evaluate(() => localStorage.getItem("cineva_language"))).toBe("en");
});
