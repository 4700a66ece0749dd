import { screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { COPY_SUCCESS_PREFIX } from "@/lib/clipboard";
import { ReferralLink } from "./referral-link";

const LINK = "https://cineva.vn/?ref=MINHANH7";

describe("ReferralLink", () => {
  it("shows the link under its label, selects all of it on focus and copies it with the toast", async () => {
    const { user } = renderWithProviders(
      <ReferralLink link={LINK} label={t("en", "invites.link")} copyLabel={t("en", "invites.copyLink")} />,
    );
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Your invite link" });
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute("readonly");

    await user.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText(COPY_SUCCESS_PREFIX + LINK)).toBeInTheDocument();
  });
});
