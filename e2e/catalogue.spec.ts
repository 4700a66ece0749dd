import { expect, test } from "@playwright/test";

test("home shows the hero and rows of real titles that lead to their pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Watch now" }).first()).toBeVisible();
  const row = page.getByRole("region", { name: "New Releases" });
  await expect(row.getByRole("article").first()).toBeVisible();
  expect(await row.getByRole("article").count()).toBeGreaterThan(4);
  const first = row.getByRole("link").nth(1);
  await expect(first).toHaveAttribute("href", /^\/(movie|tvseries)\/\d+\/[a-z0-9-]+$/);
});

test("home in Vietnamese names titles in Vietnamese", async ({ page }) => {
  await page.goto("/?lang=vi");
  await expect(page.getByRole("region", { name: "Mới ra mắt" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByText("Quỹ đạo lặng im").first()).toBeVisible();
});

test("the movie listing filters by the URL and pages with real links", async ({ page }) => {
  await page.goto("/movies");
  await expect(page.getByText(/^\d+ titles$/)).toBeVisible();
  const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
  await next.click();
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expect(
    page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }),
  ).toHaveAttribute("aria-current", "page");

  // The form in the page (a desktop's): the phone's copy sits in the closed filter sheet.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("Sort by", { exact: true }).selectOption("rating");
  await filters.getByLabel("Country", { exact: true }).selectOption("VN");
  await filters.getByRole("button", { name: "Apply" }).click();
  // The address holds the choices only: the fields left at "Any" are not in it.
  await expect(page).toHaveURL(/\/movies\?country=VN&sort=rating$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("bad listing parameters are ignored, never an error", async ({ page }) => {
  const response = await page.goto("/movies?year=abc&sort=zzz&page=-4&country=Vietnam");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("article").first()).toBeVisible();
  // Filters that are valid but match nothing say so.
  await page.goto("/movies?year=1870");
  await expect(page.getByText("No titles match these filters.")).toBeVisible();
  // A genre that does not exist, or a page past the last, names nothing: a 404 (lib/query-address.ts).
  expect((await page.goto("/movies?genre=999999"))?.status()).toBe(404);
  expect((await page.goto("/series?page=99999"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a category without its slug goes to the canonical address", async ({ page }) => {
  const response = await page.goto("/category/1");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/category\/1\/[a-z0-9-]+$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  expect((await page.goto("/category/999999"))?.status()).toBe(404);
});

test("search finds a Vietnamese title typed without accents", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search films, series and articles" });
  await search.fill("quy dao");
  await search.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “quy dao”");
  await expect(page.getByRole("region", { name: "Films" }).getByRole("article").first()).toContainText(
    "The Quiet Orbit",
  );
});

test("search finds the same title typed with its accents, in Vietnamese", async ({ page }) => {
  await page.goto(`/search/${encodeURIComponent("Quỹ đạo")}?lang=vi`);
  await expect(page.getByRole("region", { name: "Phim lẻ" }).getByRole("article").first()).toContainText(
    "Quỹ đạo lặng im",
  );
});

test("the sitemap index leads to the seeded titles in both languages, and robots.txt points to it", async ({
  request,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const children = [...(await index.text()).matchAll(/<loc>[^<]*(\/sitemap\/\d+\.xml)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  expect(children[0]).toBe("/sitemap/0.xml");
  const xml = (await Promise.all(children.map(async (child) => (await request.get(child)).text()))).join("");
  expect(xml).toContain("/en/movie/18/the-quiet-orbit</loc>");
  expect(xml).toContain("/vi/movie/18/the-quiet-orbit</loc>");
  expect(xml).toMatch(/hreflang="x-default" href="https?:\/\/[^/"]+\/movie\/18\/the-quiet-orbit"/);
  expect(xml).toMatch(/\/vi\/tvseries\/\d+\/[a-z0-9-]+&amp;ss=1&amp;ep=1<\/loc>/);
  expect(xml).toMatch(/\/en\/category\/\d+\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/\/vi\/blog\/\d+\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain('hreflang="vi"');
  expect((await request.get(`/sitemap/${children.length}.xml`)).status()).toBe(404);
  expect((await request.get("/sitemap/x.xml")).status()).toBe(404);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /profile");
  expect(robots).toContain("Disallow: /vi/profile");
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
