import { activeFilters, withoutFilter } from "./listing-filters";

describe("activeFilters", () => {
  it("lists the filters set, in the panel's order, without the sort or the page", () => {
    expect(activeFilters({ country: "KR", genre: 3, sort: "popular", page: 2 })).toEqual([
      { key: "genre", value: "3" },
      { key: "country", value: "KR" },
    ]);
    expect(activeFilters({ sort: "rating" })).toEqual([]);
  });
});

describe("withoutFilter", () => {
  const query = { section: 1, genre: 3, year: 2024, country: "VN", sort: "popular" as const, page: 4 };

  it("takes one filter off and keeps the others and the sort, back on the first page", () => {
    expect(withoutFilter("/movies", query, "genre")).toBe(
      "/movies?section=1&year=2024&country=VN&sort=popular",
    );
  });

  it("takes every filter off and keeps the sort", () => {
    expect(withoutFilter("/series", query, "all")).toBe("/series?sort=popular");
  });

  it("leaves the bare path when nothing else is set", () => {
    expect(withoutFilter("/movies", { year: 2020, page: 2 }, "year")).toBe("/movies");
  });
});
