import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { INACTIVE, registerViewer, VIEWER } from "./accounts";
import { ROUTES } from "./routes";

/**
 * Accessibility (issue 7): axe-core over every route of product §2.2, signed out and signed in, and in the
 * states a page only reaches by interaction (the sign-in dialog, the search suggestions, the player
 * with its settings open). Any violation of impact serious or critical fails, with the rule, the
 * elements and axe's help text in the message. The keyboard-only journeys are in keyboard.spec.ts.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// axe takes 3–10 s over the home page's 2,400 elements, depending on how busy the two cores are:
// each test does a few pages, with room to spare.
test.describe.configure({ timeout: 120_000 });

const FILM = "/movie/18/the-quiet-orbit";
const SERIES = "/tvseries/1/house-of-silk-lanterns";

/** The routes of product §2.2 with an id, on objects the demo seeds (the list in routes.ts covers the rest). */
const SEEDED = ["/category/1", "/blog/1", "/blog/category/1", FILM, `${SERIES}&ss=2&ep=3`];

const PATHS = [...ROUTES.map((route) => route.path), ...SEEDED];
const PROTECTED = new Set(ROUTES.filter((route) => route.protected).map((route) => route.path));

/** Several routes per test, so one browser page does a group: the spec stays short on two cores. */
function groups<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Serious and critical violations on the page as it is now, one readable paragraph each. */
async function audit(page: Page, where: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const targets = v.nodes.slice(0, 6).map((node) => `      ${node.target.join(" >> ")}`);
      if (v.nodes.length > 6) targets.push(`      … and ${v.nodes.length - 6} more`);
      return `${where}: ${v.id} (${v.impact}) — ${v.help}\n${targets.join("\n")}\n      ${v.helpUrl}`;
    });
}

function expectNone(found: string[]) {
  expect(found, `axe found serious or critical violations:\n\n${found.join("\n\n")}\n`).toEqual([]);
}

/**
 * Hydrated and done loading: the header's account corner has resolved (its placeholder turned into
 * the sign-in button or the viewer's name) and no loading placeholder (spinner, skeleton cards,
 * "Loading…", all marked data-loading) is left.
 */
async function settle(page: Page, signedIn = false) {
  const header = page.locator('header[data-frame="header"]');
  if (await header.count()) {
    await expect(
      signedIn
        ? header.getByTestId("account-name")
        : header.getByRole("button", { name: /^(Sign in|Đăng nhập)$/ }),
    ).toBeVisible();
  }
  await expect(page.locator("[data-loading]")).toHaveCount(0);
}

/**
 * Signs the viewer in through next-auth's own endpoint (the dialog's way is tested in auth.spec.ts
 * and keyboard.spec.ts); the session cookie lands in the page's context.
 */
async function signIn(page: Page, account: { phone: string; password: string } = VIEWER) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/phone", {
    form: { csrfToken, phone: account.phone, password: account.password, remember: "false", json: "true" },
  });
  expect(response.ok()).toBe(true);
}

async function openVideoPlayer(page: Page) {
  await page.goto(FILM);
  await page.getByTestId("play").click();
  const player = page.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  return player;
}

for (const [index, paths] of groups(PATHS, 4).entries()) {
  test(`signed out, routes group ${index + 1}: no serious or critical violation`, async ({ page }) => {
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // A protected page asks a visitor to sign in: the prompt, with the dialog open over it.
      if (PROTECTED.has(path))
        await expect(page.getByRole("dialog", { name: "Sign in to Cineva" })).toBeVisible();
      found.push(...(await audit(page, path)));
    }
    expectNone(found);
  });

  test(`signed in, routes group ${index + 1}: no serious or critical violation`, async ({ page }) => {
    await signIn(page);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settle(page, true);
      // Signed in, a protected page shows its real content, not the sign-in prompt.
      await expect(page.getByRole("dialog")).toHaveCount(0);
      found.push(...(await audit(page, `${path} (signed in)`)));
    }
    expectNone(found);
  });
}

