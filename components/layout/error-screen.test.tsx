import { screen } from "@testing-library/react";
import { mockLocationReload, renderWithProviders, t } from "@/components/test-utils";
import { ErrorScreen } from "./error-screen";
import { PageError } from "./page-error";

let reload: jest.SpyInstance<void, []>;
beforeEach(() => {
  reload = mockLocationReload();
});
afterEach(() => reload.mockRestore());

describe("ErrorScreen", () => {
  it("shows the page-load error title and subtitle as an alert", () => {
    renderWithProviders(<ErrorScreen />);
    const alert = screen.getByRole("alert");
    expect(alert).toContainElement(
      screen.getByRole("heading", { level: 1, name: t("en", "errors.pageLoad.title") }),
    );
    expect(alert).toHaveTextContent(t("en", "errors.pageLoad.subtitle"));
  });

  it("reloads the page from its Reload button", async () => {
    const { user } = renderWithProviders(<ErrorScreen />);
    expect(t("en", "common.reload")).toBe("Reload");
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is in Vietnamese on Vietnamese pages", async () => {
    const { user } = renderWithProviders(<ErrorScreen />, { locale: "vi" });
    expect(screen.getByRole("heading", { name: t("vi", "errors.pageLoad.title") })).toBeInTheDocument();
    expect(screen.getByText(t("vi", "errors.pageLoad.subtitle"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tải lại" }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(t("en", "errors.pageLoad.title"))).not.toBeInTheDocument();
  });
});

describe("PageError (every route group's error boundary)", () => {
  it("shows the same screen once its code has loaded", async () => {
    renderWithProviders(<PageError />);
    expect(
      await screen.findByRole("heading", { level: 1, name: t("en", "errors.pageLoad.title") }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
