import { expect, test } from "@playwright/test";
import { registerViewer, signInWith } from "./accounts";
import { ADMIN, expectAccessible, MODERATOR, signInToStudio } from "./studio";

/**
 * Issue #36: a moderator finds a viewer and blocks the account; the viewer's open browser is signed
 * out at its next navigation with product §8's "Your account is blocked.", and the admin reads the
 * change, with its reason, in the audit trail. The viewer is one of the test's own (registerViewer).
 */
test.describe.configure({ timeout: 180_000 });

test("a moderator blocks a viewer, whose open browser is signed out at its next step with the reason", async ({
  browser,
  page,
  request,
}) => {
  const viewer = await registerViewer(request, "Khánh Vy Đoàn");
  const viewerPage = await (await browser.newContext()).newPage();
  await viewerPage.goto("/");
  await signInWith(viewerPage, viewer);
  await expect(viewerPage.getByTestId("account-name")).toHaveText(viewer.name);

  // The moderator, on a phone, in Vietnamese: finds the account by its number as typed.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToStudio(page, "vi", MODERATOR);
  const sections = page.getByRole("navigation", { name: "Các mục của Studio" });
  await expect(sections.getByRole("link", { name: "Kho phim" })).toHaveCount(0);
  await sections.getByRole("link", { name: "Tài khoản" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tài khoản" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Điện thoại, tên hoặc e-mail" }).fill(viewer.phone);
  await page.getByRole("button", { name: "Tìm" }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: viewer.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: viewer.name })).toBeVisible();
  await expect(page.getByText("Hiện tại: Đang hoạt động")).toBeVisible();
  await expectAccessible(page);

  // A reason is asked for; then the account is blocked.
  await page.getByRole("radio", { name: /^Bị khóa/ }).check();
  await page.getByRole("button", { name: "Đổi trạng thái" }).click();
  await expect(page.getByRole("textbox", { name: /^Lý do/ })).toHaveAccessibleDescription(
    "Hãy ghi lý do bằng vài từ: lý do được lưu cùng tên bạn.",
  );
  const reason = `Bán lại tài khoản trên mạng xã hội (${Date.now()})`;
  await page.getByRole("textbox", { name: /^Lý do/ }).fill(reason);
  await page.getByRole("button", { name: "Đổi trạng thái" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Xong." })).toBeVisible();
  await expect(page.getByText("Hiện tại: Bị khóa")).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();

  // The viewer's next step: a link in the header. Signed out, told why, and it stays so.
  await viewerPage.getByRole("banner").getByRole("link", { name: "Movies" }).first().click();
  await expect(viewerPage.getByText("Your account is blocked.")).toBeVisible();
  await expect(viewerPage.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await viewerPage.reload();
  await expect(viewerPage.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await viewerPage.context().close();

  // The admin reads it in the audit trail, with the reason.
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInToStudio(admin, "en", ADMIN);
  await admin.goto("/en/studio/audit?action=account.status");
  await expect(admin.getByRole("cell", { name: "Changed an account's state" }).first()).toBeVisible();
  await expect(admin.getByText(reason)).toBeVisible();
  await admin.context().close();
});

test("a moderator declines a distributor application with a reply the applicant reads in their profile", async ({
  browser,
  page,
  request,
}) => {
  const viewer = await registerViewer(request, "Quách Tú Linh");
  const applied = await request.post("/api/distributor/apply", {
    headers: { authorization: `Bearer ${viewer.token}` },
    data: { message: "Tôi có một kênh review phim 12.000 người theo dõi ở Cần Thơ." },
  });
  expect(applied.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", MODERATOR);
  await page
    .getByRole("navigation", { name: "Studio sections" })
    .getByRole("link", { name: "Applications" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Distributor applications" })).toBeVisible();
  const card = page.getByRole("article", { name: viewer.name });
  await expect(card.getByText("12.000 người theo dõi")).toBeVisible();
  await expectAccessible(page);
  // Declining asks for a reply.
  await card.getByRole("button", { name: "Decline" }).click();
  await expect(card.getByRole("textbox", { name: /^Reply to the applicant/ })).toHaveAccessibleDescription(
    "Write the applicant a few words: they read them in their profile.",
  );
  const reply = "Kênh của bạn cần ít nhất 6 tháng hoạt động; hẹn bạn quý sau.";
  await card.getByRole("textbox", { name: /^Reply to the applicant/ }).fill(reply);
  await card.getByRole("button", { name: "Decline" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Declined: the applicant reads your reply in their profile.",
  );
  await expect(card.getByRole("button", { name: "Approve" })).toHaveCount(0);

  const applicant = await (await browser.newContext()).newPage();
  await applicant.goto("/");
  await signInWith(applicant, viewer);
  await applicant.goto("/vi/profile/distributor");
  await expect(applicant.getByTestId("application-status")).toContainText("lần này chưa được duyệt");
  await expect(applicant.getByTestId("application-status")).toContainText(reply);
  // Declined, they may apply again.
  await expect(applicant.getByRole("button", { name: "Gửi đơn đăng ký" })).toBeVisible();
  await applicant.context().close();
});

test("support sends a locked-out viewer a reset code, and erases an account when asked", async ({
  page,
  request,
}) => {
  const viewer = await registerViewer(request, "Tôn Nữ Bảo Trâm");
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToStudio(page, "en", MODERATOR);
  await page.goto("/en/studio/accounts");
  await page.getByRole("searchbox", { name: "Phone, name or e-mail" }).fill(viewer.phone);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: viewer.name }).click();

  const support = page.getByRole("region", { name: "Support" });
  await support.getByRole("checkbox", { name: "Also sign them out on every device" }).check();
  await support.getByRole("button", { name: "Send a password-reset code" }).click();
  await expect(support.getByRole("status").first()).toHaveText(/signed out everywhere/);
  // The code reached their phone (the sandbox's SMS outbox); their old token no longer works.
  const outbox = (await (await request.get(`/api/sandbox/sms?phone=${viewer.phone}`)).json()) as {
    messages: { code: string | null }[];
  };
  expect(outbox.messages.filter((m) => m.code)).toHaveLength(2);
  const me = await request.get("/api/user-info", { headers: { authorization: `Bearer ${viewer.token}` } });
  expect(me.status()).toBe(401);
  await expectAccessible(page);

  // Erasing asks what the viewer asked for, then goes back to the list.
  await support.getByRole("button", { name: "Erase the account" }).click();
  await expect(support.getByRole("status").nth(1)).toHaveText("Confirm that the viewer asked for this.");
  await support
    .getByRole("textbox", { name: /^How they asked/ })
    .fill("Gọi tổng đài ngày 27/11, đã xác minh.");
  await support.getByRole("checkbox", { name: "The viewer asked for their account to be erased" }).check();
  await support.getByRole("button", { name: "Erase the account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The account was erased." })).toBeVisible();
  await page.getByRole("searchbox", { name: "Phone, name or e-mail" }).fill(viewer.phone);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("link", { name: viewer.name })).toHaveCount(0);
});
