import { screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { PasswordField } from "./password-field";

const SHOW = t("en", "common.showPassword");
const HIDE = t("en", "common.hidePassword");

function field(error?: string) {
  return <PasswordField name="password" label="Password" showLabel={SHOW} hideLabel={HIDE} error={error} />;
}

describe("PasswordField", () => {
  it("is a password input labelled by its label", () => {
    renderWithProviders(field());
    const input = screen.getByLabelText("Password");
    expect(input.tagName).toBe("INPUT");
    expect(input).toHaveAttribute("type", "password");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("toggles between hidden and shown, saying what it will do next", async () => {
    const { user } = renderWithProviders(field());
    const input = screen.getByLabelText("Password");
    expect(SHOW).toBe("Show password");
    expect(HIDE).toBe("Hide password");

    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveAttribute("aria-controls", input.id);

    await user.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(toggle).toHaveAccessibleName("Hide password");
    expect(toggle).toHaveAttribute("aria-pressed", "true");

    await user.click(toggle);
    expect(input).toHaveAttribute("type", "password");
    expect(toggle).toHaveAccessibleName("Show password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps what was typed when the visibility changes", async () => {
    const { user } = renderWithProviders(field());
    const input = screen.getByLabelText("Password");
    await user.type(input, "s3cret!");
    await user.click(screen.getByRole("button", { name: SHOW }));
    expect(input).toHaveValue("s3cret!");
  });

  it("uses the Vietnamese labels when given them", () => {
    renderWithProviders(
      <PasswordField
        name="password"
        label="Mật khẩu"
        showLabel={t("vi", "common.showPassword")}
        hideLabel={t("vi", "common.hidePassword")}
      />,
      { locale: "vi" },
    );
    expect(screen.getByRole("button", { name: "Hiện mật khẩu" })).toBeInTheDocument();
  });

  it("announces an error through aria-describedby and marks the input invalid", () => {
    renderWithProviders(field("Password must be at least 6 characters"));
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Password must be at least 6 characters");
  });

  it("gives two fields on one form distinct ids", () => {
    renderWithProviders(
      <>
        <PasswordField name="password" label="Password" showLabel={SHOW} hideLabel={HIDE} error="Too short" />
        <PasswordField name="confirm" label="Confirm" showLabel={SHOW} hideLabel={HIDE} error="No match" />
      </>,
    );
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Too short");
    expect(screen.getByLabelText("Confirm")).toHaveAccessibleDescription("No match");
  });
});
