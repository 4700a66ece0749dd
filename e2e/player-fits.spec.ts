import AxeBuilder from "@axe-core/playwright";
import { devices, expect, test, type Locator, type Page } from "@playwright/test";
import { LOCALES, type Locale } from "../lib/i18n/config";
import { player, startPlaying, video } from "./player";

// The player fits the window (issue #35): on a 1366×768 laptop and a 390×844 phone, in both
// languages, every control the viewer can see is inside the window, uncovered (by the sticky header,
// a floating page button or another control) and apart from the others; on the phone each is a
// 44 px target, the settings open as a sheet over the page, the keyboard help is not offered, and
// turning the phone sideways while the film plays goes fullscreen; a tap on the picture shows the
// controls before it pauses.
// The demo film marks its opening titles (0–5 s), so "Skip intro" shows in the first seconds.
const FILM = "/movie/18/the-quiet-orbit";
const TOUCH_TARGET = 44;
const { defaultBrowserType: _, ...PIXEL_7 } = devices["Pixel 7"];
const PHONE = { ...PIXEL_7, viewport: { width: 390, height: 844 } };

const NAMES = {
  en: { settings: "Settings", skip: "Skip intro", shortcuts: "Keyboard shortcuts", close: "Close" },
  vi: { settings: "Cài đặt", skip: "Bỏ qua đoạn mở đầu", shortcuts: "Phím tắt", close: "Đóng" },
} satisfies Record<Locale, Record<string, string>>;

type Control = { name: string; x: number; y: number; width: number; height: number; covered: string | null };

/** Starts the film, then holds it in its opening titles: paused, the controls and "Skip intro" stay. */
async function playThenHold(page: Page, lang: Locale) {
  await startPlaying(page, `/${lang}${FILM}`);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 1;
  });
  // Paused, the player pins its controls: measure them once it says so, not while they fade back in.
  await expect(player(page)).toHaveAttribute("data-state", "paused");
  await expect(player(page)).toHaveAttribute("data-controls", "shown");
  await expect(player(page).getByRole("button", { name: NAMES[lang].skip })).toBeVisible();
}

/**
 * The controls under `scope` a viewer can see (a checkbox counts with its label, the target a finger
 * presses), each with its box and, when something else is on top of it, what.
 */
function visibleControls(scope: Locator): Promise<Control[]> {
  return scope.evaluate((root) => {
    const targets = [...root.querySelectorAll<HTMLElement>("button, select, input, label:has(input)")].filter(
      (el) =>
        !el.matches("label input") &&
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        el.getBoundingClientRect().width > 0,
    );
    return targets.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      // Nine points across it, a fifth in from its edges (a round button's corners are not its own),
      // must be this control's, not something drawn over it.
      const at = [0.2, 0.5, 0.8];
      const over = at
        .flatMap((fx) => at.map((fy) => document.elementFromPoint(x + fx * width, y + fy * height)))
        .find((hit) => !hit || !(hit === el || el.contains(hit)));
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
      const covered = over === undefined ? null : over ? `${over.tagName}.${over.className}` : "nothing";
      return { name, x, y, width, height, covered };
    });
  });
}

