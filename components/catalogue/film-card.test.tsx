import { screen, within } from "@testing-library/react";
import { renderWithProviders, t } from "@/components/test-utils";
import { FilmCard, type FilmCardProps } from "./film-card";

const labels = { rating: "Rated 4.3 out of 5", noPoster: t("en", "film.noPoster") };

function card(overrides: Partial<FilmCardProps> = {}) {
  return (
    <FilmCard
      href="/movie/42/the-godfather"
      title="The Godfather"
      posterUrl="/images/movies/posters/godfather.jpg"
      year={1972}
      rating={4.25}
      details="Crime, Drama · 175 min"
      labels={labels}
      {...overrides}
    />
  );
}

describe("FilmCard", () => {
  it("links the poster and title to the film's page", () => {
    renderWithProviders(card());
    const link = screen.getByRole("link", { name: /The Godfather/ });
    expect(link).toHaveAttribute("href", "/movie/42/the-godfather");
    expect(within(link).getByRole("heading", { name: "The Godfather" })).toBeInTheDocument();
  });

  it("shows the year and the rating with one decimal and an accessible label", () => {
    renderWithProviders(card());
    expect(screen.getByText("1972")).toBeInTheDocument();
    const rating = screen.getByLabelText("Rated 4.3 out of 5");
    expect(rating).toHaveTextContent(/^4\.3$/);
  });

  it("shows a whole-number rating as one decimal", () => {
    renderWithProviders(card({ rating: 4, labels: { ...labels, rating: "Rated 4.0 out of 5" } }));
    expect(screen.getByLabelText("Rated 4.0 out of 5")).toHaveTextContent(/^4\.0$/);
  });

  it("shows a rating of zero but nothing when nobody has rated the film", () => {
    const { rerender } = renderWithProviders(card({ rating: 0, labels: { ...labels, rating: "r0" } }));
    expect(screen.getByLabelText("r0")).toHaveTextContent("0.0");
    rerender(card({ rating: null, year: null }));
    expect(screen.queryByLabelText(labels.rating)).not.toBeInTheDocument();
    expect(screen.queryByText("1972")).not.toBeInTheDocument();
  });

  it("renders the poster through next/image as a decorative <img>", () => {
    const { container } = renderWithProviders(card());
    const img = container.querySelector("img");
    expect(img).not.toBeNull();
    expect(img).toHaveAttribute("alt", "");
    // next/image's default loader serves it through the image optimiser.
    expect(img?.getAttribute("src")).toContain(encodeURIComponent("/images/movies/posters/godfather.jpg"));
    expect(screen.queryByText(labels.noPoster)).not.toBeInTheDocument();
  });

  it("shows the 'no poster' placeholder instead of an image when posterUrl is null", () => {
    const { container } = renderWithProviders(card({ posterUrl: null }));
    expect(container.querySelector("img")).toBeNull();
    expect(labels.noPoster).toBe("No poster");
    expect(screen.getByText("No poster")).toBeInTheDocument();
  });

  it("includes the details text and the kind label", () => {
    renderWithProviders(card({ labels: { ...labels, kind: t("en", "film.series") } }));
    expect(screen.getByText("Crime, Drama · 175 min")).toBeInTheDocument();
    expect(screen.getByText("Series")).toBeInTheDocument();
  });
});
