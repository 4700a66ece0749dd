import { expect, test } from "@playwright/test";
import { DISTRIBUTOR, signInWith, VIEWER } from "./accounts";

/** The sandbox gateway's test cards (server/modules/sandbox/payment-gateway.ts). */
const APPROVED = "9704198526191432198";
const DECLINED = "9704198526191432206";

/** Money as English pages write it ("₫350,000"), and Vietnamese ones ("350.000 ₫"). */
const vnd = (n: number) => `₫${new Intl.NumberFormat("en").format(n)}`;
const vndVi = (n: number) => `${new Intl.NumberFormat("vi-VN").format(n)}\u00a0₫`;

test("top-up: amount, method, confirmation, the gateway, and a verified result with the new balance", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await signInWith(page, VIEWER);
  await expect(page.getByTestId("account-name")).toBeVisible();
  await page.goto("/top-up");
  const balanceText = (await page.getByTestId("balance").textContent())!;
  const before = Number(balanceText.replace(/\D/g, ""));

  // Out of limits: a clear message, no payment.
  await page.getByLabel("Or type an amount").fill("5000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    `The smallest top-up is ${vnd(10_000)}.`,
  );
  await page.getByLabel("Or type an amount").fill("60000000");
  await expect(page.getByLabel("Or type an amount")).toHaveValue("60,000,000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    `The largest top-up is ${vnd(50_000_000)}.`,
  );

  await page.getByRole("button", { name: vnd(100_000) }).click();
  await expect(page.getByLabel("Or type an amount")).toHaveValue("100,000");
  // An amount no seeded payment has, so the history row below is this one.
  await page.getByLabel("Or type an amount").fill("123456");
  await expect(page.getByLabel("Or type an amount")).toHaveValue("123,456");
  await page.locator("label", { hasText: "Bank transfer" }).click();
  await expect(page.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("confirm-amount")).toHaveText(vnd(123_456));
  await page.getByRole("button", { name: `Pay ${vnd(123_456)}` }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay/);
  await page.getByLabel("Card number").fill(APPROVED);
  // The sandbox delivers its server-to-server notification twice: the balance must still rise once.
  await page.getByLabel(/notification/i).selectOption("twice");
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/topup\/result\?/);
  const result = page.getByTestId("top-up-result");
  await expect(result.getByRole("heading", { name: "Payment successful" })).toBeVisible({ timeout: 30_000 });
  await expect(result.getByTestId("balance")).toHaveText(vnd(before + 123_456));
  // The header says the same at once, and on the way on (issue #35: one truth for the balance).
  await expect(page.getByTestId("account-balance")).toHaveText(vnd(before + 123_456));
  await page.getByRole("banner").getByRole("link", { name: "Movies", exact: true }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByTestId("account-balance")).toHaveText(vnd(before + 123_456));
  await page.goBack();

  // Replaying the signed notification (the gateway retrying, or an attacker) is answered "already
  // confirmed" and moves no money.
  const signed = new URL(page.url()).search;
  const replay = await request.get(`/api/payments/vnpay-ipn${signed}`);
  expect(await replay.json()).toMatchObject({ RspCode: "02" });
  await page.reload();
  await expect(page.getByTestId("top-up-result").getByTestId("balance")).toHaveText(vnd(before + 123_456));

  await page.goto("/top-up");
  const entry = page
    .getByRole("region", { name: "Payment history" })
    .getByRole("listitem")
    .filter({ hasText: vnd(123_456) });
  await expect(entry).toContainText("Bank transfer");
  await expect(entry).toContainText("Paid");
  // When, to the minute, in Vietnam's time: "22/11/2026, 14:03".
  await expect(entry.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  // The profile lists the same payment.
  await page.goto("/profile/info");
  await expect(
    page
      .getByRole("region", { name: "Payment history" })
      .getByRole("listitem")
      .filter({ hasText: vnd(123_456) }),
  ).toContainText("Paid");
});

