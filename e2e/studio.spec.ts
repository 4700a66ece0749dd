import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, EDITOR, giveCode, givePassword, signInToStudio, STUDIO_PASSWORD } from "./studio";

/**
 * The studio (issue #36), as its staff meet it: sign-in with phone, password and a code, the sections
 * a role opens, the audit trail, sign-out; in both languages, on a phone and a laptop, axe-clean.
 */
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [390, 1366];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test("an admin signs in with phone, password and code, sees the audit trail, and signs out", async ({
  page,
}) => {
  await page.goto("/en/studio");
  await expect(page).toHaveURL(/\/en\/studio\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the studio" })).toBeVisible();

  // A wrong password is refused as on the site.
  await givePassword(page, ADMIN.phone, "Wrong@2026");
  await expect(
    page.getByRole("alert").filter({ hasText: "The phone number or password is incorrect." }),
  ).toBeVisible();
  await givePassword(page, ADMIN.phone, STUDIO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();

  // A wrong code is refused at the field; the right one opens the studio.
  await page.getByRole("textbox", { name: "Code" }).fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("textbox", { name: "Code" })).toHaveAccessibleDescription(
    /That code is not right or was already used/,
  );
  await giveCode(page, ADMIN.secret);
  await expect(page).toHaveURL(/\/en\/studio$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${ADMIN.name}` })).toBeVisible();
  await expect(page.getByText(`${ADMIN.name}, Admin`)).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Manage staff and read the audit trail" }),
  ).toBeVisible();

  // The trail holds the sign-in just made, by whom and from where.
  await page
    .getByRole("navigation", { name: "Studio sections" })
    .getByRole("link", { name: "Audit trail" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  const signIn = page.getByRole("row").filter({ hasText: "studio.sign_in" }).first();
  await expect(signIn).toContainText(ADMIN.name);
  await page.getByRole("textbox", { name: "Action" }).fill("studio.sign_in");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/en\/studio\/audit\?action=studio\.sign_in$/);
  const actions = await page.locator("tbody tr td:nth-child(4)").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  expect(new Set(actions)).toEqual(new Set(["studio.sign_in"]));

  // Each page, in each language, on a phone and a laptop: it fits, and axe finds nothing serious.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/vi/studio", "/vi/studio/audit", "/en/studio", "/en/studio/audit"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
  }
  await expect(page.locator("h1")).toHaveText("Audit trail");
  await page.goto("/vi/studio");
  await expect(page.getByRole("heading", { level: 1, name: `Xin chào, ${ADMIN.name}` })).toBeVisible();

  // Signed out, the studio asks again; the old session opens nothing.
  await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expect(page).toHaveURL(/\/vi\/studio\/sign-in$/);
  await page.goto("/en/studio/audit");
  await expect(page).toHaveURL(/\/en\/studio\/sign-in$/);
});

test("an editor's studio has no audit trail, and its address says so", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToStudio(page, "vi", EDITOR);
  await expect(page.getByText(`${EDITOR.name}, Biên tập viên`)).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Các mục của Studio" });
  await expect(sections.getByRole("link", { name: "Tổng quan" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Nhật ký thao tác" })).toHaveCount(0);
  await page.goto("/vi/studio/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Không dành cho vai trò của bạn" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectAccessible(page);
});

test("the sign-in pages are for no search engine and no cache", async ({ request }) => {
  for (const path of ["/studio/sign-in", "/vi/studio/sign-in"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(response.headers()["content-security-policy"]).toMatch(
      /script-src 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /studio");
});
