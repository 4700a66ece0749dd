import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startSite } from "./start-site";
import { giveCode, givePassword } from "./studio";

/**
 * Issue #36's first admin, as the README tells an operator: `npm run staff -- add` on a fresh database
 * prints a password; at the first sign-in the studio shows a QR code and its key for the authenticator
 * app, then ten recovery codes, once. A recovery code signs in when the phone is away, and only once.
 * Its own site and database (no demo): nothing published opens it.
 */
const PORT = 3276;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PHONE = "0905199001";

test("the first admin, made by npm run staff, sets up the app from the QR code and keeps recovery codes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "cineva-studio-"));
  const said = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "server/cli/staff.ts",
      "add",
      "--phone",
      PHONE,
      "--role",
      "admin",
      "--name",
      "Ngô Quản Lý",
    ],
    { env: { ...process.env, CINEVA_DATA_DIR: dataDir }, encoding: "utf8" },
  );
  const password = /with the password (\S+) \(shown this once\)/.exec(said)?.[1];
  expect(password, said).toBeTruthy();

  const site = startSite({ NEXTAUTH_URL: ORIGIN, CINEVA_SEED: "0" }, PORT, dataDir);
  try {
    await expect
      .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status, { timeout: 120_000 })
      .toBe(200);
    await page.goto(`${ORIGIN}/en/studio/sign-in`);
    await givePassword(page, PHONE, password!);

    // The app is set up from the QR code, or from its key typed in.
    await expect(
      page.getByRole("heading", { level: 1, name: "Set up your authenticator app" }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code that sets up Cineva Studio/ })).toBeVisible();
    const secret = (await page.locator("code").first().textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await giveCode(page, secret);

    // Ten recovery codes, shown once.
    await expect(page.getByRole("heading", { level: 1, name: "Save your recovery codes" })).toBeVisible();
    const codes = await page
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allTextContents();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await page.getByRole("button", { name: "Continue to the studio" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ngô Quản Lý" })).toBeVisible();

    // The trail says who made the admin, and that the app was set up.
    await page.goto(`${ORIGIN}/en/studio/audit`);
    await expect(page.getByRole("row").filter({ hasText: "studio.second_factor_set_up" })).toContainText(
      "Ngô Quản Lý",
    );
    await expect(page.getByRole("row").filter({ hasText: "staff.grant" })).toContainText("npm run staff");

    // Without the phone: a recovery code signs in, once.
    for (const expected of ["in", "refused"] as const) {
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/en\/studio\/sign-in$/);
      await givePassword(page, PHONE, password!);
      await page.getByRole("textbox", { name: "Code" }).fill(codes[0]!);
      await page.getByRole("button", { name: "Verify" }).click();
      if (expected === "in")
        await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    }
    await expect(page.getByRole("textbox", { name: "Code" })).toHaveAccessibleDescription(
      /That code is not right or was already used/,
    );
    // The app's code still works (a new one: the one set up with was used); the QR code is not shown again.
    await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
    await giveCode(page, secret);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  } finally {
    await site.stop();
  }
});
