import { screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { SignInButton } from "./sign-in-button";

describe("SignInButton", () => {
  it('fires the app-wide "auth:open" event with { modal: "signin" } when clicked', async () => {
    const listener = jest.fn<void, [Event]>();
    window.addEventListener("auth:open", listener);
    try {
      const { user } = renderWithProviders(<SignInButton label={t("en", "header.signIn")} />);
      expect(listener).not.toHaveBeenCalled();

      await user.click(screen.getByRole("button", { name: "Sign in" }));

      expect(listener).toHaveBeenCalledTimes(1);
      const event = listener.mock.calls[0]?.[0];
      expect(event).toBeInstanceOf(CustomEvent);
      expect((event as CustomEvent).detail).toEqual({ modal: "signin" });
    } finally {
      window.removeEventListener("auth:open", listener);
    }
  });

  it("is labelled in Vietnamese on Vietnamese pages", () => {
    renderWithProviders(<SignInButton label={t("vi", "header.signIn")} />, { locale: "vi" });
    expect(screen.getByRole("button", { name: "Đăng nhập" })).toHaveAttribute("type", "button");
  });
});
