import { screen } from "@testing-library/react";
import { renderWithProviders, testSession } from "@/components/test-utils";
import type { Locale } from "@/lib/i18n/config";
import { ProfileForm } from "./profile-form";

const viewer = testSession({
  user: { ...testSession().user, first_name: "Lan", last_name: "Nguyễn" } as ReturnType<
    typeof testSession
  >["user"],
});

/** The labels of the two name fields, in the order the form shows them. */
function nameFieldsInOrder(locale: Locale) {
  renderWithProviders(<ProfileForm />, { session: viewer, locale });
  return screen
    .getAllByRole("textbox")
    .filter((input) => ["first_name", "last_name"].includes(input.getAttribute("name") ?? ""))
    .map((input) => ({ name: input.getAttribute("name"), value: (input as HTMLInputElement).value }));
}

describe("ProfileForm", () => {
  it("asks the first name before the last name in English", () => {
    expect(nameFieldsInOrder("en")).toEqual([
      { name: "first_name", value: "Lan" },
      { name: "last_name", value: "Nguyễn" },
    ]);
    expect(screen.getByLabelText("First name")).toHaveValue("Lan");
    expect(screen.getByLabelText("Last name")).toHaveValue("Nguyễn");
  });

  it("asks the family name (Họ) before the given name (Tên) in Vietnamese, as Vietnamese names are written", () => {
    expect(nameFieldsInOrder("vi")).toEqual([
      { name: "last_name", value: "Nguyễn" },
      { name: "first_name", value: "Lan" },
    ]);
    expect(screen.getByLabelText("Họ")).toHaveValue("Nguyễn");
    expect(screen.getByLabelText("Tên")).toHaveValue("Lan");
  });

  it("offers to keep the name private on the leaderboard, ticked as the account has it", () => {
    const privateViewer = testSession({
      user: { ...viewer.user, leaderboard_private: true } as ReturnType<typeof testSession>["user"],
    });
    renderWithProviders(<ProfileForm />, { session: privateViewer, locale: "vi" });
    const box = screen.getByRole("checkbox", { name: "Ẩn tên của tôi trên bảng xếp hạng" });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/Mi\*{6}nh/);
  });
});
