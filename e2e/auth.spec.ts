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

  test("empty fields and a number that is not a mobile one are said at their field, in both languages", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/callback/phone")) sent.push(request.url());
    });
    for (const [path, texts] of [
      [
        "/",
        {
          signIn: "Sign in",
          title: "Sign in to Cineva",
          phone: "Phone number",
          password: "Password",
          phoneEmpty: "Enter a phone number.",
          passwordEmpty: "Enter your password.",
          notMobile: "Enter a Vietnamese mobile number, such as 0901 234 567.",
        },
      ],
      [
        "/?lang=vi",
        {
          signIn: "Đăng nhập",
          title: "Đăng nhập Cineva",
          phone: "Số điện thoại",
          password: "Mật khẩu",
          phoneEmpty: "Vui lòng nhập số điện thoại.",
          passwordEmpty: "Vui lòng nhập mật khẩu.",
          notMobile: "Vui lòng nhập số di động Việt Nam, ví dụ 0901 234 567.",
        },
      ],
    ] as const) {
      await page.goto(path);
      await page.getByRole("banner").getByRole("button", { name: texts.signIn }).click();
      const dialog = page.getByRole("dialog", { name: texts.title });
      const phone = dialog.getByLabel(texts.phone);
      const password = dialog.getByLabel(texts.password, { exact: true });
      await dialog.getByRole("button", { name: texts.signIn }).click();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription(texts.phoneEmpty);
      await expect(password).toHaveAccessibleDescription(texts.passwordEmpty);
      await expect(phone).toBeFocused();
      // Not "wrong phone or password": nothing was checked against an account.
      await expect(dialog.getByRole("alert")).toHaveCount(0);

      await phone.fill("12345");
      await password.fill(VIEWER.password);
      await dialog.getByRole("button", { name: texts.signIn }).click();
      await expect(phone).toHaveAccessibleDescription(texts.notMobile);
      await expect(password).not.toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByRole("alert")).toHaveCount(0);
    }
    expect(sent).toEqual([]);
  });

  test("inactive and blocked accounts are told why, and whom to write to", async ({ page }) => {
    await page.goto("/");
    const dialog = await signInWith(page, INACTIVE);
    const alert = dialog.getByRole("alert");
    await expect(alert).toHaveText(
      "Your account is not active. To activate it, write to us at support@cineva.vn.",
    );
    await expect(alert.getByRole("link", { name: "support@cineva.vn" })).toHaveAttribute(
      "href",
      /^mailto:support@cineva\.vn\?subject=Please%20activate%20my%20Cineva%20account&body=My%20phone%20number%3A%200903456789$/,
    );
    await dialog.getByLabel("Phone number").fill(BLOCKED.phone);
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText(
      "Your account is blocked. If you think this is a mistake, write to us at support@cineva.vn.",
    );

    await page.goto("/?lang=vi");
    await page.getByRole("banner").getByRole("button", { name: "Đăng nhập" }).click();
    const vi = page.getByRole("dialog", { name: "Đăng nhập Cineva" });
    await vi.getByLabel("Số điện thoại").fill(INACTIVE.phone);
    await vi.getByLabel("Mật khẩu", { exact: true }).fill(INACTIVE.password);
    await vi.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(vi.getByRole("alert")).toHaveText(
      "Tài khoản của bạn chưa được kích hoạt. Để kích hoạt tài khoản, hãy gửi email cho chúng tôi tại support@cineva.vn.",
    );
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
      `${wrong} 2 tries left before sign-in on this device is locked for 15 minutes.`,
      `${wrong} 1 try left before sign-in on this device is locked for 15 minutes.`,
      `${wrong} Sign-in on this device is now locked for 15 minutes.`,
      "Too many attempts. Please try again in 15 minutes.",
    ]);
  });

  test("the warning and the lock-out are said in Vietnamese, in minutes", async ({ page }) => {
    await page.goto("/?lang=vi");
    await page.getByRole("banner").getByRole("button", { name: "Đăng nhập" }).click();
    const dialog = page.getByRole("dialog", { name: "Đăng nhập Cineva" });
    await dialog.getByLabel("Số điện thoại").fill("0977000222");
    await dialog.getByLabel("Mật khẩu", { exact: true }).fill("wrong-password-1");
    const texts: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      await Promise.all([
        page.waitForResponse((response) => response.url().includes("/api/auth/callback/phone")),
        dialog.getByRole("button", { name: "Đăng nhập" }).click(),
      ]);
      await expect(dialog.getByRole("alert")).toBeVisible();
      texts.push((await dialog.getByRole("alert").textContent()) ?? "");
    }
    expect(texts.slice(2)).toEqual([
      "Số điện thoại hoặc mật khẩu không đúng. Còn 2 lần thử trước khi đăng nhập trên thiết bị này bị khóa trong 15 phút.",
      "Số điện thoại hoặc mật khẩu không đúng. Còn 1 lần thử trước khi đăng nhập trên thiết bị này bị khóa trong 15 phút.",
      "Số điện thoại hoặc mật khẩu không đúng. Đăng nhập trên thiết bị này đã bị khóa trong 15 phút.",
      "Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.",
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
