import { expect, test, type Browser, type Page } from "@playwright/test";
import { DISTRIBUTOR, registerViewer, signInWith } from "./accounts";

// Playback sessions (issue #38): the demo's distributor has Premium (two screens); no other test
// plays with that account, so its screens here are this file's own. Run one after the other.
test.describe.configure({ mode: "serial" });

const FILM = "/movie/7";
const OTHER_FILM = "/movie/8";
const player = (page: Page) => page.getByTestId("video-player");

async function device(browser: Browser, account: { phone: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signInWith(page, account);
  await expect(page.getByTestId("account-name")).toBeVisible();
  return page;
}

async function play(page: Page, film = FILM) {
  await page.goto(film);
  await page.getByTestId("play").click();
  await expect(player(page)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
}

test("a third screen of a Premium account is refused, naming the two playing; one tab closing frees it", async ({
  browser,
}) => {
  const [one, two, three] = [
    await device(browser, DISTRIBUTOR),
    await device(browser, DISTRIBUTOR),
    await device(browser, DISTRIBUTOR),
  ];
  await play(one);
  await play(two, OTHER_FILM);

  await three.goto(FILM);
  await three.getByTestId("play").click();
  const refusal = three.getByRole("alert").filter({ hasText: "Your screens are all in use" });
  await expect(refusal).toContainText("Your plan plays on 2 screens at once.");
  await expect(refusal.getByRole("listitem")).toHaveCount(2);
  await expect(refusal.getByRole("listitem").first()).toContainText(/^Chrome · \w+/);

  // The first tab closes: its screen is free at once, and playing again here works.
  await one.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () => {
        await refusal
          .getByRole("button", { name: "Try again" })
          .click({ timeout: 2_000 })
          .catch(() => null);
        return player(three)
          .getAttribute("data-state", { timeout: 2_000 })
          .catch(() => null);
      },
      { timeout: 20_000 },
    )
    .toBe("playing");
  await two.context().close();
  await three.context().close();
});

test("a stream's address copied into another account's browser is refused, and at its public path too", async ({
  browser,
}) => {
  const owner = await device(
    browser,
    await registerViewer((await browser.newContext()).request, "Copy Owner"),
  );
  const playlist = owner.waitForRequest((request) =>
    /\/media\/play\/[^/]+\/master\.m3u8$/.test(request.url()),
  );
  await play(owner);
  const copied = (await playlist).url();
  // The owner's browser has it.
  expect((await owner.request.get(copied)).status()).toBe(200);

  const stranger = await device(
    browser,
    await registerViewer((await browser.newContext()).request, "Copy Stranger"),
  );
  const refused = await stranger.request.get(copied);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(
    /expired or belongs to another viewer/,
  );
  // Nor does the film's file play at its public address.
  expect((await stranger.request.get("/media/clips/aurora/master.m3u8")).status()).toBe(403);
  await owner.context().close();
  await stranger.context().close();
});

test("Premium screens speak Vietnamese", async ({ browser }) => {
  const [one, two, three] = [
    await device(browser, DISTRIBUTOR),
    await device(browser, DISTRIBUTOR),
    await device(browser, DISTRIBUTOR),
  ];
  await play(one, `/vi${FILM}`);
  await play(two, `/vi${OTHER_FILM}`);
  await three.goto(`/vi${FILM}`);
  await three.getByTestId("play").click();
  const refusal = three.getByRole("alert").filter({ hasText: "Tất cả màn hình của bạn đang được dùng" });
  await expect(refusal).toContainText("Gói của bạn phát trên 2 màn hình cùng lúc.");
  // Stopping one there plays here.
  await refusal.getByRole("button", { name: "Dừng phát ở đó" }).first().click();
  await expect(player(three)).toHaveAttribute("data-state", "playing", { timeout: 20_000 });
  // The stopped one says so at its next heartbeat.
  const stopped = [one, two].map((page) => page.getByRole("alert").filter({ hasText: "Đã dừng phát" }));
  await expect
    .poll(async () => (await stopped[0]!.count()) + (await stopped[1]!.count()), { timeout: 30_000 })
    .toBe(1);
  for (const page of [one, two, three]) await page.context().close();
});
