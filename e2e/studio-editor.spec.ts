import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { EDITOR, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #36, what the demo editor writes, signed in once for all its tests (a member's code opens one
 * sign-in per 30 s, and other specs sign the editor in beside these).
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });

let page: Page;
test.beforeAll(async ({ browser }) => {
  // Its own context: axe reads pages only from one (browser.newPage() has none of its own).
  page = await (await browser.newContext()).newPage();
  await signInToStudio(page, "vi", EDITOR);
});
test.afterAll(() => page.context().close());

/**
 * A series' seasons and episodes: on a phone, in Vietnamese, the editor makes a new series, adds its
 * first season and an episode, gives the episode its playlist (a wrong running time is named first),
 * publishes the series, and a visitor plays the episode. It is taken down again at the end.
 */
test("an editor adds a season and an episode with its media, and a visitor plays it", async ({ browser }) => {
  const word = `Sông${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
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
  // The editor's own status (the still's upload below has one too).
  await expect(page.getByRole("status").filter({ hasText: "Đã thêm tập." })).toHaveText(
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

/**
 * A blog post: on a laptop, in English, the editor starts a draft (a 404 to readers), writes its
 * Markdown and sees the preview as readers will (typed HTML stays text), links the film it reviews
 * (an unknown id is named on its field), publishes it, and a reader opens it. Back to draft at the end.
 */
test("an editor writes a post with a live preview, publishes it, and a reader opens it", async ({
  browser,
}) => {
  const word = `Lantern${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/studio/blog");
  const newCategory = page.getByRole("form", { name: "New category" });
  await newCategory.getByRole("textbox", { name: "Name in English" }).fill(`Talks ${word}`);
  await newCategory.getByRole("textbox", { name: "Name in Vietnamese" }).fill("đánh giá PHIM");
  await newCategory.getByRole("button", { name: "Add category" }).click();
  await expect(newCategory.getByRole("textbox", { name: "Name in Vietnamese" })).toHaveAccessibleDescription(
    "Another category has this name.",
  );
  await newCategory.getByRole("textbox", { name: "Name in Vietnamese" }).fill(`Trò chuyện ${word}`);
  await newCategory.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("form", { name: `Talks ${word}` })).toContainText("Posts: 0");
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: `Talks ${word}` });
  await page
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: "Title" })
    .fill(`${word} nights`);
  await page
    .getByRole("group", { name: "Vietnamese" })
    .getByRole("textbox", { name: "Title" })
    .fill(`Đêm ${word}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${word} nights”` })).toBeVisible();
  await expect(page.getByText("Draft: readers cannot see it")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue(/\d+/);
  await expect(page.getByRole("combobox", { name: "Category" }).locator("option:checked")).toHaveText(
    `Talks ${word}`,
  );
  const id = Number(/\/studio\/blog\/(\d+)$/.exec(page.url())?.[1]);

  const reader = await browser.newPage();
  await reader.goto(`/en/blog/${id}`);
  await expect(reader.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  const english = page.getByRole("group", { name: "English" });
  await english
    .getByRole("textbox", { name: "Text (Markdown)" })
    .fill("## On the set\n\nA **warm** night by the river.\n\n<script>alert(1)</script>");
  const preview = english.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "On the set" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("warm");
  await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
  await page
    .getByRole("group", { name: "Vietnamese" })
    .getByRole("textbox", { name: "Text (Markdown)" })
    .fill("Một đêm **ấm áp** bên sông.");

  await page.getByRole("combobox", { name: "Reviews" }).selectOption("movie");
  const reviewsId = page.getByRole("textbox", { name: "Its id (as the catalogue shows it)" });
  await reviewsId.fill("2147483646");
  await page.getByRole("radio", { name: "Readers, from the time below" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(reviewsId).toHaveAccessibleDescription("No film or series has this number.");
  await expect(english.getByRole("textbox", { name: "Text (Markdown)" })).toHaveValue(/A \*\*warm\*\* night/);
  await reviewsId.fill("1");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByText(/^Now: /)).toBeVisible();
  await expect(page.getByText(/^Published since /)).toBeVisible();
  await expectAccessible(page);

  await expect(async () => {
    await reader.goto(`/en/blog/${id}`);
    await expect(reader.getByRole("heading", { level: 1, name: `${word} nights` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await expect(reader.getByRole("heading", { level: 2, name: "On the set" })).toBeVisible();
  await expect(reader.getByText("<script>alert(1)</script>")).toBeVisible();
  await reader.goto(`/vi/blog/${id}`);
  await expect(reader.locator("strong", { hasText: "ấm áp" })).toBeVisible();
  await reader.close();

  await page.getByRole("radio", { name: /^Draft/ }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Draft: readers cannot see it")).toBeVisible();
});

/**
 * A film's poster: on a laptop, in English, the editor gives a new film a poster from a wide picture
 * (a text file is refused on its field first), sets the focal point to the picture's right half and
 * sees the card in both languages; the film published, a visitor's page shows that poster. The
 * picture's left half is red and its right half blue, so where the crop sat shows in its colour.
 */
test("an editor gives a film a poster cut around a focal point, and a visitor sees it", async ({
  browser,
}) => {
  const word = `Kite${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/en/studio/catalogue/new/movie");
  await page
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: "Title" })
    .fill(`${word} Summer`);
  await page
    .getByRole("group", { name: "Vietnamese" })
    .getByRole("textbox", { name: "Title" })
    .fill(`Mùa hè ${word}`);
  await page.getByRole("textbox", { name: "Running time (minutes)" }).fill("90");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${word} Summer”` })).toBeVisible();
  const id = Number(/\/studio\/catalogue\/movie\/(\d+)$/.exec(page.url())?.[1]);

  const poster = page.getByRole("form", { name: "Poster" });
  await expect(poster.getByText("No picture yet: the site shows a placeholder.")).toBeVisible();
  const file = poster.getByLabel("Picture file");
  await file.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  await poster.getByRole("button", { name: "Upload" }).click();
  await expect(file).toHaveAccessibleDescription(/Upload a JPEG, PNG or WebP picture\.$/);

  await file.setInputFiles({ name: "halves.png", mimeType: "image/png", buffer: await halves(1800, 900) });
  await expect(
    poster.getByText("This is the file you chose: upload it to replace the picture."),
  ).toBeVisible();
  await poster.getByRole("slider", { name: "Focal point, across (%)" }).fill("100");
  const english = poster.getByRole("region", { name: "As viewers see it in English" });
  await expect(english.getByRole("figure")).toContainText(`${word} Summer`);
  await expect(poster.getByRole("region", { name: "As viewers see it in Vietnamese" })).toContainText(
    `Mùa hè ${word}`,
  );
  await expect(english.locator("img")).toHaveCSS("object-position", "100% 50%");
  await poster.getByRole("button", { name: "Upload" }).click();
  await expect(poster.getByRole("status")).toHaveText(
    "Uploaded. Viewers see the new picture on their next visit.",
  );
  const src = await poster.locator("img").first().getAttribute("src");
  const fileName = /\/images\/movies\/posters\/([0-9a-f]{32}\.webp)$/.exec(src ?? "")?.[1];
  expect(fileName).toBeTruthy();
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(await blueShare(await served.body())).toBeGreaterThan(0.9);
  await expectAccessible(page);

  await page.getByRole("radio", { name: "Viewers, from the time below" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(`/vi/movie/${id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: `Mùa hè ${word}` })).toBeVisible();
  await expect(visitor.locator(`img[src*="${fileName}"]`).first()).toBeVisible();
  await visitor.close();

  await page.getByRole("radio", { name: /^Draft/ }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Draft: viewers cannot see it")).toBeVisible();
});

/** A picture whose left half is red and right half blue (PNG). */
async function halves(width: number, height: number) {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: width / 2, top: 0 }])
    .png()
    .toBuffer();
}

/** How much of a picture is blue rather than red (0–1). */
async function blueShare(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return channels[2]!.mean / (channels[0]!.mean + channels[2]!.mean);
}

/**
 * A legal page's new version: on a phone, in English, the editor writes the terms anew for a later day
 * (text without a heading is named first, and the preview says the page could not show it), readers
 * are told the date on the terms page, and the editor withdraws it again.
 */
test("an editor writes the terms anew for a later day, readers are told, and it is withdrawn", async ({
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/studio/legal");
  await page.getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  const english = page.getByRole("group", { name: "English" });
  const text = english.getByRole("textbox", { name: "Text" });
  await expect(text).toHaveValue(/^## 1\. About these terms/);
  await text.fill("Be kind to each other.");
  await expect(english.getByRole("region", { name: "Preview" })).toContainText(
    "The page cannot show this yet",
  );
  const later = new Date(Date.now() + 7 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole("textbox", { name: "In effect from" }).fill(later);
  await page.getByRole("button", { name: "Add version" }).click();
  await expect(text).toHaveAccessibleDescription("Start with a heading: a line starting with ##.");

  await text.fill("## 1. Kindness\n\nBe kind to each other.");
  await expect(
    english.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "1. Kindness" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add version" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Version added." })).toBeVisible();
  const [year, month, day] = later.split("-");
  const shown = `${day}/${month}/${year}`;
  const row = page.getByRole("row", { name: new RegExp(shown) });
  await expect(row).toContainText("Not yet in effect");
  await expectAccessible(page);

  const reader = await browser.newPage();
  await expect(async () => {
    await reader.goto("/en/terms-and-conditions");
    await expect(reader.getByText(`A new version takes effect on ${shown}.`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(reader.getByRole("heading", { level: 2, name: "1. About these terms" })).toBeVisible();

  await row.getByRole("button", { name: `Withdraw the version from ${shown}` }).click();
  await expect(page.getByRole("row", { name: new RegExp(shown) })).toHaveCount(0);
  await expect(async () => {
    await reader.goto("/en/terms-and-conditions");
    await expect(reader.getByText(/A new version takes effect/)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await reader.close();
});
