import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page, type Request, type Route } from "@playwright/test";
import { EDITOR, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #37, from master files to a film viewers play: several files at once (a 720p master in two
 * chunks, a dub, a Windows-1258 SRT, a text renamed .mp4, a video cut short), the master paused
 * mid-way, the tab reloaded and the same file chosen again to go on from where the server stands;
 * each file's check, the refusals in both languages; then the package with the dub and subtitles,
 * published, and a viewer plays it.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const dir = mkdtempSync(path.join(tmpdir(), "cineva-e2e-uploads-"));
const run = Date.now().toString(36);
const at = (name: string) => path.join(dir, `${run}-${name}`);
const ffmpeg = (args: string[]) => execFileSync("ffmpeg", ["-v", "error", "-y", ...args]);

let page: Page;
test.beforeAll(async ({ browser }) => {
  // Lossless 720p: about 14 MB, two of the desk's 8 MB chunks.
  ffmpeg([
    ...["-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=25:duration=8"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=8"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-shortest", "-movflags", "+faststart", at("master.mp4")],
  ]);
  ffmpeg(["-f", "lavfi", "-i", "sine=frequency=330:duration=8", "-c:a", "aac", at("long-tieng.m4a")]);
  // "Xin chào" in Windows-1258: a, then the combining grave accent.
  writeFileSync(
    at("vi.srt"),
    Buffer.concat([
      Buffer.from("1\r\n00:00:01,000 --> 00:00:03,000\r\nXin ch", "latin1"),
      Buffer.from([0x61, 0xcc]),
      Buffer.from("o\r\n", "latin1"),
    ]),
  );
  writeFileSync(at("notes.mp4"), "Lines of a script, not a film.\n".repeat(40));
  // A download cut short: its index at the front promises eight seconds, its pictures stop at two.
  const whole = readFileSync(at("master.mp4"));
  writeFileSync(at("cut.mp4"), whole.subarray(0, Math.floor(whole.length / 4)));

  page = await (await browser.newContext()).newPage();
  await signInToStudio(page, "en", EDITOR);
});
test.afterAll(() => page.context().close());

const row = (name: string) => page.getByRole("listitem").filter({ hasText: `${run}-${name}` });
const isPatch = (request: Request, offset: number) =>
  request.method() === "PATCH" && request.headers()["upload-offset"] === String(offset);

let film = 0;

/** A viewer's own browser playing `where`, and whether it has asked for an address like a pattern. */
async function playing(browser: Browser, where: string) {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(where);
  await page.getByTestId("play").click();
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-state", "playing", {
    timeout: 20_000,
  });
  const asked = (pattern: RegExp) => () => requested.some((address) => pattern.test(address));
  return { page, asked };
}

