import { expect, test, type Page } from "@playwright/test";
import {
  ADMIN,
  EDITOR,
  expectAccessible,
  FINANCE,
  giveCode,
  givePassword,
  signInToStudio,
  STUDIO_PASSWORD,
} from "./studio";

/**
 * The studio (issue #36), as its staff meet it: sign-in with phone, password and a code, the sections
 * a role opens, the audit trail, sign-out; in both languages, on a phone and a laptop, axe-clean.
 */
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [390, 1366];

/** A demo film no other spec reads the description of: the editor's test rewrites it. */
const FILM_ID = 12;

const withoutAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D");

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), page.url()).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test("an admin signs in with phone, password and code, sees the audit trail, and signs out", async ({
  page,
}) => {
  // Signs in, then checks seven pages at every width with axe: longer than the file's other tests.
  test.setTimeout(180_000);
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
  // What the role may do, behind its disclosure above the dashboard.
  await page.getByText("You are signed in as Admin. Your role may:").click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Manage staff and read the audit trail" }),
  ).toBeVisible();

  // The trail holds the sign-in just made, by whom and from where.
  await page
    .getByRole("navigation", { name: "Studio sections" })
    .getByRole("link", { name: "Audit trail" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  // Tests beside this one sign other staff in meanwhile: the admin's row is among the newest, named.
  const signIn = page
    .getByRole("row")
    .filter({ hasText: "studio.sign_in" })
    .filter({ hasText: ADMIN.name })
    .first();
  await expect(signIn).toContainText("Signed in");
  await page.getByRole("textbox", { name: "Action" }).fill("studio.sign_in");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/en\/studio\/audit\?action=studio\.sign_in$/);
  const actions = await page.locator("tbody tr td:nth-child(4) code").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  expect(new Set(actions)).toEqual(new Set(["studio.sign_in"]));

  // Each page, in each language, on a phone and a laptop: it fits, and axe finds nothing serious.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of [
      "/vi/studio",
      "/vi/studio/audit",
      "/vi/studio/catalogue?kind=series",
      "/en/studio",
      "/en/studio/catalogue",
      `/en/studio/catalogue/movie/${FILM_ID}`,
      "/en/studio/audit",
    ]) {
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

test("an editor edits a film's Vietnamese description, and its page shows it on the next visit", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToStudio(page, "vi", EDITOR);
  await expect(page.getByText(`${EDITOR.name}, Biên tập viên`)).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Các mục của Studio" });
  await expect(sections.getByRole("link", { name: "Tổng quan" })).toHaveAttribute("aria-current", "page");
  // No audit trail for an editor: not in the sections, and its address says so.
  await expect(sections.getByRole("link", { name: "Nhật ký thao tác" })).toHaveCount(0);
  await page.goto("/vi/studio/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Không dành cho vai trò của bạn" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectAccessible(page);

  // The catalogue finds the film by its Vietnamese title without accents.
  const film = (await (await page.request.get(`/api/movies/${FILM_ID}`)).json()) as {
    title_vi: string;
    country: string;
  };
  await page.setViewportSize({ width: 1366, height: 900 });
  await sections.getByRole("link", { name: "Kho phim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kho phim" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Tên phim hoặc mã" }).fill(withoutAccents(film.title_vi));
  await page.getByRole("button", { name: "Tìm" }).click();
  await page.getByRole("link", { name: film.title_vi, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa “${film.title_vi}”` })).toBeVisible();
  await expect(sections.getByRole("link", { name: "Kho phim" })).toHaveAttribute("aria-current", "true");
  await expectAccessible(page);

  // Saved, the film's page shows it on the very next visit, in a browser that never saw the studio.
  const description = `Bản mô tả mới ${Date.now()}: một câu chuyện về gió và diều.`;
  const vietnamese = page.getByRole("group", { name: "Bản tiếng Việt" });
  await vietnamese.getByRole("textbox", { name: "Mô tả" }).fill(description);
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Đã lưu. Người xem thấy thay đổi ở lần mở trang tiếp theo." }),
  ).toBeVisible();
  await expect(vietnamese.getByRole("textbox", { name: "Mô tả" })).toHaveValue(description);
  const viewer = await browser.newPage();
  await viewer.goto(`/vi/movie/${FILM_ID}`);
  await expect(viewer.getByText(description)).toBeVisible();
  await viewer.close();

  // A field left wrong is named, and what was typed stays.
  await page.getByRole("textbox", { name: "Năm" }).fill("3000");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(page.getByRole("textbox", { name: "Năm" })).toHaveAccessibleDescription(
    "Nhập năm từ 1888 đến 2100.",
  );
  await expect(page.getByRole("textbox", { name: "Năm" })).toHaveValue("3000");
  await expect(vietnamese.getByRole("textbox", { name: "Mô tả" })).toHaveValue(description);
  await expect(page.getByRole("combobox", { name: "Quốc gia" })).toHaveValue(film.country);
});

test("finance cannot open the catalogue, neither from the sections nor by its address", async ({ page }) => {
  await signInToStudio(page, "en", FINANCE);
  const sections = page.getByRole("navigation", { name: "Studio sections" });
  await expect(sections.getByRole("link", { name: "Catalogue" })).toHaveCount(0);
  for (const path of ["/en/studio/catalogue", `/en/studio/catalogue/movie/${FILM_ID}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveCount(0);
  }
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
