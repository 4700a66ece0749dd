import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DISTRIBUTOR, VIEWER } from "./accounts";
import { LOCALES, type Locale } from "../lib/i18n/config";

/**
 * No page scrolls sideways (issue #35): every page of the site at the widths people use, phones held
 * either way up, in both languages (Vietnamese labels run longest). One browser page per group,
 * loaded once per address and then resized through every width, so the whole sweep stays short.
 */

const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
];
const SCREENS = [
  ...PHONES,
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  // The phones turned sideways.
  ...PHONES.map(({ width, height }) => ({ width: height, height: width })),
];

const PUBLIC = [
  "/",
  "/movies",
  "/series",
  // The list with long Vietnamese choices in force: their chips and the form's selects.
  "/movies?section=1&genre=3&year=2024&country=KR&sort=popular",
  "/category/1/trending-now",
  "/search/b%E1%BB%91%20gi%C3%A0",
  "/movie/18/the-quiet-orbit",
  "/tvseries/1/house-of-silk-lanterns&ss=1&ep=2",
  "/recommended",
  "/blog",
  "/blog/1",
  "/blog/category/1",
  "/leaderboard",
  "/reward",
  "/download",
  "/cinema",
  "/terms-and-conditions",
  "/privacy-policy",
  "/payment-policy",
  "/topup/result",
  "/user/delete-account",
  "/blank-leaderboard",
  "/header-privacy-policy",
  "/no/such/page",
];

const PROFILE = [
  "/profile/info",
  "/profile/history",
  "/profile/favorites",
  "/profile/invites",
  "/profile/distributor",
  "/top-up",
  "/reward",
];

/** The page in a language: /vi/… and /en/… are the site's own addresses for each. */
function inLanguage(path: string, lang: Locale) {
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

async function signIn(page: Page, account: { phone: string; password: string }) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/phone", {
    form: { csrfToken, phone: account.phone, password: account.password, remember: "false", json: "true" },
  });
  expect(response.ok()).toBe(true);
}

/** Serious and critical axe violations on the page as it is now (as e2e/a11y.spec.ts counts them). */
async function audit(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} — ${v.help}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

function expectNone(found: string[]) {
  expect(found, found.join("\n")).toEqual([]);
}

/** Every width the page is wider than the window at, as "width×height: scrollWidth". */
async function overflows(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const size of SCREENS) {
    await page.setViewportSize(size);
    // Reading scrollWidth lays the page out at the new width there and then.
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) found.push(`${size.width}×${size.height}: ${scrollWidth} px wide`);
  }
  return found;
}

async function sweep(page: Page, paths: string[], lang: Locale) {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(SCREENS[0]!);
    const response = await page.goto(inLanguage(path, lang));
    expect(response?.status(), path).toBeLessThan(500);
    // Whatever the page loads after it starts (the viewer's panels, the rows below) is in.
    await expect(page.locator("[data-loading]")).toHaveCount(0);
    for (const overflow of await overflows(page)) found.push(`${inLanguage(path, lang)} at ${overflow}`);
  }
  expect(found, `pages wider than the window:\n${found.join("\n")}\n`).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

for (const lang of LOCALES) {
  test(`no public page scrolls sideways at any width, in ${lang}`, async ({ page }) => {
    await sweep(page, PUBLIC, lang);
  });

  test(`no profile page scrolls sideways at any width, signed in, in ${lang}`, async ({ page }) => {
    await signIn(page, VIEWER);
    await sweep(page, PROFILE, lang);
  });

  test(`the distributor's earnings do not scroll sideways at any width, in ${lang}`, async ({ page }) => {
    await signIn(page, DISTRIBUTOR);
    await sweep(page, ["/profile/distributor", "/profile/invites"], lang);
  });
}

test.describe("the listing's filters on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("fold into a sheet that opens, closes, applies a filter, and whose chip takes it off", async ({
    page,
  }) => {
    await page.goto("/vi/movies");
    const button = page.getByRole("button", { name: "Bộ lọc", exact: true });
    const sheet = page.getByRole("dialog", { name: "Bộ lọc" });
    // The grid comes first: no form fills the phone's first screen.
    await expect(page.getByRole("form", { name: "Bộ lọc" })).toHaveCount(0);
    await expect(sheet).toBeHidden();

    await button.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: "Đóng" })).toBeFocused();
    expectNone(await audit(page, "/vi/movies with the filter sheet open"));
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await sheet.getByLabel("Quốc gia").selectOption({ label: "Hàn Quốc" });
    await sheet.getByRole("button", { name: "Áp dụng" }).click();
    // The plain GET form sends its empty choices too; the list reads only the one given.
    await expect(page).toHaveURL(/\/movies\?.*\bcountry=KR\b/);
    await expect(sheet).toBeHidden();
    const chip = page.getByRole("link", { name: "Bỏ lọc Quốc gia: Hàn Quốc" });
    await expect(chip).toBeVisible();
    await expect(page.getByRole("button", { name: "Bộ lọc (1)" })).toBeVisible();

    await chip.click();
    // The sort the form sent stays; the country is gone.
    await expect(page).toHaveURL(/\/movies\?sort=newest$/);
    await expect(chip).toHaveCount(0);
    await page.getByRole("button", { name: "Bộ lọc", exact: true }).click();
    await expect(sheet.getByLabel("Quốc gia")).toHaveValue("");
  });
});

test("on a wide screen the filters stay in the page, with the chips of those in force", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/en/series?country=KR&sort=rating");
  const form = page.getByRole("form", { name: "Filters" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Country")).toHaveValue("KR");
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeHidden();
  await page.getByRole("link", { name: "Remove filter Country: South Korea" }).click();
  await expect(page).toHaveURL(/\/series\?sort=rating$/);
  await expect(form.getByLabel("Country")).toHaveValue("");
  await expect(form.getByLabel("Sort by")).toHaveValue("rating");
});

test("the distributor's latest top-ups come a page at a time", async ({ page }) => {
  await signIn(page, DISTRIBUTOR);
  await page.goto("/en/profile/distributor");
  const table = page.getByRole("region", { name: "Latest commissioned top-ups" }).getByRole("table");
  await expect(table.locator("tbody tr")).toHaveCount(10);
  const first = await table.locator("tbody tr").first().textContent();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(table.locator("tbody tr").first()).not.toHaveText(first!);
});
