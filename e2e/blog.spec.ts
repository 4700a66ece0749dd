import { expect, test } from "@playwright/test";

test("the blog lists posts with a featured one, filters by category and opens an article", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const categories = page.getByRole("navigation", { name: "Blog categories" });
  await expect(categories.getByRole("link", { name: "All posts" })).toHaveAttribute("aria-current", "page");
  expect(await page.getByRole("article").count()).toBeGreaterThan(3);

  await categories.getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/\/blog\/category\/\d+\/[a-z0-9-]+$/);
  await expect(
    page.getByRole("navigation", { name: "Blog categories" }).getByRole("link").nth(1),
  ).toHaveAttribute("aria-current", "page");

  const first = page.getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = blocks
    .flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
    .find((d) => d["@type"] === "Article");
  expect(article).toMatchObject({ headline: title });
});

test("an article without its slug goes to the canonical address, in Vietnamese too", async ({ page }) => {
  await page.goto("/blog?lang=vi");
  const href = await page
    .getByRole("article")
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  const id = href!.split("/")[2];
  const response = await page.goto(`/blog/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByText(/^\d+ phút đọc$/).first()).toBeVisible();
});
