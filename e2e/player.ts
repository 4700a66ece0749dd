import { expect, type Page } from "@playwright/test";

// What every player spec does first: open a title, press Play, and wait until the media can seek.
// Every demo clip lasts 16 seconds (scripts/make-clips.sh).

export const player = (page: Page) => page.getByTestId("video-player");
export const video = (page: Page) => player(page).locator("video");

/** Waits until the clip's length is known (the media can be seeked). */
export async function untilSeekable(page: Page) {
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(15);
}

/** Opens `path`, presses its Play and waits until the film plays and can be seeked. */
export async function startPlaying(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  await untilSeekable(page);
}
