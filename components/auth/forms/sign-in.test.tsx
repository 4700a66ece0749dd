import { screen, within } from "@testing-library/react";
import { encodeSignInError, failureFrom } from "@/lib/auth/sign-in-errors";
import { SUPPORT_EMAIL } from "@/lib/support";
import type { Locale } from "@/lib/i18n/config";
import { polyfillDialog, renderWithProviders, t } from "@/components/test-utils";
import { SignInDialog, type DialogStart } from "../sign-in-dialog";

// next-auth's signIn is the boundary: it answers as lib/auth/options.ts makes it answer for a refusal
// of the backend (its status and body, SignInRefusalSchema), so these tests read what the viewer does.
const signIn = jest.fn();
jest.mock("next-auth/react", () => ({
  getProviders: async () => ({}),
  signIn: (...args: unknown[]) => signIn(...args),
}));

polyfillDialog();

/** The backend refuses with this status and body. */
function refuse(status: number, body: unknown) {
  signIn.mockResolvedValue({ ok: false, error: encodeSignInError(failureFrom(status, body)) });
}

function open(locale: Locale = "en", start: DialogStart = {}) {
  const rendered = renderWithProviders(<SignInDialog open onClose={() => undefined} start={start} />, {
    locale,
  });
  const phone = screen.getByLabelText(t(locale, "auth.phone"));
  const password = screen.getByLabelText(t(locale, "auth.password"), { exact: true });
  const send = () =>
    rendered.user.click(screen.getByRole("button", { name: t(locale, "auth.submitSignIn") }));
  return { ...rendered, phone, password, send };
}

/** The text an input is described by: its error, said at the field. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const id = input.getAttribute("aria-describedby") ?? "";
  return document.getElementById(id)?.textContent ?? null;
}

beforeEach(() => signIn.mockReset());

describe("the sign-in dialog, before sending", () => {
  it("says at each empty field that it is empty, sends nothing, and puts the focus on the first", async () => {
    const { phone, password, send } = open();
    await send();
    expect(errorOf(phone)).toBe("Enter a phone number.");
    expect(errorOf(password)).toBe("Enter your password.");
    expect(phone).toHaveFocus();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says "12345" is not a Vietnamese mobile number, in Vietnamese too', async () => {
    const { user, phone, password, send } = open("vi");
    await user.type(phone, "12345");
    await user.type(password, "Cineva@2026");
    await send();
    expect(errorOf(phone)).toBe("Vui lòng nhập số di động Việt Nam, ví dụ 0901 234 567.");
    expect(errorOf(password)).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("sends a number typed any usual way, and clears the field errors", async () => {
    refuse(401, { message: "Wrong." });
    const { user, phone, password, send } = open();
    await send();
    await user.type(phone, "+84 901 234 567");
    await user.type(password, "Cineva@2026");
    await send();
    expect(signIn).toHaveBeenCalledWith(
      "phone",
      expect.objectContaining({ phone: "+84 901 234 567", password: "Cineva@2026" }),
    );
    expect(errorOf(phone)).toBeNull();
    expect(errorOf(password)).toBeNull();
  });
});

describe("the sign-in dialog, after the backend answered", () => {
  async function signInAs(locale: Locale = "en", phoneNumber = "0901 234 567") {
    const form = open(locale);
    await form.user.type(form.phone, phoneNumber);
    await form.user.type(form.password, "Cineva@2026");
    await form.send();
    return form;
  }

  it("says the backend's field errors at their fields", async () => {
    refuse(422, {
      message: "The given data was invalid.",
      errors: { phone_number: ["Enter a phone number."] },
    });
    const { phone } = await signInAs();
    expect(errorOf(phone)).toBe("Enter a phone number.");
    expect(phone).toHaveFocus();
  });

  it("says a wrong password plainly until few tries are left", async () => {
    refuse(401, { message: "Wrong." });
    await signInAs();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^The phone number or password is not right\.$/,
    );
  });

  it.each([
    [
      "en",
      2,
      "The phone number or password is not right. 2 tries left before sign-in on this device is locked for 15 minutes.",
    ],
    [
      "en",
      1,
      "The phone number or password is not right. 1 try left before sign-in on this device is locked for 15 minutes.",
    ],
    [
      "en",
      0,
      "The phone number or password is not right. Sign-in on this device is now locked for 15 minutes.",
    ],
    [
      "vi",
      2,
      "Số điện thoại hoặc mật khẩu không đúng. Còn 2 lần thử trước khi đăng nhập trên thiết bị này bị khóa trong 15 phút.",
    ],
    [
      "vi",
      0,
      "Số điện thoại hoặc mật khẩu không đúng. Đăng nhập trên thiết bị này đã bị khóa trong 15 phút.",
    ],
  ] as const)(
    "warns before the last tries (%s, %i left), the pause in minutes",
    async (locale, left, text) => {
      refuse(401, { message: "Wrong.", attempts_left: left, lockout_seconds: 900 });
      await signInAs(locale);
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
    },
  );

  it.each([
    ["en", 871, "Too many attempts. Please try again in 15 minutes."],
    ["vi", 871, "Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút."],
    ["en", 60, "Too many attempts. Please try again in 1 minute."],
    ["vi", 40, "Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 40 giây."],
  ] as const)(
    "says the lock-out in minutes, never in raw seconds (%s, %i s)",
    async (locale, seconds, text) => {
      refuse(429, { message: `Try again in ${seconds} seconds.`, retry_after: seconds });
      await signInAs(locale);
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
    },
  );

  it("tells an inactive account why, word for word, and how to get it activated", async () => {
    refuse(403, { message: "Your account is not active." });
    await signInAs("en", "0903 456 789");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `Your account is not active. To activate it, write to us at ${SUPPORT_EMAIL}.`,
    );
    const mail = new URL(within(alert).getByRole("link", { name: SUPPORT_EMAIL }).getAttribute("href") ?? "");
    expect(mail.pathname).toBe(SUPPORT_EMAIL);
    expect(mail.searchParams.get("subject")).toBe("Please activate my Cineva account");
    expect(mail.searchParams.get("body")).toBe("My phone number: 0903 456 789");
  });

  it("tells a blocked account why, word for word, and whom to write to, in Vietnamese too", async () => {
    refuse(423, { message: "Tài khoản của bạn đã bị khóa." });
    await signInAs("vi", "0904 567 890");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `Tài khoản của bạn đã bị khóa. Nếu bạn cho rằng đây là nhầm lẫn, hãy gửi email cho chúng tôi tại ${SUPPORT_EMAIL}.`,
    );
    const mail = new URL(within(alert).getByRole("link", { name: SUPPORT_EMAIL }).getAttribute("href") ?? "");
    expect(mail.searchParams.get("subject")).toBe("Tài khoản Cineva của tôi bị khóa");
  });

  it("says a phone never verified in the backend's words, not as an inactive account", async () => {
    refuse(403, { message: "Your phone number is not verified yet.", reason: "phone_not_verified" });
    await signInAs();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Your phone number is not verified yet\.$/);
  });

  it("gives the same next step when Google or Apple sign-in met a blocked account", async () => {
    open("en", { error: "blocked" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Your account is blocked. If you think this is a mistake, write to us at ${SUPPORT_EMAIL}.`,
    );
  });
});