test("Vietnamese pages say so (<html lang>) and pass too", async ({ page }) => {
  const found: string[] = [];
  for (const path of ["/movies", FILM, "/leaderboard", "/blank-privacy-policy", "/no/such/page"]) {
    await page.goto(`${path}?lang=vi`);
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    found.push(...(await audit(page, `${path}?lang=vi`)));
  }
  // The language selector names each language in its own language.
  await page.goto("/cinema?lang=vi");
  await expect(page.getByRole("banner").locator('option[value="en"]')).toHaveAttribute("lang", "en");
  expectNone(found);
});

test("interactive states: the sign-in dialog, the search suggestions", async ({ page }) => {
  // A light page: the header and the dialog are the same on every page of the main frame.
  const found: string[] = [];
  await page.goto("/cinema");
  await settle(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await expect(dialog).toBeVisible();
  found.push(...(await audit(page, "/cinema with the sign-in dialog")));
  // Its errors: at the fields, and a refusal with a link to support.
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  found.push(...(await audit(page, "the sign-in dialog with empty fields", "dialog[open]")));
  await dialog.getByLabel("Phone number").fill(INACTIVE.phone);
  await dialog.getByLabel("Password", { exact: true }).fill(INACTIVE.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert").getByRole("link")).toBeVisible();
  found.push(...(await audit(page, "the sign-in dialog refusing an inactive account", "dialog[open]")));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const search = page.getByRole("combobox", { name: "Search films, series and articles" });
  await search.fill("the");
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option").first()).toBeVisible();
  await search.press("ArrowDown");
  await expect(suggestions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  // Only the search has changed since the page was audited whole with the dialog open.
  found.push(...(await audit(page, "/cinema with the search suggestions open", '[role="search"]')));
  expectNone(found);
});

test("interactive states: the player playing with two subtitles, its skip button, its settings and its shortcut list open", async ({
  page,
}) => {
  const found: string[] = [];
  // English subtitles with Vietnamese above them, boxed (lib/player/preferences' keys).
  await page.addInitScript(() => {
    localStorage.setItem("cineva_player_subtitles", "en");
    localStorage.setItem("cineva_player_subtitles2", "vi");
    localStorage.setItem("cineva_player_caption_background", "box");
  });
  const player = await openVideoPlayer(page);
  await player.hover();
  // The demo film opens with its titles marked (0–5 s): "Skip intro" shows, over the first cues.
  await expect(player.getByRole("button", { name: "Skip intro" })).toBeVisible();
  await expect(player.getByTestId("captions").locator("[lang]")).toHaveCount(2);
  found.push(
    ...(await audit(
      page,
      `${FILM} playing, two subtitles and Skip intro shown`,
      '[data-testid="video-player"]',
    )),
  );
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByLabel("Speed")).toBeVisible();
  await expect(page.getByLabel("Second subtitles")).toBeVisible();
  await expect(page.getByLabel("Subtitle background")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Skip intros and recaps automatically" })).toBeVisible();
  found.push(...(await audit(page, `${FILM} playing, settings open`)));
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  // Only the player has changed since the page was audited whole with the settings open.
  found.push(...(await audit(page, `${FILM} playing, shortcut list open`, '[data-testid="video-player"]')));
  expectNone(found);
});

test("interactive states: the player's Continue on phone dialog, signed in", async ({ page }) => {
  // Its own account and film: opening the dialog pauses, which saves a position to the history, and
  // the player holds one of the account's screens.
  await signIn(page, await registerViewer(page.request, "Dialog Viewer"));
  await page.goto("/movie/6/whispers-of-the-mangrove");
  await page.getByTestId("play").click();
  const player = page.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  await player.hover();
  await player.getByRole("button", { name: "Continue on phone" }).click();
  await expect(player.getByLabel("Link for your phone")).toHaveValue(/\/c\//);
  expectNone(await audit(page, "a film, Continue on phone open", '[data-testid="video-player"]'));
});
