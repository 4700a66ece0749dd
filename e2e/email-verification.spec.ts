import { expect, test, type Browser } from "@playwright/test";
import { continueWithGoogle, DISTRIBUTOR, signInWith } from "./accounts";

/**
 * Issue #13: a profile e-mail links a Google or Apple sign-in only once its owner confirmed it
 * (docs/security.md "Verified e-mails"). The local OpenID Connect provider (e2e/oidc/server.mjs)
 * stands in for Google: any login name becomes a verified `{login}@example.com`.
 */

test.describe.configure({ mode: "serial" });

/** The distributor demo account, signed in, on its profile with `email` saved in it. */
async function distributorClaiming(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await signInWith(page, DISTRIBUTOR);
  await expect(page.getByTestId("account-name")).toHaveText("Quốc Bảo");
  await page.goto("/profile/info");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();
  await expect(page.getByTestId("email-status")).toHaveAttribute("data-verified", "false");
  await expect(page.getByText("Not confirmed yet.", { exact: false })).toBeVisible();
  return { context, page };
}

test("the pre-hijacking attack fails: a profile that claims a victim's address does not get their Google sign-in", async ({
  browser,
  page,
}) => {
  const victim = `victim${Date.now()}`;
  // The attacker writes the victim's address into their own profile and never confirms it.
  const attacker = await distributorClaiming(browser, `${victim}@example.com`);

  // The victim's first "Continue with Google" goes to registration, not into the attacker's account.
  await continueWithGoogle(page, victim);
  const dialog = page.getByRole("dialog", { name: "Finish creating your account" });
  await expect(dialog.getByText(`You are signing up with ${victim}@example.com.`)).toBeVisible();
  await dialog.getByLabel("Username").fill("Victim");
  await dialog.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByTestId("account-name")).toHaveText("Victim");
  await page.goto("/profile/info");
  await expect(page.getByLabel("E-mail")).toHaveValue(`${victim}@example.com`);
  await expect(page.getByTestId("email-status")).toHaveAttribute("data-verified", "true");

  // The attacker's unconfirmed claim is gone; Google proved whose address it is.
  await attacker.page.reload();
  await expect(attacker.page.getByLabel("E-mail")).toHaveValue("");
  await attacker.context.close();
});

test("a viewer confirms their address from the mailed link, and then Google signs them in to that account", async ({
  browser,
  page,
  request,
}) => {
  const login = `owner${Date.now()}`;
  const email = `${login}@example.com`;
  const owner = await distributorClaiming(browser, email);
  await owner.page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(owner.page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();

  // The sandbox outbox holds what a mail service would have delivered.
  const outbox = (await (await request.get(`/api/sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { subject: string; link: string | null }[];
  };
  expect(outbox.messages[0]?.subject).toBe("Confirm your e-mail address for Cineva");
  const link = new URL(outbox.messages[0]!.link!);
  expect(link.pathname).toBe("/en/verify-email");

  // Opening the link spends nothing (mail scanners open links); the button confirms.
  await owner.page.goto(link.pathname + link.search);
  await expect(owner.page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await owner.page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(owner.page.getByTestId("verify-email-result")).toHaveAttribute("data-state", "done");
  await expect(owner.page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  await owner.page.getByRole("link", { name: "Go to your account" }).click();
  await expect(owner.page.getByTestId("email-status")).toHaveAttribute("data-verified", "true");

  // The same link a second time: refused, translated.
  await owner.page.goto(`/vi${link.pathname.slice(3)}${link.search}`);
  await owner.page.getByRole("button", { name: "Xác nhận email của tôi" }).click();
  await expect(owner.page.getByTestId("verify-email-result")).toHaveAttribute("data-state", "failed");
  await expect(
    owner.page.getByText("Liên kết không hợp lệ, đã được dùng hoặc đã hết hạn.", { exact: false }),
  ).toBeVisible();
  await owner.context.close();

  // Google vouches for the same address: the confirmed account is the one signed in.
  await continueWithGoogle(page, login);
  await expect(page.getByTestId("account-name")).toHaveText("Quốc Bảo");
});
