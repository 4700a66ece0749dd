import { expect, test, type Browser, type Page } from "@playwright/test";
import { registerViewer, signInWith } from "./accounts";

// Films no other test watches, one per test here, each by a free account of its own (one screen): the
// watch history each test reads, and the screen it plays on, are its own.
const FILM = "/movie/3/saigon-midnight-courier";
const SECOND_DEVICE_FILM = "/movie/4/the-floating-market-heist";
const VIETNAMESE_FILM = "/movie/5/grandmothers-pho-recipe";
type Account = { phone: string; password: string };

const player = (page: Page) => page.getByTestId("video-player");
const video = (page: Page) => player(page).locator("video");
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const seconds = (clock: string) => {
  const [m, s] = clock.split(":").map(Number);
  return m! * 60 + s!;
};

async function signedInDevice(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await signInWith(page, account);
  await expect(page.getByTestId("account-name")).toBeVisible();
  return page;
}

async function playUntil(page: Page, second: number, film = FILM) {
  await page.goto(film);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(second);
}

test("Continue on phone: the link opens the film at that second on another device, after signing in, once", async ({
  browser,
}) => {
  // Two browsers, each playing in real time: more than a busy CI's default minute.
  test.slow();
  const account = await registerViewer(await (await browser.newContext()).request, "Handoff Viewer");
  const computer = await signedInDevice(browser, account);
  await playUntil(computer, 6);
  // The clips run 16 s and a position in their last 5 s is not resumed: at a quarter of the speed,
  // the seconds a busy machine takes to open the dialog keep the handed-off second well before them.
  await video(computer).evaluate((v: HTMLVideoElement) => (v.playbackRate = 0.25));
  await player(computer).hover();
  await player(computer).getByRole("button", { name: "Continue on phone" }).click();
  const dialog = player(computer).getByRole("dialog", { name: "Continue on your phone" });
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole("img", { name: "QR code of the link" })).toBeVisible();
  const field = dialog.getByLabel("Link for your phone");
  await expect(field).toHaveValue(/\/c\/[A-Za-z0-9_-]{34}$/);
  const link = await field.inputValue();
  // Handing off pauses here, at the second the link carries.
  await expect(player(computer)).toHaveAttribute("data-state", "paused");
  const at = Math.floor(await currentTime(computer));

  // The phone: another browser, signed out. The link asks it to sign in, then opens the film.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  const signIn = phone.getByRole("dialog", { name: "Sign in to Cineva" });
  await expect(signIn).toBeVisible();
  await signIn.getByLabel("Phone number").fill(account.phone);
  await signIn.getByLabel("Password", { exact: true }).fill(account.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(phone).toHaveURL(new RegExp(`${FILM}$`), { timeout: 20_000 });
  const resume = phone.getByTestId("play");
  await expect(resume).toHaveText(/^Resume from \d+:\d\d$/);
  const offered = seconds((await resume.textContent())!.replace("Resume from ", ""));
  expect(Math.abs(offered - at)).toBeLessThanOrEqual(1);
  await resume.click();
  // The account's one screen is the computer's, paused: the phone names it, and stopping it there
  // plays here.
  const screens = phone.getByRole("alert").filter({ hasText: "Your screens are all in use" });
  await expect(screens.getByRole("listitem")).toHaveText([/^Chrome · \w+ · Saigon Midnight Courier/]);
  await screens.getByRole("button", { name: "Stop playing there" }).click();
  await expect.poll(() => currentTime(phone), { timeout: 20_000 }).toBeGreaterThanOrEqual(at - 1);
  expect(await currentTime(phone)).toBeLessThan(at + 4);

  // Once only.
  await phone.goto(link);
  await expect(
    phone
      .getByTestId("empty-state")
      .getByText("This link has already been used or has expired. Make a new one on the other device."),
  ).toBeVisible();
  await phoneContext.close();
  await computer.context().close();
});

test("the same account on a second device resumes within 5 s of where the first one stopped", async ({
  browser,
}) => {
  const account = await registerViewer(await (await browser.newContext()).request, "Two Devices");
  const first = await signedInDevice(browser, account);
  const second = await signedInDevice(browser, account);
  await playUntil(first, 9, SECOND_DEVICE_FILM);
  // The first device stops without a word (its battery, its network): it saves nothing from here.
  const stoppedAt = await currentTime(first);
  await first.context().setOffline(true);
  await second.goto(SECOND_DEVICE_FILM);
  const resume = second.getByTestId("play");
  await expect(resume).toHaveText(/^Resume from \d+:\d\d$/);
  const offered = seconds((await resume.textContent())!.replace("Resume from ", ""));
  expect(stoppedAt - offered).toBeLessThanOrEqual(5);
  expect(offered).toBeLessThanOrEqual(stoppedAt + 1);
  await first.context().close();
  await second.context().close();
});

test("Continue on phone speaks Vietnamese, and is offered only to a signed-in viewer", async ({
  page,
  baseURL,
}) => {
  await page.goto(VIETNAMESE_FILM);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
  await expect(player(page).getByRole("button", { name: "Continue on phone" })).toHaveCount(0);

  await page.goto("/");
  await signInWith(page, await registerViewer(page.request, "Vietnamese Handoff"));
  await expect(page.getByTestId("account-name")).toBeVisible();
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "vi", url: baseURL! }]);
  await page.goto(VIETNAMESE_FILM);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
  await player(page).hover();
  await player(page).getByRole("button", { name: "Xem tiếp trên điện thoại" }).click();
  const dialog = player(page).getByRole("dialog", { name: "Xem tiếp trên điện thoại của bạn" });
  await expect(dialog.getByRole("button", { name: "Sao chép liên kết" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(player(page).getByRole("button", { name: "Xem tiếp trên điện thoại" })).toBeFocused();
});
