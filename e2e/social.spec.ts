import { expect, test, type Page } from "@playwright/test";

/** Signs in at the local OpenID Connect provider standing in for Google (e2e/oidc/server.mjs). */
async function continueWithGoogle(page: Page, login: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("an account the provider vouches for signs in", async ({ page }) => {
  await continueWithGoogle(page, "viewer");
  await expect(page.getByTestId("account-name")).toHaveText("Minh Anh");
});

test("a new e-mail goes through the registration step, prefilled", async ({ page }) => {
  const login = `newcomer${Date.now()}`;
  await continueWithGoogle(page, login);
  const dialog = page.getByRole("dialog", { name: "Finish creating your account" });
  await expect(dialog.getByText(`You are signing up with ${login}@example.com.`)).toBeVisible();
  // No display name from the provider: the username is the e-mail's local part.
  await expect(dialog.getByLabel("Username")).toHaveValue(login);
  await dialog.getByLabel("Username").fill("Newcomer");
  await dialog.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByTestId("account-name")).toHaveText("Newcomer");
  expect(new URL(page.url()).search).toBe("");
});

for (const [login, message] of [
  ["inactive", "Your account is not active."],
  ["blocked", "Your account is blocked."],
  ["noemail", "Không lấy được email từ nhà cung cấp."],
  // A demo viewer's e-mail that the provider did not verify: no way into that viewer's account.
  ["unverified", "Không lấy được email từ nhà cung cấp."],
] as const) {
  test(`${login}: refused with "${message}"`, async ({ page }) => {
    await continueWithGoogle(page, login);
    const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
    await expect(dialog.getByRole("alert")).toHaveText(message);
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  });
}
