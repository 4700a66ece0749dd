import { expect, test, type Page } from "@playwright/test";
import { BLOCKED, INACTIVE, openSignIn, signInWith, VIEWER } from "./accounts";

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
}

test.describe("phone sign-in", () => {
  test("without remember me the session ends with the browser", async ({ page }) => {
    await page.goto("/");
    await signInWith(page, VIEWER);
    await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
    const cookie = await sessionCookie(page);
    expect(cookie?.expires).toBe(-1);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    // Still a browser-session cookie after the session is refreshed.
    await page.request.get("/api/auth/session");
    await page.reload();
    await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
    expect((await sessionCookie(page))?.expires).toBe(-1);
  });

  test("with remember me the session lasts about 30 days, and the phone may be typed any way", async ({
    page,
  }) => {
    await page.goto("/");
    await signInWith(page, { phone: "+84 901 234 567", password: VIEWER.password }, true);
    await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
    const expires = (await sessionCookie(page))?.expires ?? 0;
    const days = (expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  test("a wrong password is refused in words, in both languages", async ({ page }) => {
    await page.goto("/");
    const dialog = await signInWith(page, { phone: VIEWER.phone, password: "not-the-password1" });
    await expect(dialog.getByRole("alert")).toHaveText("The phone number or password is not right.");
    await page.goto("/?lang=vi");
    await page.getByRole("banner").getByRole("button", { name: "Đăng nhập" }).click();
    const vi = page.getByRole("dialog", { name: "Đăng nhập Cineva" });
    await vi.getByLabel("Số điện thoại").fill("0999999999");
    await vi.getByLabel("Mật khẩu", { exact: true }).fill("whatever123");
    await vi.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(vi.getByRole("alert")).toHaveText("Số điện thoại hoặc mật khẩu không đúng.");
  });

  test("inactive and blocked accounts are told why", async ({ page }) => {
    await page.goto("/");
    const dialog = await signInWith(page, INACTIVE);
    await expect(dialog.getByRole("alert")).toHaveText("Your account is not active.");
    await dialog.getByLabel("Phone number").fill(BLOCKED.phone);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Your account is blocked.");
  });

  test("wrong passwords are warned about before the last tries, then paused, the wait said in minutes", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openSignIn(page);
    await dialog.getByLabel("Phone number").fill("0977000111");
    await dialog.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    const texts: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      // The dialog clears its alert when it sends, and shows the new one once the answer is in.
      await Promise.all([
        page.waitForResponse((response) => response.url().includes("/api/auth/callback/phone")),
        dialog.getByRole("button", { name: "Sign in" }).click(),
      ]);
      await expect(dialog.getByRole("alert")).toBeVisible();
      texts.push((await dialog.getByRole("alert").textContent()) ?? "");
    }
    const wrong = "The phone number or password is not right.";
    expect(texts).toEqual([
      wrong,
      wrong,
      `${wrong} 2 more wrong passwords and sign-in from this device pauses for a while.`,
      `${wrong} One more wrong password and sign-in from this device pauses for a while.`,
      `${wrong} Sign-in from this device is now paused for a while.`,
      "Too many attempts. Please try again in 15 minutes.",
    ]);
  });
});

test("a protected page asks to sign in and comes back to it afterwards", async ({ page }) => {
  await page.goto("/profile/favorites?sort=recent#top");
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Phone number").fill(VIEWER.phone);
  await dialog.getByLabel("Password", { exact: true }).fill(VIEWER.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile\/favorites\?sort=recent#top$/);
  await expect(page.getByRole("navigation", { name: "Profile" })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("auth:returnTo"))).toBeNull();
});

test("registration with the code from the SMS outbox, then profile edit and account deletion", async ({
  page,
  request,
}) => {
  const phone = `09${String(Date.now()).slice(-8)}`;
  await page.goto("/");
  const dialog = await openSignIn(page);
  await dialog.getByRole("button", { name: "Create an account" }).click();
  const register = page.getByRole("dialog", { name: "Create your account" });
  await register.getByLabel("Phone number").fill(phone);
  await register.getByLabel("Your name").fill("Lan Test");
  await register.getByLabel("Password", { exact: true }).fill("Password123");
  await register.getByRole("button", { name: "Send me a code" }).click();
  const otp = page.getByRole("dialog", { name: "Enter the code" });
  await expect(otp.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  const outbox = await (await request.get(`/api/sandbox/sms?phone=${phone}`)).json();
  const code = outbox.messages[0].code as string;
  expect(code).toMatch(/^\d{6}$/);
  await otp.getByLabel("6-digit code").fill(code);
  await otp.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("account-name")).toHaveText("Lan Test");

  await page.goto("/profile/info");
  await page.getByLabel("First name").fill("Lan");
  await page.getByLabel("Last name").fill("Nguyễn");
  await page.getByLabel("E-mail").fill(`lan${phone}@example.com`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page
      .getByText("Your profile has been updated.")
      .or(page.getByText(/updated/i))
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("Nguyễn");

  await page.getByLabel("Current password").fill("wrong-old-1");
  await page.getByLabel("New password").fill("Newpass1234");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("#old_password-error")).toBeVisible();

  await page.goto("/user/delete-account");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password1");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "The phone number or password does not match your account.",
  );
  await page.getByLabel("Password", { exact: true }).fill("Password123");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
});

