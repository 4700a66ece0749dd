import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { registerViewer, signInWith, VIEWER } from "./accounts";

/** The demo film every test watches (server/demo): a real 16-second HLS clip with subtitles. */
const FILM = { path: "/movie/18/the-quiet-orbit", en: "The Quiet Orbit", vi: "Quỹ đạo lặng im" };

const video = (page: Page) => page.getByTestId("video-player").locator("video");
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test("a film page renders its hero, JSON-LD and social cards on the server", async ({ page }) => {
  const response = await page.goto(FILM.path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^The Quiet Orbit \(\d{4}\) \| Cineva$/);
  await expect(page.getByRole("heading", { level: 1, name: FILM.en })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
  const movie = data.find((item) => item["@type"] === "Movie");
  expect(movie).toMatchObject({ name: FILM.en, url: expect.stringContaining(FILM.path) });
  expect(movie?.video).toMatchObject({ "@type": "VideoObject" });
  const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Movies", FILM.en]);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/movies\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${FILM.path}$`));
});

test("Share copies the film's address where the browser has no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(FILM.path);
  expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined"); // Chromium on Linux
  // Its copying code loads on the way to the button, and the copy still counts as the click's.
  await page.getByRole("button", { name: "Share" }).click();
  const address = page.url();
  await expect(page.getByText(`Đã sao chép: ${address}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test("the parts drawn by the server for their live part to take over are in the HTML once", async ({
  request,
}) => {
  const count = (html: string, text: string) => html.split(text).length - 1;
  const film = await (await request.get(FILM.path)).text();
  expect(count(film, 'data-testid="rating-summary"')).toBe(1);
  const episode = await (await request.get("/tvseries/1/house-of-silk-lanterns&ss=1&ep=2")).text();
  expect(count(episode, 'data-testid="episode-heading"')).toBe(1);
  expect(count(episode, 'data-testid="rating-summary"')).toBe(1);
  expect(count(episode, 'data-testid="play"')).toBe(1);
});

test("a film without its slug, or with a wrong one, goes to the canonical address", async ({ page }) => {
  for (const path of ["/movie/18", "/movie/18/wrong-slug"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${FILM.path}$`));
  }
});

test("home → a film → the video plays; leaving and coming back resumes near the saved position", async ({
  page,
}) => {
  await page.goto("/");
  await signInWith(page, VIEWER);
  await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
  await page.goto(`/search/${encodeURIComponent("quy dao")}`);
  await page.getByRole("link", { name: FILM.en }).first().click();
  await expect(page).toHaveURL(new RegExp(`${FILM.path}$`));

  await page.getByTestId("play").click();
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-state", "playing");
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(6);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause()); // a pause saves the position
  const left = await currentTime(page);

  await page.getByRole("banner").getByRole("link", { name: "Home" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(FILM.path);
  const resume = page.getByTestId("play");
  await expect(resume).toHaveText(/^Resume from 0:\d\d$/);
  await resume.click();
  await expect
    .poll(() => currentTime(page), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(Math.floor(left) - 1);
});

test("a Continue Watching card resumes in one tap: the film plays from where the viewer left it", async ({
  page,
  request,
}) => {
  const viewer = await registerViewer(request, "Resume Tester");
  await page.goto(FILM.path);
  await signInWith(page, viewer);
  await page.getByTestId("play").click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(6);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause()); // a pause saves the position
  const left = await currentTime(page);

  await page.goto("/");
  const row = page.getByRole("region", { name: "Continue watching" });
  const card = row.getByRole("link", { name: FILM.en });
  await expect(card).toHaveAttribute("href", new RegExp(`${FILM.path}#t=$`));
  await card.click();
  // Playing with no further press, from the saved position rather than the start; the address then
  // drops what asked it to play, so a reload starts as a visit does.
  await expect(page.getByTestId("video-player")).toHaveAttribute("data-state", "playing");
  await expect(page).toHaveURL(new RegExp(`${FILM.path}$`));
  // Its first time past the very start is the saved one (from 0 it would pass 1 s, 2 s… first).
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await currentTime(page)).toBeGreaterThanOrEqual(Math.floor(left) - 1);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(left);
});

test("the player answers the keyboard and its settings", async ({ page }) => {
  await page.goto(FILM.path);
  await page.getByTestId("play").click();
  const player = page.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-state", "playing");
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(1);

  await player.press("k");
  await expect(player).toHaveAttribute("data-state", "paused");
  const before = await currentTime(page);
  await player.press("l");
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(Math.min(before + 9, 15));
  await player.press("m");
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await player.press("c");
  await expect
    .poll(() =>
      video(page).evaluate(
        (v: HTMLVideoElement) => [...v.textTracks].find((t) => t.mode === "hidden")?.language,
      ),
    )
    .toBe("en");
  await player.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await player.press("Escape");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeHidden();

  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByLabel("Quality")).toContainText("720p");
  await page.getByLabel("Speed").selectOption("1.5");
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await page.reload();
  await page.getByTestId("play").click();
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
});

