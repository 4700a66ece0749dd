import { expect, test, type Page } from "@playwright/test";
import { registerViewer, signInWith } from "./accounts";
import { ADMIN, expectAccessible, FINANCE, signInToStudio } from "./studio";

/**
 * Issue #36, money: a viewer cancels a top-up at the gateway, then pays the same order there; the
 * gateway took the money and the site, which settled the order as cancelled, did not credit it.
 * Finance finds it first in the reconciliation, refunds it to the balance, and asks for a large
 * credit, which only a second person (the admin) may approve. The viewer's balance shows both.
 */
test.describe.configure({ timeout: 180_000 });

/** The sandbox gateway's approved test card (server/modules/sandbox/payment-gateway.ts). */
const APPROVED = "9704198526191432198";
const vnd = (n: number) => `₫${new Intl.NumberFormat("en").format(n)}`;
const vndVi = (n: number) => `${new Intl.NumberFormat("vi-VN").format(n)}\u00a0₫`;

/** A top-up cancelled at the gateway and then paid there after all: the gateway's late success. */
async function cancelledThenPaid(page: Page, amount: number) {
  await page.goto("/top-up");
  await page.getByLabel("Or type an amount").fill(String(amount));
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: `Pay ${vnd(amount)}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay/);
  const gateway = page.url();
  await page.getByLabel(/notification/i).selectOption("once");
  await page.getByRole("button", { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/topup\/result\?/);
  await expect(page.getByTestId("top-up-result")).toContainText(/cancel/i, { timeout: 30_000 });
  // Back at the gateway's page for the same order, the payer pays: the gateway says success, late.
  await page.goto(gateway);
  await page.getByLabel("Card number").fill(APPROVED);
  await page.getByLabel(/notification/i).selectOption("once");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/topup\/result\?/);
}

test("finance reconciles a payment the gateway took late, refunds it, and a large credit waits for a second person", async ({
  browser,
  page,
  request,
}) => {
  const viewer = await registerViewer(request, "Quách Thu Hà");
  // Amounts of this run's own, so a second run on the same server finds its own rows.
  const paid = 321_000 + (Date.now() % 1000);
  const credit = 600_000 + (Date.now() % 997);
  const viewerPage = await (await browser.newContext()).newPage();
  await viewerPage.goto("/");
  await signInWith(viewerPage, viewer);
  await cancelledThenPaid(viewerPage, paid);

  // Finance, on a laptop, in English: the reconciliation puts the payment among the mismatches.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", FINANCE);
  await page
    .getByRole("navigation", { name: "Studio sections" })
    .getByRole("link", { name: "Money" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.getByRole("link", { name: "Reconciliation" }).click();
  const row = page
    .getByRole("row")
    .filter({ hasText: viewer.name })
    .filter({ hasText: vnd(paid) });
  await expect(row).toContainText("The gateway took it; not credited");
  await expect(row).toContainText("Cancelled");
  await expectAccessible(page);

  // The payment: what the gateway said, twice, and the refund it allows.
  await row.getByRole("link", { name: /^CV/ }).click();
  const told = page.getByRole("region", { name: "What the gateway told us" });
  await expect(told.getByRole("row")).toHaveCount(3);
  await expect(told).toContainText("Already settled");
  await expect(page.getByText(`A refund would credit ${vnd(paid)} to the viewer's balance.`)).toBeVisible();
  await page.getByRole("button", { name: "Refund to the balance" }).click();
  await expect(page.getByRole("textbox", { name: /^Reason/ })).toHaveAccessibleDescription(
    "Say why, in a few words: it is kept with your name.",
  );
  await page.getByRole("textbox", { name: /^Reason/ }).fill("Cổng báo thành công sau khi khách hủy.");
  await page.getByRole("button", { name: "Refund to the balance" }).click();
  // Done: the refund stands applied in its place of the form, and the ledger has its row.
  const refunds = page.getByRole("region", { name: "Refund to the balance" });
  await expect(refunds.getByRole("listitem")).toContainText(`+${vnd(paid)} refund to ${viewer.name}`);
  await expect(refunds.getByRole("listitem")).toContainText("applied");
  await expect(refunds.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Ledger rows" })).toContainText(`+${vnd(paid)}`);
  await expect(page.getByRole("region", { name: "Ledger rows" })).toContainText("Refund");
  await expectAccessible(page);

  // A credit of over 500,000 ₫ waits for someone else; its asker cannot approve it.
  await page
    .getByRole("link", { name: new RegExp(viewer.name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Balance of ${viewer.name}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill(new Intl.NumberFormat("vi-VN").format(credit));
  await page.getByRole("textbox", { name: /^Reason/ }).fill("Bồi thường gói sự kiện bị hủy");
  await page.getByRole("button", { name: "Ask for this change" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Asked: it waits for a second person." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: "someone other than who asked" })).toBeVisible();
  await expectAccessible(page);

  // The admin, on a phone, in Vietnamese, approves it from the queue.
  const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInToStudio(admin, "vi", ADMIN);
  await admin.goto("/vi/studio/money/adjustments");
  const waiting = admin.getByRole("listitem", { name: `+${vndVi(credit)} điều chỉnh cho ${viewer.name}` });
  await expect(waiting).toContainText("chờ người thứ hai duyệt");
  await expect(waiting).toContainText(`+${vndVi(credit)}`);
  await expectAccessible(admin);
  await waiting.getByRole("button", { name: "Duyệt" }).click();
  await expect(waiting).toContainText("đã áp dụng");
  await expect(waiting).toContainText(`${ADMIN.name} quyết định`);
  expect(await admin.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

  // The viewer's balance holds both, once each.
  await viewerPage.goto("/top-up");
  await expect(viewerPage.getByTestId("balance")).toHaveText(vnd(paid + credit));
});
