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

test("a review links to the film it reviews, with its poster, and Play opens the film playing", async ({
  page,
}) => {
  await page.goto("/en/blog/category/2"); // Reviews
  await page
    .getByRole("link", { name: "Review: The Quiet Orbit Finds Beauty in Loneliness" })
    .first()
    .click();
  const reviewed = page.getByRole("complementary", { name: /^The Quiet Orbit \(\d{4}\)$/ });
  await expect(reviewed).toContainText("The film reviewed");
  await expect(reviewed.locator("img")).toHaveAttribute("src", /posters/);
  await expect(reviewed.getByRole("link", { name: "The Quiet Orbit", exact: true })).toHaveAttribute(
    "href",
    /\/movie\/18\/the-quiet-orbit$/,
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = blocks
    .flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
    .find((d) => d["@type"] === "Article");
  expect(article?.about).toMatchObject({ "@type": "Movie", name: "The Quiet Orbit" });

  const play = reviewed.getByRole("link", { name: "Play The Quiet Orbit" });
  await expect(play).toHaveAttribute("href", /\/movie\/18\/the-quiet-orbit#t=$/);
  await play.click();
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-state", "playing");
  await expect(page).toHaveURL(/\/movie\/18\/the-quiet-orbit$/);
});

test("an article without its slug goes to the canonical address, in Vietnamese too", async ({ page }) => {
  await page.goto("/blog?lang=vi");
  // The address's ?lang= becomes the saved choice (a cookie) once the page has loaded.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE")?.value)
    .toBe("vi");
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

test("legal pages carry their bilingual text in every frame", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  await expect(page.getByText(/^In effect from \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/#section-2$/);

  await page.goto("/blank-privacy-policy?lang=vi");
  await expect(page.getByRole("heading", { level: 1, name: "Chính sách quyền riêng tư" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("1. Thông tin chúng tôi thu thập");
  await expect(page.getByRole("banner")).toHaveCount(0);

  await page.goto("/header-terms-and-conditions?lang=vi");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Điều khoản và điều kiện" })).toBeVisible();

  await page.goto("/payment-policy?lang=en");
  await expect(page.getByText(/₫10,000 to ₫50,000,000/)).toBeVisible();
});

test("the download page offers both stores, the viewer's first, and a QR code", async ({ page }) => {
  await page.goto("/download");
  await expect(page.getByRole("link", { name: "Download on the App Store" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get it on Google Play" })).toBeVisible();
  await expect(page.getByTestId("platform")).toHaveText(
    "On a computer? Scan the code with your phone to get the app.",
  );
  await expect(
    page.getByRole("img", { name: /^QR code for https?:\/\/.+\/download$/ }).locator("svg"),
  ).toBeVisible();
});