test("an editor uploads a film's files, pauses one, reloads, and it goes on", async () => {
  // A film of its own: what it plays changes here, and other tests play the demo's.
  await page.goto("/en/studio/catalogue/new/movie");
  await page
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: "Title" })
    .fill(`Reel ${run}`);
  await page
    .getByRole("group", { name: "Vietnamese" })
    .getByRole("textbox", { name: "Title" })
    .fill(`Cuộn ${run}`);
  await page.getByRole("textbox", { name: "Running time (minutes)" }).fill("1");
  // Heard in English: a Vietnamese viewer gets its Vietnamese dub unless they choose otherwise.
  await page.getByRole("combobox", { name: "Original audio language" }).selectOption("en");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit “Reel ${run}”` })).toBeVisible();
  film = Number(/\/studio\/catalogue\/movie\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole("link", { name: "Media files" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Media files of “/ })).toBeVisible();
  const address = page.url();

  // The master's second chunk is held on its way, as a slow line would hold it, until it is paused.
  const CHUNK = 8 * 1024 * 1024;
  let held: Route | null = null;
  await page.route("**/api/studio/uploads/*", (route) =>
    isPatch(route.request(), CHUNK) && !held ? void (held = route) : route.continue(),
  );
  const files = ["master.mp4", "long-tieng.m4a", "vi.srt", "notes.mp4", "cut.mp4"].map(at);
  await page.getByLabel("Choose files").setInputFiles(files);
  await expect.poll(() => held !== null, { timeout: 60_000 }).toBe(true);
  await row("master.mp4").getByRole("button", { name: "Pause" }).click();
  // Paused, the browser gave the chunk up already: the held request may be gone.
  await held!.abort("connectionreset").catch(() => undefined);
  await expect(row("master.mp4")).toContainText("Paused at");
  await page.unroute("**/api/studio/uploads/*");

  // The other files go on meanwhile: their checks on the server, one after another.
  const checked = { timeout: 60_000 };
  await expect(row("long-tieng.m4a")).toContainText("Ready", checked);
  await expect(row("vi.srt")).toContainText("Ready", checked);
  await expect(row("notes.mp4")).toContainText("This is not a video or audio file.", checked);
  await expect(row("cut.mp4")).toContainText("This file is cut short or damaged", checked);

  // The tab is reloaded: the server says how far the master got; choosing it again goes on from there.
  await page.reload();
  await expect(row("master.mp4")).toContainText(/Unfinished: \d+ % arrived/, checked);
  const resumed = page.waitForRequest((request) => isPatch(request, CHUNK));
  await page.getByLabel("Choose files").setInputFiles(at("master.mp4"));
  await resumed;
  await expect(row("master.mp4")).toContainText("Ready", { timeout: 60_000 });
  await expect(row("master.mp4")).toContainText("1280×720 · 0:08");
  await expectAccessible(page);

  // The refusals in Vietnamese too.
  await page.goto(address.replace("/en/", "/vi/"));
  await expect(row("notes.mp4")).toContainText("Đây không phải tệp video hay âm thanh.");
  await expect(row("cut.mp4")).toContainText("Tệp này bị cắt ngắn hoặc hỏng");
  await expect(row("long-tieng.m4a")).toContainText("Sẵn sàng");
});

test("the editor packages the film with its dub and subtitles, publishes it, and a viewer plays it", async ({
  browser,
}) => {
  await page.goto(`/en/studio/catalogue/movie/${film}/media`);
  const panel = page.getByRole("region", { name: "Package for viewers" });
  await expect(panel.getByRole("combobox", { name: "Video" })).toHaveValue(/^[0-9a-f]{32}$/);
  const dub = panel.getByRole("group", { name: `${run}-long-tieng.m4a` });
  await dub.getByRole("checkbox", { name: "Add as an audio track" }).check();
  await dub.getByRole("combobox", { name: "Language" }).selectOption("vi");
  await panel.getByRole("combobox", { name: `Subtitles: ${run}-vi.srt` }).selectOption("vi");
  // A first packaging is cancelled while it waits or runs: it says so, and offers nothing to publish.
  await panel.getByRole("button", { name: "Package" }).click();
  const first = panel.getByRole("listitem").first();
  await first.getByRole("button", { name: /^Cancel packaging \d+$/ }).click();
  await expect(first).toContainText("Cancelled");
  await expect(first.getByRole("button")).toHaveCount(0);

  // From here the studio hears the packaging move on over a live stream, not by asking again.
  const live = page.waitForResponse((response) => response.url().includes("/media/live?lang=en"));
  await panel.getByRole("button", { name: "Package" }).click();
  expect((await live).headers()["content-type"]).toMatch(/^text\/event-stream/);
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  const packaging = panel.getByRole("listitem").first();
  await expect(packaging).toContainText("Ready to publish", { timeout: 120_000 });
  await expect(packaging).toContainText("720p · 480p · 360p · Original · Vietnamese dub");
  // A test pattern over a steady tone: no credits to find (a season's are found in its backend test).
  await expect(packaging).toContainText("No recap, intro or credits found.");
  // The editor marks its opening titles on the timeline before publishing.
  await packaging.getByText("Check the parts to skip on a timeline").click();
  await expect(packaging.getByRole("img", { name: "Timeline of 0:08: nothing to skip" })).toBeVisible();
  const frames = packaging.locator('[style*="background-image"]');
  await expect(frames).toHaveCount(12);
  const intro = packaging.getByRole("group", { name: "Intro" });
  await intro.getByRole("textbox", { name: "Intro from (s)" }).fill("5");
  await intro.getByRole("textbox", { name: "Intro to (s)" }).fill("1");
  await packaging.getByRole("button", { name: "Save the parts" }).click();
  await expect(intro).toContainText("The end comes after the start.");
  await intro.getByRole("textbox", { name: "Intro from (s)" }).fill("1");
  await intro.getByRole("textbox", { name: "Intro to (s)" }).fill("5");
  await packaging.getByRole("button", { name: "Save the parts" }).click();
  await expect(packaging.getByRole("status")).toHaveText("Saved: publishing writes these parts.");
  await expect(packaging).toContainText("Corrected to skip: Intro 0:01–0:05.");
  await expect(packaging.getByRole("img", { name: "Timeline of 0:08: Intro 1–5 s" })).toBeVisible();
  await expectAccessible(page);
  await packaging.getByRole("button", { name: "Publish" }).click();
  await expect(packaging).toContainText("Playing now", { timeout: 30_000 });

  // A picture from the video becomes the film's thumbnail, through the artwork's own check and cut.
  await packaging.getByText("Pictures for the poster and thumbnail").click();
  await expect(packaging.getByRole("img", { name: /^The video at \d:\d\d$/ })).toHaveCount(6);
  await packaging.getByRole("button", { name: "Use the picture at 0:03 as the thumbnail" }).click();
  await expect(packaging.getByRole("status").last()).toHaveText("The picture at 0:03 is now the thumbnail.");

  await page.goto(`/en/studio/catalogue/movie/${film}`);
  await page.getByRole("radio", { name: "Viewers, from the time below" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  // The film was made without artwork: viewers now get the picture chosen from its video.
  const shown = (await (await page.request.get(`/api/movies/${film}`)).json()) as {
    thumbnail: string | null;
  };
  expect(shown.thumbnail).toMatch(/\.webp$/);

  // The packaged ladder, its audio a rendition of its own: the player asks for both, at its playback
  // session's own addresses.
  const folder = String.raw`^/media/play/[^/]+/`;
  const segmentOf = (part: string) => new RegExp(String.raw`${folder}${part}/seg\d+\.m4s$`);
  const viewer = await playing(browser, `/en/movie/${film}`);
  // The intro marked on the timeline (1–5 s) is what the player offers to skip; slowed, so a busy
  // machine does not play past it first.
  await viewer.page.locator("video").evaluate((video: HTMLVideoElement) => (video.playbackRate = 0.25));
  await expect(viewer.page.getByRole("button", { name: "Skip intro" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(viewer.asked(segmentOf(String.raw`\d+p`)), { timeout: 20_000 }).toBe(true);
  await expect.poll(viewer.asked(segmentOf("audio/0")), { timeout: 20_000 }).toBe(true);
  // The viewer switches to the dub from the settings: its own rendition plays.
  await viewer.page.getByTestId("video-player").hover();
  await viewer.page.getByTestId("video-player").getByRole("button", { name: "Settings" }).click();
  const sound = viewer.page.getByRole("combobox", { name: "Audio" });
  await expect(sound).toHaveValue("0");
  await expect(sound.getByRole("option")).toHaveText(["Original", "Vietnamese dub"]);
  await sound.selectOption({ label: "Vietnamese dub" });
  await expect.poll(viewer.asked(segmentOf("audio/1")), { timeout: 20_000 }).toBe(true);
  await viewer.page.close();

  // A Vietnamese viewer who never chose starts with the dub, named in Vietnamese.
  const { page: vietnamese, asked } = await playing(browser, `/vi/movie/${film}`);
  await expect.poll(asked(segmentOf("audio/1")), { timeout: 20_000 }).toBe(true);
  await vietnamese.getByTestId("video-player").hover();
  await vietnamese.getByTestId("video-player").getByRole("button", { name: "Cài đặt" }).click();
  await expect(vietnamese.getByRole("combobox", { name: "Âm thanh" })).toHaveValue("1");
  await expect(vietnamese.getByRole("combobox", { name: "Âm thanh" }).getByRole("option")).toHaveText([
    "Bản gốc",
    "Lồng tiếng",
  ]);
  await vietnamese.close();

  await page.getByRole("radio", { name: /^Draft/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Draft: viewers cannot see it")).toBeVisible();
});
