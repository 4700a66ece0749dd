import { screen } from "@testing-library/react";
import { mockNavigation, renderWithProviders, resetNavigationMock, t } from "@/components/test-utils";
import type { Locale } from "@/lib/i18n/config";
import { searchPath } from "@/lib/routes";
import { SearchBox } from "./search-box";

type TestUtils = typeof import("@/components/test-utils");
jest.mock("next/navigation", () =>
  jest.requireActual<TestUtils>("@/components/test-utils").nextNavigationMock(),
);

beforeEach(() => resetNavigationMock());

function renderSearch(locale: Locale = "en") {
  return renderWithProviders(
    <SearchBox
      label={t(locale, "header.searchLabel")}
      placeholder={t(locale, "header.searchPlaceholder")}
      submitLabel={t(locale, "header.searchSubmit")}
      suggestionsLabel={t(locale, "header.suggestions")}
      kindLabels={{ movie: t(locale, "film.movie"), series: t(locale, "film.series") }}
    />,
    { locale },
  );
}

describe("SearchBox", () => {
  it("is a search landmark with a labelled combobox and submit button", () => {
    renderSearch();
    expect(screen.getByRole("search")).toBeInTheDocument();
    const input = screen.getByRole("combobox", { name: "Search films, series and articles" });
    expect(input).toHaveAttribute("placeholder", t("en", "header.searchPlaceholder"));
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
  });

  it("opens /search/{keyword} with the keyword percent-encoded when Enter is pressed", async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole("combobox"), "Bố Già{Enter}");
    expect(mockNavigation.push).toHaveBeenCalledTimes(1);
    expect(mockNavigation.push).toHaveBeenCalledWith("/search/B%E1%BB%91%20Gi%C3%A0");
    expect(mockNavigation.push.mock.calls[0]?.[0]).toBe(searchPath("Bố Già"));
  });

  it("trims the keyword and also submits from the button", async () => {
    const { user } = renderSearch();
    await user.type(screen.getByRole("combobox"), "  Bố Già  ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(mockNavigation.push).toHaveBeenCalledWith("/search/B%E1%BB%91%20Gi%C3%A0");
  });

  it("does nothing for an empty or whitespace-only keyword", async () => {
    const { user } = renderSearch();
    const input = screen.getByRole("combobox");
    await user.type(input, "{Enter}");
    await user.type(input, "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(mockNavigation.push).not.toHaveBeenCalled();
  });

  it("is labelled in Vietnamese on Vietnamese pages", () => {
    renderSearch("vi");
    expect(screen.getByRole("combobox", { name: "Tìm phim lẻ, phim bộ và bài viết" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tìm kiếm" })).toBeInTheDocument();
  });
});
