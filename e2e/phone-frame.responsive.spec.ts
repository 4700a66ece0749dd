import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LOCALES } from "../lib/i18n/config";
import en from "../messages/en.json";
import vi from "../messages/vi.json";

/**
 * The phone's frame (issue #35): a compact header that steps aside on the way down and returns on the
 * way up, a bottom tab bar (home, films, series, search, account), and home opening on its hero.
 */
test.beforeEach(({ isMobile }) => test.skip(!isMobile, "the phone's frame"));

const MESSAGES = { en, vi };
const tabBar = (page: Page, lang: "en" | "vi") =>
  page.getByRole("navigation", { name: MESSAGES[lang].nav.tabsLabel });

for (const lang of LOCALES) {
  test(`in ${lang} the header is one compact bar, every section one tap away`, async ({ page }) => {
    const m = MESSAGES[lang];
    await page.goto(`/${lang}`);
    const width = page.viewportSize()!.width;
    const header = page.locator('header[data-frame="header"]');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(100);
    // The sections the tab bar does not hold stay in the header, none cut off at the edge.
    for (const name of [m.nav.blog, m.nav.rewards, m.nav.leaderboard]) {
      const box = (await header.getByRole("link", { name, exact: true }).boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width, name).toBe(true);
    }
    const tabs = tabBar(page, lang);
    const height = page.viewportSize()!.height;
    for (const name of [m.nav.home, m.nav.movies, m.nav.series, m.nav.search, m.nav.account]) {
      const box = (await tabs.getByRole("link", { name }).boundingBox())!;
      expect(
        box.y + box.height <= height && box.height >= 44 && box.x >= 0 && box.x + box.width <= width,
        name,
      ).toBe(true);
    }
    await expect(tabs.getByRole("link", { name: m.nav.home })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: m.nav.series }).click();
    await expect(page).toHaveURL(/\/series$/);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(tabs.getByRole("link", { name: m.nav.series })).toHaveAttribute("aria-current", "page");
  });
}

test("home opens on its hero, right under the header", async ({ page }) => {
  await page.goto("/vi");
  const header = (await page.locator('header[data-frame="header"]').boundingBox())!;
  const hero = (await page.locator('[aria-roledescription="carousel"]').boundingBox())!;
  expect(hero.y - (header.y + header.height)).toBeLessThanOrEqual(32);
  // The slogan is still the page's heading for screen readers and search engines.
  await expect(page.getByRole("heading", { level: 1, name: vi.home.heading })).toBeAttached();
});

for (const [shape, size] of [
  ["portrait", null],
  ["landscape", { width: 915, height: 412 }],
] as const)
  test(`in ${shape} the header steps aside while scrolling down and comes back on the way up`, async ({
    page,
  }) => {
    if (size) await page.setViewportSize(size);
    await page.goto("/en/movies");
    const header = page.locator('header[data-frame="header"]');
    const onScreen = async () => {
      const box = (await header.boundingBox())!;
      return box.y + box.height > 1;
    };
    // As a viewer scrolls, a flick at a time (the first may come before the page's script listens).
    const scrollThen = (by: number) => async () => {
      await page.mouse.wheel(0, by);
      return onScreen();
    };
    await expect.poll(scrollThen(300)).toBe(false);
    await expect.poll(scrollThen(-100)).toBe(true);
  });

test("the tab bar's Search finds a title", async ({ page }) => {
  await page.goto("/en");
  await tabBar(page, "en").getByRole("link", { name: en.nav.search }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1, name: en.search.home })).toBeVisible();
  const box = page.getByRole("search", { name: en.search.home }).getByRole("combobox");
  await box.fill("orbit");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\/orbit$/);
  await expect(page.getByRole("link", { name: /The Quiet Orbit/ }).first()).toBeVisible();
});

test("the account tab asks a guest to sign in", async ({ page }) => {
  await page.goto("/vi");
  await tabBar(page, "vi").getByRole("link", { name: vi.nav.account }).click();
  await expect(page).toHaveURL(/\/profile\/info$/);
  await expect(tabBar(page, "vi").getByRole("link", { name: vi.nav.account })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("axe finds nothing serious on the phone's frame", async ({ page }) => {
  for (const path of ["/vi", "/en/search"]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .include('header[data-frame="header"]')
      .include('[data-frame="tabs"]')
      .include('[aria-roledescription="carousel"], form[role="search"]')
      .analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
