import { expect, test, type Locator, type Page } from "@playwright/test";
import { VIEWER } from "./accounts";

/**
 * Keyboard alone (issue 7): every journey below uses page.keyboard only, never a pointer. The
 * player's letter shortcuts (k, j, l, m, c, ?) are covered by watch.spec.ts.
 */
const FILM = "/movie/18/the-quiet-orbit";
const SERIES = "/tvseries/1/house-of-silk-lanterns";

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until the element has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await target.waitFor({ state: "attached" });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of ${back ? "Shift+Tab" : "Tab"} never reached ${target}`);
}

/** The focused element shows a focus ring (an outline or a box-shadow ring), on itself or on `ringOn`. */
async function expectFocusRing(target: Locator, ringOn: Locator = target) {
  await expect(target).toBeFocused();
  const ring = await ringOn.evaluate((el) => {
    const style = getComputedStyle(el);
    return (
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none"
    );
  });
  expect(ring, "the focused element shows a focus ring").toBe(true);
}

/** Whether focus is inside the locator's element. */
const focusWithin = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement));

test("the sign-in dialog: opened from the header, focus inside and trapped, Escape returns focus", async ({
  page,
}) => {
  await page.goto("/");
  const opener = page.getByRole("banner").getByRole("button", { name: "Sign in" });
  await tabTo(page, opener);
  await expectFocusRing(opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusWithin(dialog)).toBe(true);

  // Around the dialog and past its ends in both directions: focus never leaves it.
  const stops = new Set<string>();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Tab");
    expect(await focusWithin(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
    stops.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ""));
  }
  expect(stops.size).toBeGreaterThan(3);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusWithin(dialog), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }

  // The form works from the keyboard: type, tab on, and the fields are where Tab leads.
  const phone = dialog.getByLabel("Phone number");
  await tabTo(page, phone);
  await page.keyboard.type(VIEWER.phone);
  await expect(phone).toHaveValue(VIEWER.phone);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("signing in with the keyboard alone, then the account menu: arrows move, Escape returns", async ({
  page,
}) => {
  await page.goto("/");
  const opener = page.getByRole("banner").getByRole("button", { name: "Sign in" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await tabTo(page, dialog.getByLabel("Phone number"));
  await page.keyboard.type(VIEWER.phone);
  await tabTo(page, dialog.getByLabel("Password", { exact: true }));
  await page.keyboard.type(VIEWER.password);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);

  const trigger = page.getByRole("banner").getByRole("button", { name: /Minh Anh/ });
  await tabTo(page, trigger);
  await expectFocusRing(trigger);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  expect(await trigger.getAttribute("aria-controls")).toBe(await menu.getAttribute("id"));
  const items = menu.getByRole("menuitem");
  await expect(items.first()).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(items.last()).toBeFocused(); // wraps around
  await page.keyboard.press("Home");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("End");
  await expect(items.last()).toBeFocused();
  await expectFocusRing(items.last());

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  // ArrowDown opens it too; Enter follows the focused entry.
  await page.keyboard.press("ArrowDown");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toHaveText("Watch history");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile\/history$/);
  await expect(menu).toBeHidden();

  // Tab out of an open menu closes it.
  await tabTo(page, trigger);
  await page.keyboard.press("Space");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
});

test("the header language selector and the search suggestions, by keyboard", async ({ page }) => {
  await page.goto("/movies");
  const language = page.getByRole("banner").getByRole("combobox", { name: "Language" });
  await tabTo(page, language);
  await expectFocusRing(language);
  await page.keyboard.press("ArrowDown"); // English → Tiếng Việt: the page comes back in Vietnamese
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page).toHaveURL(/\/movies$/);
  const back = page.getByRole("banner").getByRole("combobox", { name: "Ngôn ngữ" });
  await tabTo(page, back);
  await page.keyboard.press("ArrowUp");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const search = page.getByRole("combobox", { name: "Search films, series and articles" });
  await tabTo(page, search);
  await expectFocusRing(search, page.getByRole("search"));
  await page.keyboard.type("quy dao");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  const options = list.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await expect(search).toBeFocused();
  await page.keyboard.press("ArrowDown"); // reopens the list
  await expect(options.first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${FILM}$`));
});