test("a declined card ends on a failed result; a forged return is not believed", async ({ page }) => {
  await page.goto("/");
  await signInWith(page, DISTRIBUTOR);
  await expect(page.getByTestId("account-name")).toBeVisible();
  await page.goto("/top-up");
  const before = (await page.getByTestId("balance").textContent())!;
  await page.getByRole("button", { name: vnd(50_000) }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: `Pay ${vnd(50_000)}` }).click();
  await page.getByLabel("Card number").fill(DECLINED);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByTestId("top-up-result").getByRole("heading", { name: "Payment failed" }),
  ).toBeVisible({
    timeout: 30_000,
  });

  const forged = new URL(page.url());
  forged.searchParams.set("vnp_ResponseCode", "00");
  forged.searchParams.set("vnp_TransactionStatus", "00");
  await page.goto(forged.pathname + forged.search);
  await expect(
    page.getByTestId("top-up-result").getByRole("heading", { name: "This payment could not be verified" }),
  ).toBeVisible();
  await page.goto("/top-up");
  await expect(page.getByTestId("balance")).toHaveText(before);
});

test("a payment comes back in the language it started in, whatever the browser's language", async ({
  browser,
}) => {
  // A Vietnamese browser paying from the English page, and an English one from the Vietnamese page.
  const runs = [
    {
      browserLocale: "vi-VN",
      start: "en",
      money: vnd,
      next: "Continue",
      pay: "Pay",
      declined: "Payment failed",
    },
    {
      browserLocale: "en-US",
      start: "vi",
      money: vndVi,
      next: "Tiếp tục",
      pay: "Thanh toán",
      declined: "Thanh toán thất bại",
    },
  ] as const;
  for (const { browserLocale, start, money, next, pay, declined } of runs) {
    const context = await browser.newContext({ locale: browserLocale });
    const page = await context.newPage();
    await page.goto("/en");
    await signInWith(page, VIEWER);
    await expect(page.getByTestId("account-name")).toBeVisible();
    await page.goto(`/${start}/top-up`);
    // A tap before the form has hydrated is lost (a busy CI machine): tap again, as a person would.
    const amount = page.getByRole("button", { name: money(50_000), exact: true });
    await expect(async () => {
      await amount.click();
      await expect(amount).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("button", { name: next }).click();
    await page.getByRole("button", { name: `${pay} ${money(50_000)}` }).click();

    await expect(page).toHaveURL(/\/sandbox\/pay/);
    await expect(page.locator("html")).toHaveAttribute("lang", start);
    // Declined, so the other tests' balances of this account stay as they expect.
    await page.locator("#card_number").fill(DECLINED);
    await page.locator("button.pay").click();

    await expect(page).toHaveURL(new RegExp(`^[^?]*/${start}/topup/result\\?`));
    await expect(page.locator("html")).toHaveAttribute("lang", start);
    const card = page.getByTestId("top-up-result");
    await expect(card.getByRole("heading", { name: declined })).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(money(50_000));
    await context.close();
  }
});

test("switching language on the review step keeps the amount and the method", async ({ page }) => {
  await page.goto("/");
  await signInWith(page, VIEWER);
  await expect(page.getByTestId("account-name")).toBeVisible();
  for (const start of ["/top-up", "/en/top-up"]) {
    await page.goto(start);
    await page.getByLabel("Or type an amount").fill("77000");
    await page.locator("label", { hasText: "E-wallet" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("confirm-amount")).toHaveText(vnd(77_000));

    await page.getByTestId("language-selector").first().selectOption("vi");
    await expect(page.getByRole("heading", { name: "Kiểm tra và thanh toán" })).toBeVisible();
    await expect(page.getByTestId("confirm-amount")).toHaveText(vndVi(77_000));
    await expect(page.getByRole("main")).toContainText("Ví điện tử");
    await expect(page.getByRole("button", { name: `Thanh toán ${vndVi(77_000)}` })).toBeVisible();

    // Back to the form: the same amount and method, written the Vietnamese way.
    await page.getByRole("button", { name: "Quay lại" }).click();
    await expect(page.getByLabel("Hoặc nhập số tiền")).toHaveValue("77.000");
    await expect(page.getByRole("radio", { name: "Ví điện tử" })).toBeChecked();
    await page.getByTestId("language-selector").first().selectOption("en");
    await expect(page.getByLabel("Or type an amount")).toHaveValue("77,000");
  }
});
