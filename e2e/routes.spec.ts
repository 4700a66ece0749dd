import { expect, test } from "@playwright/test";
import { expectFrame } from "./frames";
import { ID_ROUTES, NOT_FOUND_TITLE, ROUTES } from "./routes";

test.describe("every route of product §2.2", () => {
  for (const route of ROUTES) {
    test(`${route.path} answers ${route.status} in the ${route.frame} frame`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await expect(page).toHaveTitle(route.title.en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expectFrame(page, route.frame);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }

  test("Vietnamese titles on every route for a Vietnamese browser", async ({ browser }) => {
    test.setTimeout(120_000); // one test, thirty page loads
    const context = await browser.newContext({ locale: "vi-VN" });
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page, route.path).toHaveTitle(route.title.vi);
      await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    }
    await context.close();
  });

  for (const route of ID_ROUTES) {
    test(`${route.path} is a 404 inside the ${route.frame} frame`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
      await expect(page).toHaveTitle(NOT_FOUND_TITLE.en);
      await expectFrame(page, route.frame);
    });
  }
});

test("the 404 page is translated and leads home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist?lang=vi");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");
  await page.getByRole("link", { name: "Về trang chủ" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/profile goes to /profile/info", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile\/info$/);
});

test("the cinema placeholder says the section is being updated", async ({ page }) => {
  await page.goto("/cinema");
  await expect(page.getByText("This section is being updated. Please come back soon.")).toBeVisible();
});

test("the translation files for embedding apps", async ({ request }) => {
  const en = await request.get("/locales/en/translation.json");
  expect(en.status()).toBe(200);
  expect((await en.json()).common.reload).toBe("Reload");
  const vi = await request.get("/locales/vi/translation.json");
  expect((await vi.json()).common.reload).toBe("Tải lại");
  expect((await request.get("/locales/fr/translation.json")).status()).toBe(404);
});
