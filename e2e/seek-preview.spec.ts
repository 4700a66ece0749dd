import { expect, test, type Page } from "@playwright/test";
import { player, startPlaying } from "./player";

// Every demo clip has a storyboard (scripts/make-clips.sh): a 160×90 frame a second, 4 to a row.
const FILM = "/movie/18/the-quiet-orbit";

const play = (page: Page) => startPlaying(page, FILM);

test("hovering the seek bar shows that moment's storyboard tile and its time", async ({ page }) => {
  await play(page);
  const bar = player(page).getByRole("slider", { name: "Seek" });
  const box = (await bar.boundingBox())!;
  // Second 8.5 of the 16-second clip (not the exact middle, where a sub-pixel of the bar's width decides
  // between 0:07 and 0:08): second 8's tile, the first of the sprite's third row.
  await bar.hover({ position: { x: (box.width * 8.5) / 16, y: box.height / 2 } });
  const preview = page.getByTestId("seek-preview");
  await expect(preview).toBeVisible();
  await expect(preview).toContainText("0:08");
  const tile = page.getByTestId("seek-tile");
  await expect(tile).toHaveCSS("background-position", "0px -180px");
  await expect(tile).toHaveCSS("background-image", /\/media\/clips\/[a-z]+\/storyboard\.jpg"\)$/);
  // The sprite is real: the browser loaded it.
  const sprite = await tile.evaluate((el) => getComputedStyle(el).backgroundImage.slice(5, -2));
  expect((await page.request.get(sprite)).headers()["content-type"]).toBe("image/jpeg");

  await bar.hover({ position: { x: box.width * 0.95, y: box.height / 2 } });
  await expect(preview).toContainText("0:15");
  await expect(tile).toHaveCSS("background-position", "-480px -270px");
  await page.mouse.move(0, 0);
  await expect(preview).toBeHidden();
});

test("seeking with the keyboard previews where it lands", async ({ page }) => {
  await play(page);
  await player(page).press("k");
  await player(page).press("l");
  const preview = page.getByTestId("seek-preview");
  await expect(preview).toBeVisible();
  const landed = await player(page)
    .locator("video")
    .evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime));
  await expect(preview).toContainText(`0:${String(landed).padStart(2, "0")}`);
  await expect(preview).toBeHidden({ timeout: 5000 });
});
