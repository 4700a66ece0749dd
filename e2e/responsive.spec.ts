import { expect, test } from "@playwright/test";
import { LOCALES } from "../lib/i18n/config";

for (const lang of LOCALES) {
  test(`on a phone the header fits the screen in ${lang} and the navigation stays reachable`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const banner = page.getByRole("banner");
    // Search is the tab bar's on a phone (e2e/phone-frame.responsive.spec.ts); wider, the header's.
    const phone = page.viewportSize()!.width < 768;
    for (const control of [
      banner.getByRole("button").last(),
      ...(phone ? [] : [banner.getByRole("search").locator("input")]),
      banner.getByTestId("language-selector"),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width).toBe(true);
    }
    const sections = phone ? page.getByRole("navigation").last() : page.getByRole("navigation").first();
    await sections.getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\/movies$/);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });
}

test("on a phone a film and a series episode fit the screen", async ({ page }) => {
  for (const path of ["/movie/18/the-quiet-orbit", "/tvseries/1/house-of-silk-lanterns&ss=1&ep=2?lang=vi"]) {
    await page.goto(path);
    await expect(page.getByTestId("play")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
