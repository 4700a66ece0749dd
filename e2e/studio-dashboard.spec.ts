import { expect, test } from "@playwright/test";
import { ADMIN, expectAccessible, MODERATOR, signInToStudio } from "./studio";

/**
 * Issue #36, the dashboard: a visitor searches for something the catalogue lacks, and the admin finds
 * that search on the studio's overview beside the days' plays, new viewers and top-ups; a moderator
 * reads the same dashboard in Vietnamese on a phone, without the money.
 */
test.describe.configure({ timeout: 120_000 });

test("a search that found nothing reaches the admin's dashboard, with the days' charts", async ({
  page,
  browser,
}) => {
  const query = `phim chua co ${Date.now().toString(36)}`;
  const visitor = await browser.newPage();
  await visitor.goto(`/en/search/${encodeURIComponent(query)}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  // An app asks the search API as often again, so this query outranks the rest of the run's misses
  // (the dashboard lists the ten most asked).
  for (let i = 0; i < 29; i += 1)
    expect((await visitor.request.get(`/api/search?q=${encodeURIComponent(query)}`)).status()).toBe(200);
  await visitor.close();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", ADMIN);
  await expect(page.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
  const today = page.getByRole("region", { name: "Today" });
  for (const figure of ["Plays", "Minutes watched", "New viewers", "Top-ups", "Topped up"])
    await expect(today.getByText(figure, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Plays \S+ in 30 days; today \S+\.$/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Topped up .*₫/ })).toBeVisible();

  const misses = page.getByRole("region", { name: "Searches that found nothing" });
  // Among the ten most asked (the demo's own misses may rank above it): the page's search and the
  // API's 29 each counted once.
  const row = misses.getByRole("row").filter({ has: page.getByRole("cell", { name: query, exact: true }) });
  await expect(row).toHaveCount(1);
  expect(Number(await row.getByRole("cell").nth(1).textContent())).toBeGreaterThanOrEqual(30);
  // The demo's history counts too: its most played titles lead to their pages.
  const top = page.getByRole("region", { name: "Most played titles" });
  await expect(top.getByRole("row")).not.toHaveCount(1);

  await page.getByText("The days as a table").click();
  await expect(page.getByRole("group", { name: "The days as a table" }).getByRole("row")).toHaveCount(31);
  await expectAccessible(page);
});

test("a moderator reads the dashboard in Vietnamese on a phone, without the money", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToStudio(page, "vi", MODERATOR);
  const today = page.getByRole("region", { name: "Hôm nay" });
  await expect(today.getByText("Lượt xem", { exact: true })).toBeVisible();
  await expect(today.getByText("Lượt nạp tiền")).toHaveCount(0);
  await expect(today).toContainText("Số liệu nạp tiền chỉ hiển thị cho bộ phận tài chính và quản trị viên.");
  await expect(page.getByRole("img", { name: /^Người xem mới/ })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "30 ngày qua" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
