import { screen } from "@testing-library/react";
import { renderWithProviders, testSession } from "@/components/test-utils";
import { DeleteAccountForm } from "./delete-account-form";

const account = (phone_number: string) =>
  testSession({ user: { ...testSession().user, phone_number } as ReturnType<typeof testSession>["user"] });

describe("DeleteAccountForm", () => {
  it("asks a phone account for its phone number and password", () => {
    renderWithProviders(<DeleteAccountForm />, { session: account("84901234567") });
    expect(
      screen.getByRole("heading", { name: "Confirm with your phone number and password" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Phone number")).toBeInTheDocument();
    expect(screen.getByLabelText("Password", { exact: true })).toBeInTheDocument();
  });

  it("asks an account made through Google or Apple (no phone number) for its password alone, pointing to the profile", () => {
    renderWithProviders(<DeleteAccountForm />, { session: account("") });
    expect(screen.getByRole("heading", { name: "Confirm with your password" })).toBeVisible();
    expect(screen.queryByLabelText("Phone number")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Password", { exact: true })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "your profile" })).toHaveAttribute("href", "/profile/info");
  });

  it("says the same in Vietnamese", () => {
    renderWithProviders(<DeleteAccountForm />, { session: account(""), locale: "vi" });
    expect(screen.getByRole("heading", { name: "Xác nhận bằng mật khẩu" })).toBeVisible();
    expect(screen.getByRole("link", { name: "hồ sơ" })).toHaveAttribute("href", "/profile/info");
  });
});
