import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSite } from "./start-site";
import { EDITOR, signInToStudio } from "./studio";

/**
 * Issue #37, a crash in the middle of a packaging: the site is killed (SIGKILL, as the kernel's
 * out-of-memory killer or a pulled plug would) while it packages a film. Started again on the same
 * data, it takes the packaging up at once; the editor, whose page stayed open, watches it finish,
 * and the uploaded original is the file that was sent, byte for byte. Its own site and data: on the
 * embedded database the jobs run in the site's process, so killing it kills the worker.
 */
const PORT = 3278;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ENV = { NEXTAUTH_URL: ORIGIN, CINEVA_SANDBOX: "1", CINEVA_DEMO_MEDIA: "0" };
const FILM = "Signal from Europa";

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

async function healthy() {
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
}

test("the site killed mid-packaging takes it up again when restarted, and the editor sees it finish", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(tmpdir(), "cineva-e2e-restart-"));
  const master = path.join(dir, `master-${Date.now().toString(36)}.mp4`);
  // 30 s of 720p: three rungs, long enough on two cores to be killed in the middle of.
  execFileSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=25:duration=30"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=30"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-shortest", "-movflags", "+faststart", master],
  ]);
  const sent = sha256(master);

  const first = startSite(ENV, PORT);
  let second: ReturnType<typeof startSite> | undefined;
  const context = await browser.newContext({ baseURL: ORIGIN });
  try {
    await healthy();
    const page = await context.newPage();
    await signInToStudio(page, "en", EDITOR);
    const found = (await (await page.request.get(`/api/search?q=${encodeURIComponent(FILM)}`)).json()) as {
      movies: { id: number; title_en: string }[];
    };
    const film = found.movies.find((movie) => movie.title_en === FILM)!.id;
    await page.goto(`/en/studio/catalogue/movie/${film}/media`);
    await page.getByLabel("Choose files").setInputFiles(master);
    const upload = page.getByRole("listitem").filter({ hasText: path.basename(master) });
    await expect(upload).toContainText("Ready", { timeout: 60_000 });

    const panel = page.getByRole("region", { name: "Package for viewers" });
    const video = panel.getByRole("combobox", { name: "Video" });
    await video.selectOption({ label: path.basename(master) });
    const original = path.join(first.dataDir, "uploads", await video.inputValue());
    await panel.getByRole("button", { name: "Package" }).click();
    const packaging = panel.getByRole("listitem").first();
    // Under way, the ladder partly made: the site dies.
    await expect(packaging).toContainText(/Packaging… [1-9]\d* %/, { timeout: 60_000 });
    first.signal("SIGKILL");
    await first.exited;
    const stopped = /Packaging… \d+ %/.exec((await packaging.textContent()) ?? "")![0];

    second = startSite(ENV, PORT, first.dataDir);
    await healthy();
    // The page was left open: it hears of the packaging again by itself. The packaging moves at once,
    // not after the minute or more a failed try waits, and is seen through.
    await expect(packaging).not.toContainText(stopped, { timeout: 30_000 });
    await expect(packaging).toContainText("Ready to publish", { timeout: 120_000 });
    await expect(packaging).toContainText("720p · 480p · 360p · Original");
    expect(sha256(original)).toBe(sent);
  } finally {
    await context.close();
    await second?.stop({ keepData: true });
    await first.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
