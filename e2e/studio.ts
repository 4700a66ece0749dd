import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/** The demo's staff (README "The studio"): one per role, the same password. */
export const STUDIO_PASSWORD = "Studio@2026";
export const ADMIN = {
  phone: "0905100001",
  name: "Trần Quản Trị",
  secret: "CINEVASTUDIODEMOADMINSECRET2O26A",
};
export const EDITOR = {
  phone: "0905100002",
  name: "Lê Biên Tập",
  secret: "CINEVASTUDIODEMOEDITORSECRET2O26",
};
export const MODERATOR = {
  phone: "0905100003",
  name: "Phạm Kiểm Duyệt",
  secret: "CINEVASTUDIODEMOMODERATORSECRET2",
};
export const FINANCE = {
  phone: "0905100004",
  name: "Võ Tài Chính",
  secret: "CINEVASTUDIODEMOFINANCESECRET2O2",
};

/** The code an authenticator app shows now for this secret (RFC 6238: SHA-1, 6 digits, 30 s). */
const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

const codeField = (page: Page) => page.getByRole("textbox", { name: /^(Code|Mã)$/ });

/**
 * Types the authenticator app's code for `secret`, as a person reads it off their phone. A code is
 * accepted once: when a retried test already used this step's code, the refusal names the field, and
 * the next step's code goes in, as a person waits for their app's next one.
 */
export async function giveCode(page: Page, secret: string) {
  // Parallel tests may sign the same member in within one 30 s step: each waits for the next code.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await codeField(page).fill(totpCode(secret));
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: /^(Verify|Xác nhận)$/ }).click();
    await answered;
    const accepted = await codeField(page)
      .waitFor({ state: "detached", timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (accepted) return;
    await page.waitForTimeout(30_500 - (Date.now() % 30_000));
  }
  throw new Error("the code was refused four times");
}

/** Phone and password on the studio's sign-in page, in whichever language it is. */
export async function givePassword(page: Page, phone: string, password: string) {
  await page.getByRole("textbox", { name: /^(Phone number|Số điện thoại)$/ }).fill(phone);
  await page.getByLabel(/^(Password|Mật khẩu)$/).fill(password);
  await page.getByRole("button", { name: /^(Continue|Tiếp tục)$/ }).click();
}

/** Signs a demo staff member in from the studio's sign-in page, up to the overview. */
export async function signInToStudio(
  page: Page,
  locale: "en" | "vi",
  staff: { phone: string; secret: string },
) {
  await page.goto(`/${locale}/studio/sign-in`);
  await givePassword(page, staff.phone, STUDIO_PASSWORD);
  await expect(codeField(page)).toBeVisible();
  await giveCode(page, staff.secret);
  await expect(page).toHaveURL(new RegExp(`/${locale}/studio$`));
}

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now (axe). */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
