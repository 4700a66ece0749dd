import { expect, test, type Page } from "@playwright/test";
import { EDITOR, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #36, home's order: an editor moves a row by the keyboard, sees home as each language will
 * show it, saves, and a visitor's Vietnamese home shows the new order; the row is dragged back.
 */
test.describe.configure({ timeout: 150_000 });

const rowsList = (page: Page) => page.getByRole("region", { name: "Rows" }).getByRole("list").first();
const previewOf = (page: Page, language: string) =>
  page
    .getByRole("region", { name: "Rows" })
    .getByRole("region", { name: "Home as each language shows it" })
    .locator(`div[lang="${language}"] li`);

/** Where each of these names comes among the row headings of a visitor's home, in this language. */
async function placesOnHome(page: Page, language: string, names: string[]) {
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${language}`);
  const headings = await visitor.locator("main h2").allTextContents();
  await visitor.close();
  return names.map((name) => headings.indexOf(name));
}

test("an editor moves a home row by the keyboard and back by dragging, and home follows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", EDITOR);
  await page
    .getByRole("navigation", { name: "Studio sections" })
    .getByRole("link", { name: "Home page" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
  await expectAccessible(page);

  const vi = await previewOf(page, "vi").allTextContents();
  const en = await previewOf(page, "en").allTextContents();
  expect(vi.length).toBeGreaterThan(2);
  const before = await placesOnHome(page, "vi", [vi[0]!, vi[1]!]);
  expect(before[0]).toBeLessThan(before[1]!);

  const handle = rowsList(page).getByRole("button", { name: new RegExp(`^${en[0]}, 1 of`) });
  await handle.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(`${en[0]} is now 2 of ${en.length}.`)).toBeVisible();
  // The handle keeps the focus in its new place, so the next key moves the row on.
  await expect(rowsList(page).getByRole("button", { name: new RegExp(`^${en[0]}, 2 of`) })).toBeFocused();
  await expect(previewOf(page, "vi").first()).toHaveText(vi[1]!);
  await expect(previewOf(page, "en").nth(1)).toHaveText(en[0]!);
  const rows = page.getByRole("region", { name: "Rows" });
  await expect(rows.getByRole("status")).toHaveText("Not saved yet: viewers still see the old order.");
  await rows.getByRole("button", { name: "Save the order" }).click();
  await expect(rows.getByRole("status")).toHaveText("Saved: home shows this order now.");

  const after = await placesOnHome(page, "vi", [vi[0]!, vi[1]!]);
  expect(after[1]).toBeLessThan(after[0]!);

  // Back by dragging the row to the top, as a mouse would.
  const items = rowsList(page).getByRole("listitem");
  await items.nth(1).dragTo(items.nth(0));
  await expect(previewOf(page, "en").first()).toHaveText(en[0]!);
  await rows.getByRole("button", { name: "Save the order" }).click();
  await expect(rows.getByRole("status")).toHaveText("Saved: home shows this order now.");
  const restored = await placesOnHome(page, "vi", [vi[0]!, vi[1]!]);
  expect(restored[0]).toBeLessThan(restored[1]!);

  // The same page in Vietnamese on a phone (the same studio session).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/vi/studio/home");
  await expect(page.getByRole("heading", { level: 1, name: "Trang chủ" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Đưa .+ xuống$/ }).first()).toBeVisible();
  await expect(page.getByRole("form", { name: /^Banner: / }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
