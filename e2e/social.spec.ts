import { expect, test } from "@playwright/test";
import { continueWithGoogle } from "./accounts";

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

test("an account made through Google sets a password in its profile and deletes itself with it", async ({
  page,
}) => {
  const login = `leaver${Date.now()}`;
  await continueWithGoogle(page, login);
  const register = page.getByRole("dialog", { name: "Finish creating your account" });
  await register.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByTestId("account-name")).toHaveText(login);

  // No phone number and no password yet: the delete page says where to set one.
  await page.goto("/user/delete-account");
  await expect(page.getByRole("heading", { name: "Confirm with your password" })).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill("Leaving123");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "The password does not match your account. No password yet? Set one in your profile first.",
  );

  await page.getByRole("link", { name: "your profile" }).click();
  await expect(
    page.getByText("The first time you set a password, leave the current password empty."),
  ).toBeVisible();
  await page.getByLabel("New password").fill("Leaving123");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been updated.")).toBeVisible();

  await page.goto("/user/delete-account");
  await page.getByLabel("Password", { exact: true }).fill("Leaving123");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
});

for (const [login, message] of [
  ["inactive", "Your account is not active. To activate it, write to us at support@cineva.vn."],
  ["blocked", "Your account is blocked. If you think this is a mistake, write to us at support@cineva.vn."],
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
