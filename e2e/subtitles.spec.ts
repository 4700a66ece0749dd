import { expect, test, type Locator, type Page } from "@playwright/test";
import { player, untilSeekable, video } from "./player";

// Every demo clip says the same from its second cue on (server/media/clips/*/subs.*.vtt):
// 4.0–7.5 s and 8.0–11.5 s, nothing between 11.5 and 12.
const FILM = "/movie/18/the-quiet-orbit";
const AT_9 = {
  en: "The player picks 360p or 720p for your connection.",
  vi: "Trình phát tự chọn 360p hoặc 720p theo đường truyền của bạn.",
};
const AT_5 = {
  en: "A short demo clip, streamed in two qualities.",
  vi: "Một đoạn phim mẫu ngắn, phát ở hai chất lượng.",
};

const captions = (page: Page) => player(page).getByTestId("captions");
const line = (page: Page, lang: string) => captions(page).locator(`[lang="${lang}"]`);

async function play(page: Page) {
  await page.goto(FILM);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
}

/** Pauses at a second of the clip, once the media can seek. */
async function pauseAt(page: Page, seconds: number) {
  await untilSeekable(page);
  await video(page).evaluate((v: HTMLVideoElement, at: number) => {
    v.pause();
    v.currentTime = at;
  }, seconds);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

test("two subtitles at once: Vietnamese above English, apart, in frame, in step after seeks, remembered", async ({
  page,
}) => {
  await play(page);
  await player(page).getByRole("button", { name: "Settings" }).click();
  await player(page).getByRole("group", { name: "Settings" }).getByLabel("Subtitles").selectOption("en");
  await page.getByLabel("Second subtitles").selectOption("vi");
  await player(page).press("Escape");

  await pauseAt(page, 9);
  await expect(line(page, "en")).toHaveText(AT_9.en);
  await expect(line(page, "vi")).toHaveText(AT_9.vi);
  const en = await box(line(page, "en"));
  const vi = await box(line(page, "vi"));
  const frame = await box(video(page));
  expect(vi.y + vi.height).toBeLessThanOrEqual(en.y); // above, never overlapping
  for (const shown of [en, vi]) {
    expect(shown.x).toBeGreaterThanOrEqual(frame.x);
    expect(shown.x + shown.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(shown.y).toBeGreaterThanOrEqual(frame.y);
  }
  // Paused, the controls show: the subtitles sit above the seek bar.
  const seekBar = await box(player(page).getByRole("slider", { name: "Seek" }));
  expect(en.y + en.height).toBeLessThanOrEqual(seekBar.y);

  // Back, into a gap, and on at double speed: both follow the picture.
  await pauseAt(page, 5);
  await expect(line(page, "en")).toHaveText(AT_5.en);
  await expect(line(page, "vi")).toHaveText(AT_5.vi);
  await pauseAt(page, 11.7);
  await expect(captions(page).locator("[lang]")).toHaveCount(0);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 3.8;
    v.playbackRate = 2;
    void v.play();
  });
  await expect(line(page, "vi")).toHaveText(AT_5.vi);
  await expect(line(page, "en")).toHaveText(AT_5.en);

  // Remembered for the next visit.
  await play(page);
  await pauseAt(page, 9);
  await expect(line(page, "vi")).toHaveText(AT_9.vi);
  await expect(line(page, "en")).toHaveText(AT_9.en);
});

