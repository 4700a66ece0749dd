/** @jest-environment node */
import { listingQueryOf, queryRewrite } from "./listing-address";

const rewrite = (path: string, query: string) => queryRewrite(path, new URLSearchParams(query));

describe("queryRewrite", () => {
  it("writes the parameters a listing reads in one order, canonical values only", () => {
    expect(rewrite("/movies", "sort=popular&genre=03&utm_source=x&page=2")).toBe(
      "/movies/q/genre=3/sort=popular/page=2",
    );
    expect(rewrite("/series", "page=2&sort=rating&country=vn&year=2024&section=1")).toBe(
      "/series/q/section=1/year=2024/country=VN/sort=rating/page=2",
    );
  });

  it("drops unknown parameters, bad values, empty form fields and defaults", () => {
    for (const query of [
      "",
      "utm_source=newsletter&fbclid=abc",
      "year=abc&sort=zzz&page=-4&country=Vietnam",
      "section=&genre=&year=&country=&sort=",
      "page=1",
      "genre=1.5&year=1869&year=2101",
      "genre=%00&sort=%3Cscript%3E",
    ])
      expect({ query, rewrite: rewrite("/movies", query) }).toEqual({ query, rewrite: null });
    expect(rewrite("/movies", "page=2&page=3")).toBe("/movies/q/page=2");
    // Another spelling of a valid value is the same page.
    expect(rewrite("/movies", "page=1e3&genre=+7")).toBe("/movies/q/genre=7/page=1000");
    expect(rewrite("/movies", "page=100001")).toBeNull();
  });

  it("leaves every other path alone", () => {
    for (const path of ["/", "/movie/1/x", "/movies/q/page=2", "/moviesx", "/blog"])
      expect(rewrite(path, "page=2")).toBeNull();
  });
});

describe("listingQueryOf", () => {
  it("reads the canonical segments back, encoded by the URL or not", () => {
    expect(listingQueryOf(["genre=3", "sort=popular", "page=2"])).toEqual({
      genre: 3,
      sort: "popular",
      page: 2,
    });
    expect(listingQueryOf(["genre%3D3"])).toEqual({ genre: 3 });
  });

  it("refuses any other form: the page is then a 404", () => {
    for (const segments of [
      [],
      ["page=2", "genre=3"], // out of order
      ["genre=03"],
      ["page=1"],
      ["genre=3", "genre=4"],
      ["country=vn"],
      ["sort=zzz"],
      ["utm_source=x"],
      ["genre"],
      ["=3"],
      ["%E0%A4%A"],
    ])
      expect({ segments, query: listingQueryOf(segments) }).toEqual({ segments, query: null });
  });

  it("round-trips every rewrite", () => {
    const path = rewrite("/movies", "country=kr&year=2020&genre=7&section=2&sort=newest&page=9")!;
    const segments = path.split("/").slice(3);
    expect(listingQueryOf(segments)).toEqual({
      section: 2,
      genre: 7,
      year: 2020,
      country: "KR",
      sort: "newest",
      page: 9,
    });
  });
});
