import { expect, test } from "@playwright/test";

test("the header search opens the results page", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search films, series and articles" });
  await search.fill("Bố Già");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\/B%E1%BB%91%20Gi%C3%A0$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “Bố Già”");
});

test("the header's sign-in button fires auth:open with modal signin", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { seen: unknown[] }).seen = [];
    window.addEventListener("auth:open", (e) =>
      (window as unknown as { seen: unknown[] }).seen.push((e as CustomEvent).detail),
    );
  });
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
    { modal: "signin" },
  ]);
  await expect(page.getByRole("dialog", { name: "Sign in to Cineva" })).toBeVisible();
});

test("a signed-out visit to a protected page keeps the return path and asks to sign in", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { seen: unknown[] }).seen = [];
    window.addEventListener("auth:open", (e) =>
      (window as unknown as { seen: unknown[] }).seen.push((e as CustomEvent).detail),
    );
  });
  const response = await page.goto("/profile/history?tab=all#recent");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("dialog", { name: "Sign in to Cineva" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("auth:returnTo"))).toBe(
    "/profile/history?tab=all#recent",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to continue");
  expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
    { modal: "signin" },
  ]);
  // No profile HTML reached the signed-out browser.
  await expect(page.getByRole("navigation", { name: "Profile" })).toHaveCount(0);
  await expect(page.getByText("You have not watched anything yet.")).toHaveCount(0);
});

test("the main navigation marks the current section", async ({ page }) => {
  await page.goto("/leaderboard");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Leaderboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("scroll-to-top appears on a long page and takes the viewer back up", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/user/delete-account");
  await page.evaluate(() => {
    document.body.style.minHeight = "4000px";
    window.scrollTo(0, 2000);
  });
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a link's page is prefetched when the viewer reaches for it, not while the page starts", async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).searchParams.has("_rsc")) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/movie/1/the-kite-maker-of-ben-tre", { waitUntil: "networkidle" });
  // The page is interactive (the hero's Play is hydrated) and has fetched no other page.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(prefetched).toEqual([]);

  // A keyboard's focus (or a pointer, or a touch) on a link fetches its page: the click then goes at once.
  const similar = page.getByRole("region", { name: "More like this" }).getByRole("link").first();
  const href = new URL((await similar.getAttribute("href"))!, page.url()).pathname;
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === href && r.url().includes("_rsc="));
  await similar.focus();
  await request;
  expect(prefetched.filter((p) => p !== href)).toEqual([]);
});