test("subtitle size and background apply to both languages and are remembered; c turns them off", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("cineva_player_subtitles", "vi");
    localStorage.setItem("cineva_player_subtitles2", "en");
  });
  await play(page);
  await pauseAt(page, 9);
  // The first language is nearest the bottom: English, the second, is above it now.
  const en = line(page, "en");
  const vi = line(page, "vi");
  await expect(vi).toHaveText(AT_9.vi);
  expect((await box(en)).y).toBeLessThan((await box(vi)).y);
  const fontSize = (locator: Locator) =>
    locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const medium = await fontSize(vi);

  await player(page).getByRole("button", { name: "Settings" }).click();
  await page.getByLabel("Subtitle size").selectOption("xlarge");
  await page.getByLabel("Subtitle background").selectOption("box");
  await player(page).press("Escape");
  for (const shown of [en, vi]) {
    expect(await fontSize(shown)).toBeGreaterThan(medium * 1.4);
    await expect(shown.locator("span").first()).toHaveCSS("background-color", "rgba(0, 0, 0, 0.78)");
  }

  await play(page);
  await pauseAt(page, 9);
  await expect(vi).toHaveText(AT_9.vi);
  expect(await fontSize(vi)).toBeGreaterThan(medium * 1.4);
  await expect(vi.locator("span").first()).toHaveCSS("background-color", "rgba(0, 0, 0, 0.78)");

  // Fullscreen takes the stage, subtitles included: they stay in the picture's frame.
  await player(page).press("f");
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid")))
    .toBe("video-player");
  const screen = page.viewportSize()!;
  const full = await box(vi);
  expect(full.y + full.height).toBeLessThanOrEqual(screen.height);
  expect(full.x).toBeGreaterThanOrEqual(0);
  await expect(vi).toHaveText(AT_9.vi);
  await player(page).press("f");

  // c: the first language goes off, and the second with it.
  await player(page).press("c");
  await expect(captions(page).locator("[lang]")).toHaveCount(0);
});

test("the subtitle settings speak Vietnamese", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "vi", url: baseURL! }]);
  await play(page);
  await player(page).getByRole("button", { name: "Cài đặt" }).click();
  await player(page)
    .getByRole("group", { name: "Cài đặt" })
    .getByRole("combobox", { name: "Phụ đề", exact: true })
    .selectOption("vi");
  await expect(page.getByLabel("Phụ đề thứ hai")).toBeVisible();
  await expect(page.getByLabel("Cỡ chữ phụ đề")).toContainText("Rất lớn");
  await expect(page.getByLabel("Nền phụ đề")).toContainText("Khung nền");
});

// The first subtitles follow the viewer's language: The Quiet Orbit is heard in English, Seoul Static
// in Korean (server/demo/content/films.json); both have English and Vietnamese subtitles.
const KOREAN_FILM = "/movie/11/seoul-static";
const subtitleButton = (page: Page, name: string) => player(page).getByRole("button", { name, exact: true });

async function playAt(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
  await pauseAt(page, 9);
}

test("a film heard in another language starts with subtitles in the viewer's language", async ({ page }) => {
  await playAt(page, `/vi${FILM}`);
  await expect(line(page, "vi")).toHaveText(AT_9.vi);
  await expect(line(page, "en")).toHaveCount(0);
  await expect(subtitleButton(page, "Phụ đề")).toHaveAttribute("aria-pressed", "true");

  await playAt(page, `/en${KOREAN_FILM}`);
  await expect(line(page, "en")).toHaveText(AT_9.en);
  await expect(line(page, "vi")).toHaveCount(0);

  // Heard in English, in English: none, and the button turns English on first.
  await playAt(page, `/en${FILM}`);
  await expect(captions(page).locator("[lang]")).toHaveCount(0);
  await expect(subtitleButton(page, "Subtitles")).toHaveAttribute("aria-pressed", "false");
  await subtitleButton(page, "Subtitles").click();
  await expect(line(page, "en")).toHaveText(AT_9.en);
});

test("the viewer's remembered subtitle choice wins over the title's, off included", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cineva_player_subtitles", "off"));
  await playAt(page, `/vi${FILM}`);
  await expect(captions(page).locator("[lang]")).toHaveCount(0);
  // The first press turns on Vietnamese, the interface's language, not English.
  await subtitleButton(page, "Phụ đề").click();
  await expect(line(page, "vi")).toHaveText(AT_9.vi);
  await expect(line(page, "en")).toHaveCount(0);

  await page.addInitScript(() => localStorage.setItem("cineva_player_subtitles", "en"));
  await playAt(page, `/vi${KOREAN_FILM}`);
  await expect(line(page, "en")).toHaveText(AT_9.en);
  await expect(line(page, "vi")).toHaveCount(0);
});
