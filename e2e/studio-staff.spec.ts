import { expect, test } from "@playwright/test";
import { registerViewer } from "./accounts";
import { ADMIN, expectAccessible, signInToStudio } from "./studio";

/**
 * Issue #36, staff management: an admin gives a role to a colleague who signed up on the site,
 * changes it, and takes it away; each change is in the audit trail. The colleague is the test's own.
 */
test.describe.configure({ timeout: 150_000 });

test("an admin gives a colleague a role, changes it and takes it away", async ({ page, request }) => {
  const colleague = await registerViewer(request, "Hà Minh Châu");
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", ADMIN);
  await page
    .getByRole("navigation", { name: "Studio sections" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectAccessible(page);

  const add = page.getByRole("region", { name: "Give a role" });
  await add.getByRole("textbox", { name: "Their phone number" }).fill("0999 000 111");
  await add.getByRole("combobox", { name: "Role" }).selectOption("moderator");
  await add.getByRole("button", { name: "Give the role" }).click();
  await expect(add.getByRole("status")).toHaveText(/sign up on the site first/);
  await add.getByRole("textbox", { name: "Their phone number" }).fill(colleague.phone);
  await add.getByRole("button", { name: "Give the role" }).click();
  await expect(add.getByRole("status")).toHaveText("Done: they have the role.");

  const row = page
    .getByRole("row")
    .filter({ hasText: colleague.phone.replace(/^(\d{4})(\d{3})(\d{3})$/, "$1 $2 $3") });
  await expect(row).toContainText("Moderator");
  await expect(row).toContainText("Not set up yet");
  await row.getByRole("combobox", { name: `Role: ${colleague.name}` }).selectOption("finance");
  await row.getByRole("button", { name: "Change the role" }).click();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Finance");
  await expectAccessible(page);

  await row.getByRole("button", { name: `Remove from staff: ${colleague.name}` }).click();
  await expect(row).toHaveCount(0);

  // The audit trail names who took which role away, newest first.
  await page.goto("/en/studio/audit?action=staff.remove");
  const newest = page.getByRole("row").nth(1);
  await expect(newest).toContainText("Took a staff role away");
  await expect(newest).toContainText(ADMIN.name);
  await expect(newest).toContainText('"finance"');
});
