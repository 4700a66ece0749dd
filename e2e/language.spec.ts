import { expect, test, type Browser } from "@playwright/test";

test("switching the language re-renders the page and is kept on the next page", async ({ page }) => {
  await page.goto("/movies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movies");
  await page.getByTestId("language-selector").first().selectOption("vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phim lẻ");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page).toHaveTitle("Phim lẻ | Cineva");
  expect(await page.evaluate(() => localStorage.getItem("cineva_language"))).toBe("vi");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("vi");

  await page
    .getByRole("navigation", { name: "Điều hướng chính" })
    .getByRole("link", { name: "Blog" })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText("Tin tức, đánh giá và cẩm nang từ đội ngũ Cineva.")).toBeVisible();
  await page.goto("/series");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phim bộ");

  await page.getByTestId("language-selector").first().selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TV series");
  expect(await page.evaluate(() => localStorage.getItem("cineva_language"))).toBe("en");
});

/** Chromium's own Accept-Language wins over extraHTTPHeaders, so the header is set on the way out. */
async function browserAsking(browser: Browser, acceptLanguage: string) {
  const context = await browser.newContext();
  await context.route("**/*", (route) =>
    route.continue({ headers: { ...route.request().headers(), "accept-language": acceptLanguage } }),
  );
  return context;
}

test("a first visit follows the browser's languages", async ({ browser }) => {
  const context = await browserAsking(browser, "fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.7");
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await context.close();
});

test("a browser asking for neither language gets English", async ({ browser }) => {
  const context = await browserAsking(browser, "de-DE,de;q=0.9");
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test("a choice saved in local storage wins over the browser's languages", async ({ browser }) => {
  const context = await browserAsking(browser, "en-US,en;q=0.9");
  await context.addInitScript(() => localStorage.setItem("cineva_language", "vi"));
  const page = await context.newPage();
  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bảng xếp hạng");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("vi");
  await context.close();
});

test("embedding apps choose the language with ?lang= and it is not overridden", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("cineva_language", "en"));
  const page = await context.newPage();
  await page.goto("/blank-terms-and-conditions?lang=vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Điều khoản và điều kiện");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Điều khoản và điều kiện");
  await context.close();
});
