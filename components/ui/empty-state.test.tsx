import { screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("shows its sentence", () => {
    renderWithProviders(<EmptyState>{t("en", "profile.emptyHistory")}</EmptyState>);
    expect(screen.getByTestId("empty-state")).toHaveTextContent(/^You have not watched anything yet\.$/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows an action under the text when given one", async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <EmptyState
        action={
          <button type="button" onClick={onClick}>
            Browse films
          </button>
        }
      >
        {t("vi", "profile.emptyFavorites")}
      </EmptyState>,
      { locale: "vi" },
    );
    expect(screen.getByText(t("vi", "profile.emptyFavorites"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Browse films" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
