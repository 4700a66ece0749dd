import { expect, test, type Browser, type Page } from "@playwright/test";
import { player, startPlaying, video } from "./player";

test("switching the language re-renders the page and is kept on the next page", async ({ page }) => {
  await page.goto("/movies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movies");
  await page.getByTestId("language-selector").first().selectOption("vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phim lẻ");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page).toHaveTitle("Phim lẻ | Cineva");
  expect(await page.evaluate(() => localStorage.getItem("cineva_language"))).toBe("vi");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("vi");

  await page
    .getByRole("navigation", { name: "Điều hướng chính" })
    .getByRole("link", { name: "Blog" })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText("Tin tức, đánh giá và cẩm nang từ đội ngũ Cineva.")).toBeVisible();
  await page.goto("/series");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phim bộ");

  await page.getByTestId("language-selector").first().selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TV series");
  expect(await page.evaluate(() => localStorage.getItem("cineva_language"))).toBe("en");
});

/** Chromium's own Accept-Language wins over extraHTTPHeaders, so the header is set on the way out. */
async function browserAsking(browser: Browser, acceptLanguage: string) {
  const context = await browser.newContext();
  await context.route("**/*", (route) =>
    route.continue({ headers: { ...route.request().headers(), "accept-language": acceptLanguage } }),
  );
  return context;
}

test("a first visit follows the browser's languages", async ({ browser }) => {
  const context = await browserAsking(browser, "fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.7");
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await context.close();
});

test("a browser asking for neither language gets English", async ({ browser }) => {
  const context = await browserAsking(browser, "de-DE,de;q=0.9");
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test("a choice saved in local storage wins over the browser's languages", async ({ browser }) => {
  const context = await browserAsking(browser, "en-US,en;q=0.9");
  await context.addInitScript(() => localStorage.setItem("cineva_language", "vi"));
  const page = await context.newPage();
  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bảng xếp hạng");
  expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("vi");
  await context.close();
});

test("embedding apps choose the language with ?lang= and it is not overridden", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("cineva_language", "en"));
  const page = await context.newPage();
  await page.goto("/blank-terms-and-conditions?lang=vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Điều khoản và điều kiện");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Điều khoản và điều kiện");
  await context.close();
});

const videoTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Plays `path` from `seconds` in, and gives the second it had reached (to the tenth, as it is carried). */
async function playFrom(page: Page, path: string, seconds: number): Promise<number> {
  await startPlaying(page, path);
  await video(page).evaluate((v: HTMLVideoElement, at: number) => void (v.currentTime = at), seconds);
  await expect.poll(() => videoTime(page)).toBeGreaterThan(seconds + 0.5);
  return Math.floor((await videoTime(page)) * 10) / 10;
}

/** Seconds of the video before `second` that this page's player has played (its `played` ranges). */
const playedBefore = (page: Page, second: number) =>
  video(page).evaluate((v: HTMLVideoElement, before: number) => {
    let seconds = 0;
    for (let i = 0; i < v.played.length; i++)
      seconds += Math.max(0, Math.min(v.played.end(i), before) - v.played.start(i));
    return seconds;
  }, second);

/**
 * Playing on from `reached`: this page's player got past it without playing what came before (started
 * over, it would have played those seconds again), however slowly the machine runs.
 */
async function expectCarriedOn(page: Page, reached: number) {
  await expect(player(page)).toHaveAttribute("data-state", "playing");
  await expect.poll(() => videoTime(page)).toBeGreaterThan(reached + 0.5);
  expect(await playedBefore(page, reached)).toBeLessThan(0.5);
}

test("switching the language while a film plays carries on from the same second, still playing", async ({
  page,
}) => {
  const reached = await playFrom(page, "/movie/18/the-quiet-orbit", 5);
  await page.getByTestId("language-selector").first().selectOption("vi");

  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("region", { name: "Trình phát video: Quỹ đạo lặng im" })).toBeVisible();
  await expectCarriedOn(page, reached);
  // The address says nothing more than before: a reload starts as a visit does.
  await expect(page).toHaveURL(/\/movie\/18\/the-quiet-orbit$/);

  // Paused, it stays paused where it was.
  await player(page)
    .locator("video")
    .evaluate((v: HTMLVideoElement) => v.pause());
  await expect(player(page)).toHaveAttribute("data-state", "paused");
  const pausedAt = await videoTime(page);
  await page.getByTestId("language-selector").first().selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("region", { name: "Video player: The Quiet Orbit" })).toBeVisible();
  await expect.poll(() => videoTime(page)).toBeCloseTo(pausedAt, 0);
  await expect(player(page)).toHaveAttribute("data-state", "paused");

  // A reload afterwards starts as a visit does: with the poster.
  await page.reload();
  await expect(page.getByTestId("play")).toBeVisible();
  await expect(player(page)).toHaveCount(0);
});

test("switching the language while an episode plays carries on in the episode's page in the other language", async ({
  page,
}) => {
  const reached = await playFrom(page, "/en/tvseries/1/house-of-silk-lanterns&ss=1&ep=2", 5);
  await page.getByTestId("language-selector").first().selectOption("vi");

  await expect(page).toHaveURL(/\/vi\/tvseries\/1\/house-of-silk-lanterns&ss=1&ep=2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expectCarriedOn(page, reached);
});
