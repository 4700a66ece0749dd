import { useState } from "react";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/components/test-utils";
import { TablePager } from "./table-pager";

function Pages({ last }: { last: number }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <p data-testid="shown">{page}</p>
      <TablePager page={page} last={last} onPage={setPage} />
    </>
  );
}

describe("TablePager", () => {
  it("steps through the pages in Vietnamese and says where the viewer is", async () => {
    const { user } = renderWithProviders(<Pages last={3} />, { locale: "vi" });
    const next = screen.getByRole("button", { name: "Trang sau" });
    const previous = screen.getByRole("button", { name: "Trang trước" });
    expect(screen.getByText("Trang 1/3")).toBeInTheDocument();
    expect(previous).toHaveAttribute("aria-disabled", "true");

    await user.click(next);
    await user.click(next);
    expect(screen.getByText("Trang 3/3")).toBeInTheDocument();
    expect(screen.getByTestId("shown")).toHaveTextContent("3");

    // At the end "next" does nothing but keeps the focus, so the keyboard is not thrown to the page's top.
    expect(next).toHaveAttribute("aria-disabled", "true");
    await user.click(next);
    expect(screen.getByTestId("shown")).toHaveTextContent("3");
    expect(next).toHaveFocus();

    await user.click(previous);
    expect(screen.getByText("Trang 2/3")).toBeInTheDocument();
  });

  it("shows nothing for a list that fits one page", () => {
    renderWithProviders(<Pages last={1} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
