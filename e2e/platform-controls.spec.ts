import { expect, test, type Page } from "@playwright/test";

const FILM = { path: "/movie/18/the-quiet-orbit", en: "The Quiet Orbit" };

const session = (page: Page) =>
  page.evaluate(() => ({
    title: navigator.mediaSession.metadata?.title ?? null,
    artwork: navigator.mediaSession.metadata?.artwork.map((a) => a.src) ?? [],
    state: navigator.mediaSession.playbackState,
  }));

test("the lock screen and media keys know what plays (Media Session), and follow play and pause", async ({
  page,
}) => {
  await page.goto(FILM.path);
  expect((await session(page)).title).toBeNull();
  await page.getByTestId("play").click();
  const player = page.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-state", "playing");
  await expect.poll(() => session(page)).toMatchObject({ title: FILM.en, state: "playing" });
  expect((await session(page)).artwork[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+/);
  await player.press("k");
  await expect.poll(async () => (await session(page)).state).toBe("paused");
  // Headless Chromium has no screen to send the video to: no such button.
  await expect(player.getByRole("button", { name: "Play on another screen" })).toHaveCount(0);
});
