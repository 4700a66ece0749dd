import { screen } from "@testing-library/react";
import { mockNavigation, renderWithProviders, resetNavigationMock, t } from "@/components/test-utils";
import { NavLinks } from "./nav-links";

type TestUtils = typeof import("@/components/test-utils");
jest.mock("next/navigation", () =>
  jest.requireActual<TestUtils>("@/components/test-utils").nextNavigationMock(),
);

beforeEach(() => resetNavigationMock());

const links = [
  { href: "/", label: t("en", "nav.home") },
  { href: "/movies", label: t("en", "nav.movies") },
  { href: "/series", label: t("en", "nav.series") },
  { href: "/blog", label: t("en", "nav.blog") },
];

/** The names of the links marked aria-current="page". */
function currentLinks(): string[] {
  return screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent ?? "");
}

function renderAt(pathname: string) {
  mockNavigation.pathname = pathname;
  return renderWithProviders(<NavLinks links={links} label={t("en", "nav.label")} />);
}

describe("NavLinks", () => {
  it("is a navigation landmark named by its label, linking each page", () => {
    renderAt("/");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Movies" })).toHaveAttribute("href", "/movies");
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });

  it('marks only Home on "/"', () => {
    renderAt("/");
    expect(currentLinks()).toEqual(["Home"]);
  });

  it('marks Movies, not Home, on "/movies"', () => {
    renderAt("/movies");
    expect(currentLinks()).toEqual(["Movies"]);
    expect(screen.getByRole("link", { name: "Movies" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it('marks Blog on a blog post "/blog/3/x"', () => {
    renderAt("/blog/3/x");
    expect(currentLinks()).toEqual(["Blog"]);
  });

  it("does not mark a link whose path is only a prefix of another word", () => {
    renderAt("/moviesx");
    expect(currentLinks()).toEqual([]);
  });

  it("marks nothing on a page outside the navigation", () => {
    renderAt("/leaderboard");
    expect(currentLinks()).toEqual([]);
  });
});
