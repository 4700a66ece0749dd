import type { APIRequestContext, Page } from "@playwright/test";

/** Demo accounts of the seed (README). */
export const VIEWER = { phone: "0901234567", password: "Cineva@2026", name: "Minh Anh" };
export const DISTRIBUTOR = { phone: "0902345678", password: "Cineva@2026" };
export const INACTIVE = { phone: "0903456789", password: "Cineva@2026" };
export const BLOCKED = { phone: "0904567890", password: "Cineva@2026" };

export async function openSignIn(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  return page.getByRole("dialog", { name: "Sign in to Cineva" });
}

/**
 * Signs in through the header's dialog and returns once the outcome is in: the page has reloaded into
 * the signed-in state (or gone to the saved return page), or the dialog shows a refusal. Returning
 * earlier let a test act on the page the reload then threw away.
 */
export async function signInWith(page: Page, account: { phone: string; password: string }, remember = false) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel("Phone number").fill(account.phone);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  if (remember) await dialog.getByLabel("Remember me").check();
  const outcomes = [page.waitForEvent("load"), dialog.getByRole("alert").waitFor()];
  // The outcome that does not happen stays pending until the test ends, and is rejected then.
  for (const outcome of outcomes) outcome.catch(() => undefined);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await Promise.race(outcomes);
  return dialog;
}

/** Signs in at the local OpenID Connect provider standing in for Google (e2e/oidc/server.mjs). */
export async function continueWithGoogle(page: Page, login: string) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Cineva" });
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * A new account of its own, registered through the API with the code from the sandbox's SMS outbox
 * (no other test shares its history or points): its phone, password, name and access token.
 */
export async function registerViewer(request: APIRequestContext, name: string) {
  const phone = `09${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  const form = { phone_number: phone, password: "Password123", name };
  const sent = await request.post("/api/register", { data: form });
  if (!sent.ok()) throw new Error(`register: ${sent.status()} ${await sent.text()}`);
  const outbox = (await (await request.get(`/api/sandbox/sms?phone=${phone}`)).json()) as {
    messages: { code: string | null }[];
  };
  const verified = await request.post("/api/verify-otp", {
    data: { ...form, code: outbox.messages[0]!.code },
  });
  if (!verified.ok()) throw new Error(`verify-otp: ${verified.status()} ${await verified.text()}`);
  const { access_token: token } = (await verified.json()) as { access_token: string };
  return { phone, password: form.password, name, token };
}
