import { expect, test } from "@playwright/test";
import { EDITOR, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #36, a film's media: an editor gives a new film its playlist, subtitles, intro and cast in
 * the studio; a wrong subtitle path is named on its field; published, the film plays for a visitor with
 * its subtitles and "Skip intro". It is taken down again at the end.
 */
test.describe.configure({ timeout: 150_000 });

test("an editor gives a film what plays, and a visitor plays it with Skip intro", async ({
  page,
  browser,
}) => {
  const word = `Aurelian${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", EDITOR);
  await page.goto("/en/studio/catalogue/new/movie");
  await page
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: "Title" })
    .fill(`${word} Lights`);
  await page
    .getByRole("group", { name: "Vietnamese" })
    .getByRole("textbox", { name: "Title" })
    .fill(`Đèn ${word}`);
  await page.getByRole("textbox", { name: "Running time (minutes)" }).fill("1");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${word} Lights”` })).toBeVisible();
  const id = Number(/\/studio\/catalogue\/movie\/(\d+)$/.exec(page.url())?.[1]);

  const plays = page.getByRole("group", { name: "What plays" });
  await plays.getByRole("textbox", { name: "HLS playlist" }).fill("clips/aurora/master.m3u8");
  await plays.getByRole("textbox", { name: "Storyboard (WebVTT)" }).fill("clips/aurora/storyboard.vtt");
  await plays.getByRole("textbox", { name: "English subtitles (WebVTT)" }).fill("clips/aurora/subs.en.srt");
  await plays.getByRole("textbox", { name: "Intro from (s)" }).fill("0");
  await plays.getByRole("textbox", { name: "Intro to (s)" }).fill("5");
  const credits = page.getByRole("group", { name: "Cast and crew" });
  await credits.getByRole("textbox", { name: "Directors" }).fill(`Lê ${word}`);
  await credits.getByRole("textbox", { name: "Cast" }).fill(`Ana ${word}\n\nTrần ${word}\n`);
  await page.getByRole("radio", { name: "Viewers, from the time below" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  const english = plays.getByRole("textbox", { name: "English subtitles (WebVTT)" });
  await expect(english).toHaveAccessibleDescription("Give the path of a WebVTT file (ending in .vtt).");
  await expect(plays.getByRole("textbox", { name: "Intro to (s)" })).toHaveValue("5");
  await expectAccessible(page);
  await english.fill("clips/aurora/subs.en.vtt");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/en/movie/${id}`);
  // Who made it, under its description, in the cast's billing order.
  await expect(visitor.getByRole("definition").filter({ hasText: `Lê ${word}` })).toBeVisible();
  await expect(visitor.getByRole("definition").filter({ hasText: "Ana" })).toHaveText(
    `Ana ${word}, Trần ${word}`,
  );
  await visitor.getByTestId("play").click();
  const player = visitor.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  await expect(player.getByRole("button", { name: "Skip intro" })).toBeVisible();
  await visitor.close();

  await page.getByRole("radio", { name: /^Draft/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Draft: viewers cannot see it")).toBeVisible();
});