test("the player: start, play/pause, seek and its settings menu, by keyboard", async ({ page }) => {
  await page.goto(FILM);
  const start = page.getByTestId("play");
  await tabTo(page, start);
  await expectFocusRing(start);
  await page.keyboard.press("Enter");
  const player = page.getByTestId("video-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  const video = player.locator("video");
  const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);

  // Focus lands on the player's play/pause control, so the keyboard carries on from there.
  const toggle = player.getByRole("button", { name: "Pause" });
  await expect(toggle).toBeFocused();
  await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.5);
  await page.keyboard.press("Space");
  await expect(player).toHaveAttribute("data-state", "paused");
  await expect(player.getByRole("button", { name: "Play", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(player).toHaveAttribute("data-state", "playing");
  const resumedAt = await time();
  await expect.poll(time).toBeGreaterThan(resumedAt);
  await page.keyboard.press("Space");
  await expect(player).toHaveAttribute("data-state", "paused");

  // The seek bar: arrows move through the film.
  const seek = player.getByRole("slider", { name: "Seek" });
  await tabTo(page, seek, { back: true });
  await expectFocusRing(seek);
  const before = Math.floor(await time()); // the bar moves in whole seconds
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(time).toBeGreaterThanOrEqual(before + 3);
  await page.keyboard.press("Home");
  await expect.poll(time).toBeLessThan(0.5);

  // Settings: opens with focus on its first choice; a choice is made with the arrows; Escape leaves.
  const settings = player.getByRole("button", { name: "Settings" });
  await tabTo(page, settings);
  await expectFocusRing(settings);
  await expect(settings).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(settings).toHaveAttribute("aria-expanded", "true");
  const panel = player.getByRole("group", { name: "Settings" });
  await expect(panel).toBeVisible();
  expect(await settings.getAttribute("aria-controls")).toBe(await panel.getAttribute("id"));
  await expect(panel.getByLabel("Quality")).toBeFocused();

  const speed = panel.getByLabel("Speed");
  await tabTo(page, speed);
  await expectFocusRing(speed);
  await page.keyboard.press("ArrowDown"); // Normal → 1.25×
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.25);

  const subtitles = panel.getByLabel("Subtitles");
  await tabTo(page, subtitles, { back: true });
  await page.keyboard.press("ArrowDown"); // Off → the first language
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => [...v.textTracks].find((t) => t.mode === "hidden")?.language),
    )
    .toBeTruthy();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(settings).toHaveAttribute("aria-expanded", "false");
  await expect(settings).toBeFocused();

  // The shortcut list opens from its button and closes with Escape, focus back on the button.
  const help = player.getByRole("button", { name: "Keyboard shortcuts" });
  await tabTo(page, help);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeHidden();
  await expect(help).toBeFocused();
});

test("a series page: the season select and the episode list, by keyboard", async ({ page }) => {
  await page.goto(SERIES);
  const heading = page.getByTestId("episode-heading");
  await expect(heading).toContainText("S1 · E1");
  const season = page.getByRole("combobox", { name: "Season" });
  await tabTo(page, season);
  await expectFocusRing(season);
  await page.keyboard.press("ArrowDown");
  await expect(season.locator("option:checked")).toHaveText("Season 2");
  const episode = page.getByRole("link", { name: /Episode 3/ });
  await tabTo(page, episode);
  await expectFocusRing(episode);
  await page.keyboard.press("Enter");
  await expect(heading).toContainText("S2 · E3");
  await expect(page).toHaveURL(/&ss=2&ep=3$/);
});

test("a signed-out visitor on a protected page: the dialog takes focus, Escape leaves a way back", async ({
  page,
}) => {
  await page.goto("/profile/info");
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusWithin(dialog)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const again = page.getByRole("main").getByRole("button", { name: "Sign in" });
  await tabTo(page, again);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(again).toBeFocused();
});
