import { expect, test, type Page } from "@playwright/test";
import en from "../messages/en.json";

/** The home hero's featured titles (issue #35): arrows, dots, auto-advance the viewer can pause. */
test.beforeEach(({ isMobile }) => test.skip(isMobile, "the arrows are for a mouse"));

const hero = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const dots = (page: Page) => hero(page).getByRole("button", { name: /^\d+ of \d+: / });
/** The 1-based number of the slide the dots mark as shown. */
async function shown(page: Page): Promise<number> {
  const names = await dots(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute("aria-current") === "true"),
  );
  return names.indexOf(true) + 1;
}
/** Whether the slide of that number is the one in view. */
async function inView(page: Page, n: number): Promise<boolean> {
  const slide = hero(page)
    .locator('li[aria-roledescription="slide"]')
    .nth(n - 1);
  const box = (await slide.boundingBox())!;
  return Math.abs(box.x) < 2;
}

test("arrows and dots move between the featured titles", async ({ page }) => {
  await page.goto("/en");
  await hero(page).getByRole("button", { name: en.catalogue.heroPause }).click();
  const count = await dots(page).count();
  expect(count).toBeGreaterThan(1);
  expect(await shown(page)).toBe(1);
  await hero(page).getByRole("button", { name: en.catalogue.heroNext }).click();
  await expect.poll(() => shown(page)).toBe(2);
  await expect.poll(() => inView(page, 2)).toBe(true);
  await dots(page)
    .nth(count - 1)
    .click();
  await expect.poll(() => shown(page)).toBe(count);
  await hero(page).getByRole("button", { name: en.catalogue.heroNext }).click();
  await expect.poll(() => shown(page)).toBe(1);
  await hero(page).getByRole("button", { name: en.catalogue.heroPrevious }).click();
  await expect.poll(() => shown(page)).toBe(count);
});

test("the featured titles advance on their own until paused", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en");
  await page.mouse.move(0, 0);
  expect(await shown(page)).toBe(1);
  await page.clock.runFor(7_100);
  await expect.poll(() => shown(page)).toBe(2);
  await hero(page).getByRole("button", { name: en.catalogue.heroPause }).click();
  // Neither the pointer nor the focus holds it: only the pause does.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.clock.runFor(30_000);
  await expect.poll(() => inView(page, 2)).toBe(true);
  expect(await shown(page)).toBe(2);
  await expect(hero(page).getByRole("button", { name: en.catalogue.heroPlay })).toBeVisible();
});

test("viewers who prefer reduced motion are not moved along", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/en");
  await page.mouse.move(0, 0);
  await page.clock.runFor(30_000);
  expect(await shown(page)).toBe(1);
});