test("a signed-out viewer who rates is asked to sign in; a signed-in one sees the average change", async ({
  page,
}) => {
  await page.goto(FILM.path);
  const rating = page.getByRole("group", { name: "Rate this title" });
  await rating.getByRole("button", { name: "4 stars" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Cineva" })).toBeVisible();
  await page.keyboard.press("Escape");

  await signInWith(page, VIEWER);
  await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
  await page.getByRole("group", { name: "Rate this title" }).getByRole("button", { name: "2 stars" }).click();
  await expect(page.getByTestId("rating-summary")).toContainText("You rated it 2 out of 5.");
  await page.getByRole("group", { name: "Rate this title" }).getByRole("button", { name: "5 stars" }).click();
  await expect(page.getByTestId("rating-summary")).toContainText("You rated it 5 out of 5.");

  // The cached page knows only the average; the viewer's own score is asked for once the section
  // (below the player) is scrolled to.
  // (Scrolled to by its heading: the stars and summary drawn by the server are replaced by the live
  // part's as it arrives.)
  await page.reload();
  await page.getByRole("heading", { name: "Rate this title" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("rating-summary")).toContainText("You rated it 5 out of 5.");
});

test("a series page switches season and episode, and the URL follows", async ({ page }) => {
  await page.goto("/series?sort=popular");
  await page.getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/tvseries\/\d+\/[a-z0-9-]+$/);
  const heading = page.getByTestId("episode-heading");
  await expect(heading).toContainText("S1 · E1");

  await page.getByRole("link", { name: /Episode 2/ }).click();
  await expect(heading).toContainText("S1 · E2");
  await expect(page).toHaveURL(/&ss=1&ep=2$/);
  await expect(page.getByTestId("video-player")).toBeVisible();

  const seasons = page.getByRole("combobox", { name: "Season" });
  if (await seasons.count()) {
    await seasons.selectOption({ label: "Season 2" });
    await page.getByRole("link", { name: /Episode 1/ }).click();
    await expect(heading).toContainText("S2 · E1");
    await expect(page).toHaveURL(/&ss=2&ep=1$/);
  }
  await page.goBack();
  await expect(page).toHaveURL(/&ss=1&ep=2$/);
  await expect(heading).toContainText("S1 · E2");

  // The address alone opens the same episode, whose structured data is the TVEpisode, part of its series.
  await page.reload();
  await expect(heading).toContainText("S1 · E2");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const episode = blocks
    .flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
    .find((d) => d["@type"] === "TVEpisode");
  expect(episode).toMatchObject({
    episodeNumber: 2,
    partOfSeason: { seasonNumber: 1 },
    partOfSeries: { "@type": "TVSeries" },
  });
});

test("a season or an episode the series does not have is a 404; unreadable numbers fall back to the first episode", async ({
  page,
}) => {
  await page.goto("/series?sort=popular");
  const href = await page.getByRole("article").first().getByRole("link").getAttribute("href");
  expect((await page.goto(`${href}&ss=99&ep=1`))?.status()).toBe(404);
  expect((await page.goto(`${href}&ss=1&ep=99`))?.status()).toBe(404);
  const response = await page.goto(`${href}&ss=abc&ep=`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("episode-heading")).toContainText("S1 · E1");
});

test("favorites and watch history: add, see on the home page and the profile, remove", async ({ page }) => {
  // An account of its own: the demo's are shared with tests that play at the same time, on their screens.
  const viewer = await registerViewer(page.request, "Favorites Viewer");
  await page.goto(FILM.path);
  await signInWith(page, viewer);
  await expect(page.getByTestId("account-name")).toBeVisible();

  const favorite = page.getByTestId("favorite");
  await expect(favorite).toHaveText("Add to favorites");
  await favorite.click();
  await expect(favorite).toHaveAttribute("aria-pressed", "true");
  await page.goto("/profile/favorites");
  await expect(page.getByRole("link", { name: FILM.en })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${FILM.en} from your favorites` }).click();
  await expect(page.getByTestId("empty-state")).toContainText("You have no favorites yet.");

  await page.goto(FILM.path);
  await page.getByTestId("play").click();
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(6);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
  await page.goto("/");
  const row = page.getByRole("region", { name: "Continue watching" });
  await expect(row.getByRole("link", { name: FILM.en })).toBeVisible();
  await expect(row.getByRole("progressbar").first()).toHaveAttribute("aria-valuenow", /^[1-9]\d?$/);

  await page.goto("/profile/history");
  await expect(page.getByRole("link", { name: FILM.en })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${FILM.en} from your history` }).click();
  await expect(page.getByRole("link", { name: FILM.en })).toBeHidden();
});

test("the header search suggests titles as you type; arrows and Enter open one", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search films, series and articles" });
  await search.fill("quiet orb");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option", { name: /The Quiet Orbit/ })).toBeVisible();
  await search.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/movie\/\d+\/[a-z0-9-]+$/);
});

test("the cache revalidation hook refuses strangers and unknown tags, and accepts the backend's key", async ({
  request,
}) => {
  const root = (await readFile("data/e2e/auth-secret", "utf8")).trim();
  const key = createHmac("sha256", root).update("revalidate").digest("base64url");
  const post = (authorization: string, tags: unknown) =>
    request.post("/api/revalidate", { headers: { authorization }, data: { tags } });
  expect((await post("Bearer wrong", ["movie:18"])).status()).toBe(401);
  expect((await post(`Bearer ${key}`, ["everything"])).status()).toBe(422);
  const ok = await post(`Bearer ${key}`, ["movie:18", "catalogue"]);
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: ["movie:18", "catalogue"] });
  expect((await request.get(FILM.path)).status()).toBe(200);
});
