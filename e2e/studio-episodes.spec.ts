import { expect, test } from "@playwright/test";
import { EDITOR, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #36, a series' seasons and episodes: on a phone, in Vietnamese, an editor makes a new series,
 * adds its first season and an episode, gives the episode its playlist (a wrong running time is named
 * first), publishes the series, and a visitor plays the episode. It is taken down again at the end.
 */
test.describe.configure({ timeout: 150_000 });

test("an editor adds a season and an episode with its media, and a visitor plays it", async ({
  page,
  browser,
}) => {
  const word = `Sông${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToStudio(page, "vi", EDITOR);
  await page.goto("/vi/studio/catalogue/new/series");
  await page
    .getByRole("group", { name: "Bản tiếng Anh" })
    .getByRole("textbox", { name: "Tên phim" })
    .fill(`${word} Days`);
  await page
    .getByRole("group", { name: "Bản tiếng Việt" })
    .getByRole("textbox", { name: "Tên phim" })
    .fill(`Ngày ${word}`);
  await page.getByRole("button", { name: "Tạo bản nháp" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Sửa “Ngày ${word}”` })).toBeVisible();
  const seriesUrl = page.url();
  const id = Number(/\/studio\/catalogue\/series\/(\d+)$/.exec(seriesUrl)?.[1]);

  await expect(page.getByText("Chưa có phần nào: hãy thêm phần đầu tiên.")).toBeVisible();
  await page.getByRole("button", { name: "Thêm phần 1" }).click();
  const season = page.getByRole("region", { name: "Phần 1" });
  await expect(season.getByText("Phần này chưa có tập nào.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Thêm phần 2" })).toBeVisible();
  await season.getByText("Thêm một tập vào phần 1").click();
  await expect(season.getByRole("textbox", { name: "Số tập" })).toHaveValue("1");
  await season.getByRole("textbox", { name: "Tên tập (Bản tiếng Anh)" }).fill("The Ferry");
  await season.getByRole("textbox", { name: "Tên tập (Bản tiếng Việt)" }).fill("Chuyến phà");
  await season.getByRole("textbox", { name: "Thời lượng (giây)" }).fill("0");
  await season.getByRole("button", { name: "Thêm tập" }).click();
  await expect(season.getByRole("textbox", { name: "Thời lượng (giây)" })).toHaveAccessibleDescription(
    "Nhập thời lượng từ 1 đến 86.400 giây.",
  );
  await expect(season.getByRole("textbox", { name: "Tên tập (Bản tiếng Việt)" })).toHaveValue("Chuyến phà");
  await season.getByRole("textbox", { name: "Thời lượng (giây)" }).fill("16");
  await season.getByRole("button", { name: "Thêm tập" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Phần 1, tập 1: “Chuyến phà”" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "Đã thêm tập. Điền video của tập bên dưới để tập phát được.",
  );
  const plays = page.getByRole("group", { name: "Nội dung phát" });
  await plays.getByRole("textbox", { name: "Danh sách phát HLS" }).fill("clips/aurora/master.m3u8");
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu." })).toBeVisible();
  await expectAccessible(page);

  // An episode that is not there is the studio's own 404, in the page's language.
  const address = page.url();
  await page.goto(address.replace(/\/episodes\/\d+.*$/, "/episodes/2147483647"));
  await expect(page.getByRole("heading", { level: 1, name: "Không tìm thấy trang" })).toBeVisible();
  await page.goto(address);
  await page.getByRole("link", { name: `Quay lại “Ngày ${word}”` }).click();
  const row = page.getByRole("region", { name: "Phần 1" }).getByRole("row", { name: /Chuyến phà/ });
  await expect(row).toContainText("0:16");
  await expect(row).toContainText("Phát được");
  await expectAccessible(page);
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);

  await page.getByRole("radio", { name: "Người xem, từ thời điểm bên dưới" }).check();
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Đã lưu." })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/vi/tvseries/${id}`);
  await expect(visitor.getByText("Chuyến phà").first()).toBeVisible();
  // The series has no description yet: search engines read a sentence naming it, not a message's key.
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    `Ngày ${word} trên Cineva.`,
  );
  await visitor.getByTestId("play").click();
  await expect(visitor.getByTestId("video-player")).toHaveAttribute("data-state", "playing", {
    timeout: 20_000,
  });
  await visitor.close();

  await page.getByRole("radio", { name: /^Bản nháp/ }).check();
  await page.getByRole("button", { name: "Lưu", exact: true }).click();
  await expect(page.getByText("Bản nháp: người xem chưa thấy phim này")).toBeVisible();
});
