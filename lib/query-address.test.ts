/** @jest-environment node */
import {
  canonicalKeyword,
  queryOf,
  queryRewrite,
  searchRewrite,
  slugAndPage,
  splitSlug,
  withoutBlankFields,
} from "./query-address";

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

  it("serves categories, the blog and its categories by page, below the slug as asked for", () => {
    expect(rewrite("/category/1/trending-now", "page=02&sort=popular")).toBe(
      "/category/1/trending-now/q/page=2",
    );
    expect(rewrite("/category/1", "page=3")).toBe("/category/1/q/page=3");
    expect(rewrite("/blog", "page=2&fbclid=x")).toBe("/blog/q/page=2");
    expect(rewrite("/blog/category/4/news", "page=2")).toBe("/blog/category/4/news/q/page=2");
    for (const path of ["/category/1/x", "/blog", "/blog/category/4"])
      for (const query of ["page=1", "page=0", "page=x", "genre=3"])
        expect({ path, query, rewrite: rewrite(path, query) }).toEqual({ path, query, rewrite: null });
  });

  it("serves the leaderboard in its three frames by period, keeping an embedding app's language", () => {
    expect(rewrite("/leaderboard", "period=month")).toBe("/leaderboard/q/period=month");
    expect(rewrite("/blank-leaderboard", "lang=vi&period=all")).toBe(
      "/blank-leaderboard/q/period=all/lang=vi",
    );
    expect(rewrite("/header-leaderboard", "lang=en")).toBe("/header-leaderboard/q/lang=en");
    for (const query of ["period=week", "period=year", "lang=fr", "page=2"])
      expect({ query, rewrite: rewrite("/leaderboard", query) }).toEqual({ query, rewrite: null });
  });

  it("leaves every other path alone", () => {
    for (const path of [
      "/",
      "/movie/1/x",
      "/movies/q/page=2",
      "/moviesx",
      "/blogs",
      "/blog/3/x",
      "/category",
      "/search/x",
    ])
      expect({ path, rewrite: rewrite(path, "page=2&period=month") }).toEqual({ path, rewrite: null });
  });
});

describe("withoutBlankFields", () => {
  const tidy = (path: string, query: string) =>
    withoutBlankFields(path, new URLSearchParams(query))?.toString();

  it("drops the fields a list reads that came blank, keeping the rest in their order", () => {
    expect(tidy("/movies", "section=&genre=3&year=&country=+&sort=popular")).toBe("genre=3&sort=popular");
    expect(tidy("/series", "genre=&utm_source=x&page=")).toBe("utm_source=x");
    expect(tidy("/leaderboard", "period=&lang=en")).toBe("lang=en");
  });

  it("leaves a query without blank fields, a blank field no list reads, and other paths alone", () => {
    expect(tidy("/movies", "genre=3&sort=popular")).toBeUndefined();
    expect(tidy("/movies", "utm_source=")).toBeUndefined();
    expect(tidy("/movie/1/x", "genre=")).toBeUndefined();
  });
});

describe("listingQueryOf", () => {
  it("reads the canonical segments back, encoded by the URL or not", () => {
    expect(queryOf("listing", ["genre=3", "sort=popular", "page=2"])).toEqual({
      genre: 3,
      sort: "popular",
      page: 2,
    });
    expect(queryOf("listing", ["genre%3D3"])).toEqual({ genre: 3 });
  });

  it("reads no segments as the plain page", () => {
    expect(queryOf("listing", [])).toEqual({});
    expect(queryOf("paged", [])).toEqual({});
    expect(queryOf("leaderboard", [])).toEqual({ period: "week" });
    expect(queryOf("leaderboard", ["period=all", "lang=vi"])).toEqual({ period: "all", lang: "vi" });
    expect(queryOf("paged", ["page=4"])).toEqual({ page: 4 });
  });

  it("refuses any other form: the page is then a 404", () => {
    for (const segments of [
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
      expect({ segments, query: queryOf("listing", segments) }).toEqual({ segments, query: null });
    for (const segments of [["page=1"], ["period=week"], ["lang=vi", "period=all"], ["lang=fr"]])
      expect({ segments, query: queryOf("leaderboard", segments) }).toEqual({ segments, query: null });
  });

  it("round-trips every rewrite", () => {
    const path = rewrite("/movies", "country=kr&year=2020&genre=7&section=2&sort=newest&page=9")!;
    const segments = path.split("/").slice(3);
    expect(queryOf("listing", segments)).toEqual({
      section: 2,
      genre: 7,
      year: 2020,
      country: "KR",
      sort: "newest",
      page: 9,
    });
  });
});

describe("splitSlug", () => {
  it("splits an id route's catch-all at the last query folder", () => {
    expect(splitSlug(undefined)).toEqual({ slug: [], query: [] });
    expect(splitSlug(["trending-now"])).toEqual({ slug: ["trending-now"], query: [] });
    expect(splitSlug(["trending-now", "q", "page=2"])).toEqual({ slug: ["trending-now"], query: ["page=2"] });
    expect(splitSlug(["q", "page=2"])).toEqual({ slug: [], query: ["page=2"] });
    // A slug that is "q" itself, and a query folder asked for by hand twice.
    expect(splitSlug(["q"])).toEqual({ slug: ["q"], query: [] });
    expect(splitSlug(["q", "q", "page=2"])).toEqual({ slug: ["q"], query: ["page=2"] });
    expect(splitSlug(["x", "q", "page=2", "q", "page=3"])).toEqual({
      slug: ["x", "q", "page=2"],
      query: ["page=3"],
    });
  });

  it("reads a category's slug and page, or nothing when the page is not canonical", () => {
    expect(slugAndPage(["drama", "q", "page=3"])).toEqual({ slug: ["drama"], page: 3 });
    expect(slugAndPage(["drama"])).toEqual({ slug: ["drama"], page: 1 });
    expect(slugAndPage(undefined)).toEqual({ slug: [], page: 1 });
    expect(slugAndPage(["drama", "q", "page=1"])).toBeNull();
    expect(slugAndPage(["drama", "q", "sort=popular"])).toBeNull();
  });

  it("round-trips every rewrite of a category", () => {
    const path = rewrite("/category/7/drama", "page=12")!;
    const { slug, query } = splitSlug(path.split("/").slice(3));
    expect({ slug, query: queryOf("paged", query) }).toEqual({ slug: ["drama"], query: { page: 12 } });
  });
});

describe("a search's keyword", () => {
  it("has one spelling: composed accents, single spaces, trimmed, at most 100 characters", () => {
    expect(canonicalKeyword("  Bo\u0302\u0301   gia\t")).toBe("Bố gia");
    // The API refuses control and bidirectional characters: the keyword drops them.
    expect(canonicalKeyword("Bố\u0000gia\u202e\u0085")).toBe("Bố gia");
    expect(canonicalKeyword("x".repeat(150))).toHaveLength(100);
    // Never half a character: the address stays encodable.
    const cut = canonicalKeyword(`${"x".repeat(99)}😀😀`);
    expect(Array.from(cut)).toHaveLength(100);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it("is rewritten to that spelling, and left alone when it has it", () => {
    expect(searchRewrite("/search/%20Moon%20%20light%20")).toBe("/search/Moon%20light");
    expect(searchRewrite("/search/Bo%CC%82%CC%81")).toBe(`/search/${encodeURIComponent("Bố")}`);
    for (const path of [
      "/search/Moon%20light",
      "/search/moon",
      "/search/%20",
      "/search",
      "/search/a/b",
      "/movies",
    ])
      expect({ path, rewrite: searchRewrite(path) }).toEqual({ path, rewrite: null });
  });
});