/** Every control inside the window, below the header (when not fullscreen), uncovered and apart. */
async function expectFits(controls: Control[], page: Page, { touch }: { touch: boolean }) {
  const { width, height } = page.viewportSize()!;
  const top = await page.evaluate(() =>
    document.fullscreenElement
      ? 0
      : Math.max(0, document.querySelector("header")!.getBoundingClientRect().bottom),
  );
  expect(controls.length).toBeGreaterThan(0);
  for (const c of controls) {
    expect.soft(c.x, `${c.name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect.soft(c.y, `${c.name} starts inside the window, below the header`).toBeGreaterThanOrEqual(top);
    expect.soft(c.x + c.width, `${c.name} ends inside the window`).toBeLessThanOrEqual(width);
    expect.soft(c.y + c.height, `${c.name} ends inside the window`).toBeLessThanOrEqual(height);
    expect.soft(c.covered, `${c.name} is not covered`).toBeNull();
    if (touch) {
      expect
        .soft(Math.round(c.height), `${c.name} is tall enough for a finger`)
        .toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect
        .soft(Math.round(c.width), `${c.name} is wide enough for a finger`)
        .toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
  }
  for (const [i, a] of controls.entries()) {
    for (const b of controls.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      expect.soft(across > 0.5 && down > 0.5, `${a.name} and ${b.name} do not overlap`).toBe(false);
    }
  }
  expect(test.info().errors).toHaveLength(0);
}

/** The controls as they settle (the page scrolls the player into view when it starts). */
async function settledControls(scope: Locator) {
  let last = "";
  let controls: Control[] = [];
  await expect
    .poll(async () => {
      controls = await visibleControls(scope);
      const now = JSON.stringify(controls);
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return controls;
}

for (const lang of LOCALES) {
  test.describe(`on a 1366×768 laptop, in ${lang}`, () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test("the player, its skip button and its settings fit the window below the header", async ({ page }) => {
      await playThenHold(page, lang);
      const names = NAMES[lang];
      const controls = await settledControls(player(page));
      expect(controls.map((c) => c.name)).toEqual(expect.arrayContaining([names.skip, names.shortcuts]));
      await expectFits(controls, page, { touch: false });

      // The whole stage is in the window, below the header.
      const stage = (await player(page).boundingBox())!;
      const header = (await page.getByRole("banner").boundingBox())!;
      expect(stage.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(stage.y + stage.height).toBeLessThanOrEqual(768);

      await player(page).getByRole("button", { name: names.settings }).click();
      const settings = player(page).getByRole("group", { name: names.settings });
      await expect(settings.getByRole("combobox").first()).toBeFocused();
      const open = await settledControls(player(page));
      // Every choice, and the buttons under the panel still within reach.
      expect(open.length).toBeGreaterThanOrEqual(controls.length - 1 + 5);
      await expectFits(open, page, { touch: false });
    });
  });

  test.describe(`on a 390×844 phone, in ${lang}`, () => {
    test.use(PHONE);

    test("every control is a 44 px target in the window, apart; the settings open as a sheet", async ({
      page,
    }) => {
      await playThenHold(page, lang);
      const names = NAMES[lang];
      const controls = await settledControls(player(page));
      expect(controls.map((c) => c.name)).toContain(names.skip);
      await expectFits(controls, page, { touch: true });
      // A touch screen has no keyboard for the shortcut list.
      await expect(player(page).getByRole("button", { name: names.shortcuts })).toHaveCount(0);

      await player(page).getByRole("button", { name: names.settings }).click();
      const settings = player(page).getByRole("group", { name: names.settings });
      await expect(settings).toBeVisible();
      // A sheet across the bottom of the screen, larger than the small stage it opened from.
      const sheet = (await settings.boundingBox())!;
      const stage = (await player(page).boundingBox())!;
      expect(sheet.width).toBe(390);
      expect(sheet.y + sheet.height).toBeCloseTo(844, 0);
      expect(sheet.height).toBeGreaterThan(stage.height);
      const choices = await settledControls(settings);
      // Quality, subtitles, their size and background, speed, automatic skipping and the close button.
      expect(choices.length).toBeGreaterThanOrEqual(7);
      await expectFits(choices, page, { touch: true });
      // And it reads right (a11y.spec.ts's rules): nothing serious or critical.
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .include('[data-testid="video-player"]')
        .analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

      await settings.getByRole("button", { name: names.close }).click();
      await expect(settings).toBeHidden();
      await expect(player(page).getByRole("button", { name: names.settings })).toBeFocused();
    });
  });
}

test.describe("on the narrowest phone, 320 px", () => {
  test.use({ ...PHONE, viewport: { width: 320, height: 640 } });

  test("Skip intro and every control still fit the smaller stage, apart", async ({ page }) => {
    await playThenHold(page, "vi");
    const controls = await settledControls(player(page));
    await expectFits(controls, page, { touch: true });
    // None cut by the stage's edge.
    const stage = (await player(page).boundingBox())!;
    for (const c of controls) {
      expect(c.y, c.name).toBeGreaterThanOrEqual(stage.y);
      expect(c.y + c.height, c.name).toBeLessThanOrEqual(stage.y + stage.height);
    }
  });
});

test.describe("on a phone, while the film plays", () => {
  test.use(PHONE);

  test("a tap on the picture brings the faded controls back; another pauses", async ({ page }) => {
    await page.goto(`/en${FILM}`);
    await page.getByTestId("play").click();
    await expect(player(page)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
    await expect(player(page)).not.toHaveAttribute("data-controls", "shown", { timeout: 10_000 });
    // Where the faded seek bar lies: the tap reaches the picture, and nothing else happens.
    // Counted by the video itself, not by a clock a slow machine stretches.
    const before = await video(page).evaluate((v: HTMLVideoElement & { seeks?: number }) => {
      v.seeks = 0;
      v.addEventListener("seeking", () => (v.seeks! += 1));
      return v.currentTime;
    });
    await video(page).tap();
    await expect(player(page)).toHaveAttribute("data-controls", "shown");
    await expect(player(page)).toHaveAttribute("data-state", "playing");
    const after = await video(page).evaluate((v: HTMLVideoElement & { seeks?: number }) => ({
      time: v.currentTime,
      seeks: v.seeks,
    }));
    expect(after.seeks, "played on, not sought").toBe(0);
    expect(after.time).toBeGreaterThanOrEqual(before);
    // Above the controls now showing.
    await video(page).tap({ position: { x: 180, y: 20 } });
    await expect(player(page)).toHaveAttribute("data-state", "paused");
  });

  test("turned sideways it goes fullscreen, every control still in reach", async ({ page }) => {
    await page.goto(`/vi${FILM}`);
    await page.getByTestId("play").click();
    await expect(player(page)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
    await page.setViewportSize({ width: 844, height: 390 });
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid")))
      .toBe("video-player");
    // Paused, the controls stay while they are measured.
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    await expectFits(await settledControls(player(page)), page, { touch: true });

    // Upright again, the page comes back.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test("turned sideways where the browser refuses fullscreen, the whole stage comes into view below the header", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError("refused"));
    });
    await page.goto(`/vi${FILM}`);
    await page.getByTestId("play").click();
    await expect(player(page)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
    await page.setViewportSize({ width: 844, height: 390 });
    await expect
      .poll(async () => {
        const stage = (await player(page).boundingBox())!;
        const header = (await page.getByRole("banner").boundingBox())!;
        return stage.y >= header.y + header.height && stage.y + stage.height <= 390;
      })
      .toBe(true);
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    await expectFits(await settledControls(player(page)), page, { touch: true });
  });
});
