import { screen } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { SectionSpinner } from "./spinner";

describe("SectionSpinner", () => {
  it("is a polite status region that says what is loading", () => {
    renderWithProviders(<SectionSpinner label={t("en", "common.loading")} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^loading\.\.\.$/);
    expect(status).toHaveAttribute("aria-live", "polite");
  });

  it("reserves its section's height so nothing jumps when content arrives", () => {
    renderWithProviders(<SectionSpinner label={t("vi", "common.loading")} minHeight="50vh" />, {
      locale: "vi",
    });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("đang tải...");
    expect(status).toHaveStyle({ minHeight: "50vh" });
  });
});
