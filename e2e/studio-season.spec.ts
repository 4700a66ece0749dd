import { mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { makeDub, makeSeason, truth } from "../server/demo/generated-season";
import { encodeWindows1258 } from "../server/demo/windows-1258";
import { player } from "./player";
import { EDITOR, signInToStudio } from "./studio";

/**
 * Issue #37, a season from its master files to a viewer skipping its intro: three generated episodes
 * that share an intro and credits (the later two open with a recap), a Vietnamese dub and a
 * Windows-1258 SRT for the second, sent at once over a line that drops one request; packaged one by
 * one, the studio shows each episode's intro found; published, a viewer plays the second episode,
 * switches to the dub, reads the Vietnamese subtitles, sees a seek preview and skips the intro.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });

// A demo series no other test plays: its first three episodes of season 1 change here.
const SERIES = "Tokyo Night Shift";
const dir = mkdtempSync(path.join(tmpdir(), "cineva-e2e-season-"));
const run = Date.now().toString(36);
const at = (name: string) => path.join(dir, `${run}-${name}`);
const EPISODES = [1, 2, 3].map((n) => at(`episode-${n}.mp4`));
const SUBTITLE = "Xin chào, hẹn gặp lại ở bến cảng.";

let page: Page;
let series = 0;
test.beforeAll(async ({ browser, request }) => {
  const made = await makeSeason(dir);
  made.forEach((file, i) => renameSync(file, EPISODES[i]!));
  await makeDub(at("thuyet-minh.m4a"), 36);
  // One cue over the whole episode, in the legacy code page Vietnamese subtitle files still come in.
  writeFileSync(at("vi.srt"), encodeWindows1258(`1\r\n00:00:00,500 --> 00:00:35,000\r\n${SUBTITLE}\r\n`));
  const found = (await (await request.get(`/api/search?q=${encodeURIComponent(SERIES)}`)).json()) as {
    series: { id: number; title_en: string }[];
  };
  series = found.series.find((show) => show.title_en === SERIES)!.id;
  page = await (await browser.newContext()).newPage();
  await signInToStudio(page, "en", EDITOR);
});
test.afterAll(() => page.context().close());

const row = (name: string) =>
  page
    .getByRole("listitem")
    .filter({ hasText: `${run}-${name}` })
    .first();
const episodeLabel = (n: number) => new RegExp(`^Season 1, episode ${n}: `);
/** A packaging's row: "Packaging 7 · Season 1, episode 2: “…”". */
const packagingOf = (n: number) => new RegExp(`· Season 1, episode ${n}: `);

test("an editor sends a season's files at once; a dropped request is sent again by itself", async () => {
  await page.goto(`/en/studio/catalogue/series/${series}/media`);
  await expect(page.getByRole("heading", { level: 1, name: /^Media files of “/ })).toBeVisible();
  // The line drops the first chunk sent: the upload asks the server where it stands and goes on.
  let dropped = false;
  let patches = 0;
  await page.route("**/api/studio/uploads/*", async (route) => {
    if (route.request().method() !== "PATCH") return route.continue();
    patches += 1;
    if (dropped) return route.continue();
    dropped = true;
    await route.abort("connectionreset");
  });
  await page.getByLabel("Choose files").setInputFiles([...EPISODES, at("thuyet-minh.m4a"), at("vi.srt")]);
  const checked = { timeout: 90_000 };
  for (const name of ["episode-1.mp4", "episode-2.mp4", "episode-3.mp4", "thuyet-minh.m4a", "vi.srt"])
    await expect(row(name)).toContainText("Ready", checked);
  expect(dropped).toBe(true);
  expect(patches).toBeGreaterThan(5);
  await page.unroute("**/api/studio/uploads/*");
});

test("each episode is packaged; the studio shows the intro, recaps and credits the season shares", async () => {
  const panel = page.getByRole("region", { name: "Package for viewers" });
  for (const n of [1, 3, 2]) {
    await panel.getByRole("combobox", { name: "Video" }).selectOption({ label: `${run}-episode-${n}.mp4` });
    const episodes = panel.getByRole("combobox", { name: "Episode" });
    const label = (await episodes.getByRole("option").allTextContents()).find((text) =>
      episodeLabel(n).test(text),
    )!;
    await episodes.selectOption({ label });
    if (n === 2) {
      const dub = panel.getByRole("group", { name: `${run}-thuyet-minh.m4a` });
      await dub.getByRole("checkbox", { name: "Add as an audio track" }).check();
      await dub.getByRole("combobox", { name: "Language" }).selectOption("vi");
      await panel.getByRole("combobox", { name: `Subtitles: ${run}-vi.srt` }).selectOption("vi");
    }
    await panel.getByRole("button", { name: "Package" }).click();
    await expect(
      panel
        .getByRole("listitem")
        .filter({ hasText: packagingOf(n) })
        .first(),
    ).toContainText("Ready to publish", { timeout: 120_000 });
  }
  // Each episode's parts where the sources put them (within a second): the intro the three share.
  for (const n of [1, 2, 3]) {
    const packaging = panel
      .getByRole("listitem")
      .filter({ hasText: packagingOf(n) })
      .first();
    const intro = truth(n).find((part) => part.kind === "intro")!;
    await expect(packaging).toContainText(/Found to skip: .*Intro \d:\d\d–\d:\d\d/);
    const text = (await packaging.textContent()) ?? "";
    const [, from, to] = /Intro (\d:\d\d)–(\d:\d\d)/.exec(text)!;
    const seconds = (time: string) => Number(time.slice(2)) + 60 * Number(time[0]);
    expect(Math.abs(seconds(from!) - intro.start_sec)).toBeLessThanOrEqual(1);
    expect(Math.abs(seconds(to!) - intro.end_sec)).toBeLessThanOrEqual(1);
    if (n > 1) await expect(packaging).toContainText(`Recap 0:00–`);
    await expect(packaging).toContainText(/Credits \d:\d\d–\d:\d\d/);
    await packaging.getByRole("button", { name: "Publish" }).click();
    await expect(packaging).toContainText("Playing now", { timeout: 30_000 });
  }
});

test("a viewer plays the second episode: the dub, Vietnamese subtitles, a seek preview, and Skip intro", async ({
  browser,
}) => {
  const viewer = await browser.newPage();
  const asked: string[] = [];
  viewer.on("request", (request) => asked.push(new URL(request.url()).pathname));
  // The packaged episode, at its playback session's own addresses.
  const folder = String.raw`^/media/play/[^/]+/`;
  const segmentOf = (part: string) => new RegExp(String.raw`${folder}${part}/seg\d+\.m4s$`);
  const heard = (pattern: RegExp) => () => asked.some((address) => pattern.test(address));

  await viewer.goto(`/en/tvseries/${series}/tokyo-night-shift&ss=1&ep=2`);
  await viewer.getByTestId("play").click();
  await expect(player(viewer)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  await expect.poll(heard(segmentOf("audio/0")), { timeout: 20_000 }).toBe(true);

  // The dub and the Vietnamese subtitles, from the settings.
  await player(viewer).hover();
  await player(viewer).getByRole("button", { name: "Settings" }).click();
  const sound = viewer.getByRole("combobox", { name: "Audio" });
  await expect(sound.getByRole("option")).toHaveText(["Original", "Vietnamese dub"]);
  await sound.selectOption({ label: "Vietnamese dub" });
  await expect.poll(heard(segmentOf("audio/1")), { timeout: 20_000 }).toBe(true);
  await viewer.getByRole("combobox", { name: "Subtitles" }).selectOption({ label: "Tiếng Việt" });
  await expect(player(viewer).getByTestId("captions")).toContainText(SUBTITLE, { timeout: 20_000 });
  await viewer.keyboard.press("Escape");

  // Hovering the seek bar previews that moment from the packaged storyboard.
  const bar = player(viewer).getByRole("slider", { name: "Seek" });
  const box = (await bar.boundingBox())!;
  await bar.hover({ position: { x: box.width * 0.5, y: box.height / 2 } });
  await expect(viewer.getByTestId("seek-preview")).toBeVisible();
  await expect(viewer.getByTestId("seek-tile")).toHaveCSS(
    "background-image",
    new RegExp(String.raw`/media/packaged/series-${series}-e\d+/\d+/[^"]+\.jpg"\)$`),
  );

  // In the intro the season shares, "Skip intro" jumps to where it ends.
  const video = player(viewer).locator("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 0.25;
    v.currentTime = 8;
  });
  await player(viewer).hover();
  await player(viewer).getByRole("button", { name: "Skip intro" }).click();
  const intro = truth(2).find((part) => part.kind === "intro")!;
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(intro.end_sec - 1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(intro.end_sec + 3);
  await viewer.close();
});
