import { screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("shows its sentence", () => {
    renderWithProviders(<EmptyState>{t("en", "activity.emptyHistory")}</EmptyState>);
    expect(screen.getByTestId("empty-state").textContent).toBe(t("en", "activity.emptyHistory"));
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
        {t("vi", "activity.emptyFavorites")}
      </EmptyState>,
      { locale: "vi" },
    );
    expect(screen.getByText(t("vi", "activity.emptyFavorites"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Browse films" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
