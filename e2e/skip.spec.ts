import { expect, test, type Page } from "@playwright/test";

// The demo marks its clips (server/demo/catalogue.ts clipSegments): a film's opening titles run
// 0–5 s and its credits 12–16 s; an episode after a season's first opens with a 0–3 s recap, then
// the opening titles 3–7 s.
const FILM = "/movie/18/the-quiet-orbit";
const EPISODE_1 = "/tvseries/1/house-of-silk-lanterns&ss=1&ep=1";
const EPISODE_2 = "/tvseries/1/house-of-silk-lanterns&ss=1&ep=2";

const player = (page: Page) => page.getByTestId("video-player");
const video = (page: Page) => player(page).locator("video");
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
/** The stretches of the media that were played, in seconds. */
const played = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) =>
    Array.from({ length: v.played.length }, (_, i) => ({ start: v.played.start(i), end: v.played.end(i) })),
  );

async function play(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
}

test("Skip intro takes a film past its opening titles, by a click or by the s key", async ({ page }) => {
  await play(page, FILM);
  const skip = player(page).getByRole("button", { name: "Skip intro" });
  await expect(skip).toBeVisible();
  await skip.click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(5);
  await expect(skip).toBeHidden();
  await expect(player(page).getByText("Intro skipped")).toBeAttached();

  // Back into the intro: the button is offered again, and `s` skips too.
  await video(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 1));
  await expect(skip).toBeVisible();
  await player(page).press("s");
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(5);
});

test("with automatic skipping chosen, the intro is never played, and the choice is remembered", async ({
  page,
}) => {
  await play(page, FILM);
  await player(page).getByRole("button", { name: "Settings" }).click();
  await page.getByRole("checkbox", { name: "Skip intros and recaps automatically" }).check();

  await play(page, FILM);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(6);
  // Nothing between 1 s and 5 s was played: the player went from the intro's start to its end.
  for (const { start, end } of await played(page)) expect(end <= 1 || start >= 4.9).toBe(true);
  await expect(player(page).getByRole("button", { name: "Skip intro" })).toBeHidden();
});

test("an episode offers to skip its recap, then its intro", async ({ page }) => {
  await play(page, EPISODE_2);
  // The recap runs 3 s and the intro 4: at a quarter of the speed, a busy machine's slow checks still
  // find each button while its part plays.
  await video(page).evaluate((v: HTMLVideoElement) => (v.playbackRate = 0.25));
  const recap = player(page).getByRole("button", { name: "Skip recap" });
  await expect(recap).toBeVisible();
  await recap.click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(3);
  await expect(player(page).getByRole("button", { name: "Skip intro" })).toBeVisible();
});

test("an episode's credits start the next-episode countdown while they play; the viewer may stay", async ({
  page,
}) => {
  await play(page, EPISODE_1);
  const countdown = page.getByTestId("autoplay-countdown");
  await expect(countdown).toBeHidden();
  await video(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 12.2));
  await expect(countdown).toBeVisible();
  await expect(countdown).toContainText("Up next");
  // The credits go on playing under it.
  await expect(player(page)).toHaveAttribute("data-state", "playing");
  await countdown.getByRole("button", { name: "Cancel" }).click();
  await expect(countdown).toBeHidden();
  const stayed = await currentTime(page);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(stayed);
  await expect(page).toHaveURL(/&ss=1&ep=1$/);
});

test("Skip intro in Vietnamese", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "vi", url: baseURL! }]);
  await play(page, FILM);
  await expect(player(page).getByRole("button", { name: "Bỏ qua đoạn mở đầu" })).toBeVisible();
});