test("password reset by SMS code", async ({ page, request }, testInfo) => {
  // A seeded crowd account (server/demo/users.ts): 0917919113, then 0925838226 on a retry,
  // as a phone gets one code a minute.
  const phone = `09${String(10_000_000 + (testInfo.retry + 1) * 7_919_113).slice(-8)}`;
  await page.goto("/");
  const dialog = await openSignIn(page);
  await dialog.getByRole("button", { name: "Forgot your password?" }).click();
  const forgot = page.getByRole("dialog", { name: "Reset your password" });
  await forgot.getByLabel("Phone number").fill(phone);
  await forgot.getByRole("button", { name: "Send me a code" }).click();
  const reset = page.getByRole("dialog", { name: "Set a new password" });
  await expect(reset).toBeVisible();
  const outbox = await (await request.get(`/api/sandbox/sms?phone=${phone}`)).json();
  await reset.getByLabel("6-digit code").fill(outbox.messages[0].code);
  await reset.getByLabel("New password").fill("Brandnew456");
  await reset.getByRole("button", { name: "Save the new password" }).click();
  const signin = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await expect(signin.getByText("Your password has been changed. Sign in with the new one.")).toBeVisible();
  await signin.getByLabel("Phone number").fill(phone);
  await signin.getByLabel("Password", { exact: true }).fill("Brandnew456");
  await signin.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("account-name")).toBeVisible();
});

test("signing in or out in one tab does the same in the other, with the server's message", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto("/");
  const second = await context.newPage();
  await second.goto("/movies");
  await expect(second.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  // A guest's tab does not poll: the signed-in tab's message is what tells it.
  await first.bringToFront();
  await signInWith(first, VIEWER);
  await expect(first.getByTestId("account-name")).toHaveText(VIEWER.name);
  await expect(second.getByTestId("account-name")).toHaveText(VIEWER.name);

  await first.getByRole("button", { name: "Account menu" }).click();
  await first.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(first.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(first.getByText(/Logged out|signed out/i).first()).toBeVisible();
  await second.bringToFront();
  await expect(second.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible({
    timeout: 15_000,
  });
  await context.close();
});

test("a 401 from any call signs the browser out silently", async ({ page }) => {
  // The viewer's own lists (home's "continue watching", the info page's payments) could meet the 401
  // first and sign the browser out before the click: they are held until the save has been sent, so
  // the save's 401 does it.
  let saveSent!: () => void;
  const sent = new Promise<void>((resolve) => (saveSent = resolve));
  page.on("request", (request) => {
    if (request.url().includes("/api/update-profile")) saveSent();
  });
  await page.route(/\/api\/(?:payments|history)\?/, async (route) => {
    await sent;
    await route.continue().catch(() => {}); // the page that asked may be gone
  });
  await page.goto("/");
  await signInWith(page, VIEWER);
  await expect(page.getByTestId("account-name")).toHaveText(VIEWER.name);
  // The form re-checks the session when it opens; the token is revoked after that, while it is open.
  const checked = page.waitForResponse(
    (response) => response.url().endsWith("/api/auth/session") && response.request().method() === "POST",
  );
  await page.goto("/profile/info");
  await checked;
  await expect(page.getByRole("button", { name: "Save changes" })).toBeEnabled();
  // The backend revokes the token behind the browser's back (as a sign-out elsewhere would).
  const token = await page.evaluate(
    async () => (await (await fetch("/api/auth/session")).json()).accessToken as string,
  );
  expect(
    (
      await page.request.post("/api/logout", { headers: { Authorization: `Bearer ${token}` }, data: {} })
    ).status(),
  ).toBe(200);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Unexpected error has been occurred")).toHaveCount(0);
});
