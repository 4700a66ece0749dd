import { expect, type Page } from "@playwright/test";
import type { Frame } from "./routes";

/** Asserts which frame pieces a page shows: the header (with its language selector) and the footer. */
export async function expectFrame(page: Page, frame: Frame) {
  const header = page.locator('header[data-frame="header"]');
  const footer = page.locator('footer[data-frame="footer"]');
  await expect(page.locator('main[data-frame="main"]')).toBeVisible();
  if (frame === "blank") {
    await expect(header).toHaveCount(0);
  } else {
    await expect(header).toBeVisible();
    await expect(header.getByTestId("language-selector")).toBeVisible();
  }
  await expect(footer).toHaveCount(frame === "main" ? 1 : 0);
}
