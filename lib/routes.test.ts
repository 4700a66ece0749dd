/** @jest-environment node */
import fc from "fast-check";
import {
  blogCategoryPath,
  blogPostPath,
  canonicalRedirect,
  categoryPath,
  moviePath,
  searchPath,
  seriesPath,
} from "./routes";

describe("routes", () => {
  it("builds slugged paths", () => {
    expect(moviePath(5, "Bố Già")).toBe("/movie/5/bo-gia");
    expect(categoryPath("3", "Phim Hành Động")).toBe("/category/3/phim-hanh-dong");
    expect(blogPostPath(9, "Top 10 phim hay")).toBe("/blog/9/top-10-phim-hay");
    expect(blogCategoryPath(2, "Tin tức")).toBe("/blog/category/2/tin-tuc");
    expect(seriesPath(7, "Đất Rừng Phương Nam")).toBe("/tvseries/7/dat-rung-phuong-nam");
  });

  it("omits the slug segment when the title gives none", () => {
    expect(moviePath(5, "")).toBe("/movie/5");
    expect(moviePath(5)).toBe("/movie/5");
    expect(categoryPath(3, "火影")).toBe("/category/3");
    expect(blogPostPath(9, null)).toBe("/blog/9");
    expect(blogCategoryPath(2, "  ")).toBe("/blog/category/2");
  });

  it("builds search paths", () => {
    expect(searchPath("  bố già ")).toBe(`/search/${encodeURIComponent("bố già")}`);
    expect(searchPath("a/b?c#d")).toBe("/search/a%2Fb%3Fc%23d");
    expect(searchPath("")).toBe("/search/");
    expect(searchPath("   ")).toBe("/search/");
    expect(searchPath(null)).toBe("/search/");
  });

  it("search keyword survives a round trip through the path", () => {
    fc.assert(
      fc.property(fc.string(), (keyword) => {
        const path = searchPath(keyword);
        const segment = path.slice("/search/".length);
        expect(segment.includes("/")).toBe(false);
        expect(decodeURIComponent(segment)).toBe(keyword.trim());
      }),
    );
  });
});

describe("canonicalRedirect", () => {
  const resolve = (asked: string, target: string) => new URL(target, `https://cineva.vn${asked}`).pathname;

  it("keeps the language prefix of the address asked for, whatever the slug was", () => {
    const canonical = moviePath(18, "The Quiet Orbit");
    for (const [prefix, asked, segments] of [
      ["", "/movie/18", 0],
      ["", "/movie/18/wrong", 1],
      ["/vi", "/movie/18/wrong", 1],
      ["/en", "/movie/18/a/b/c", 3],
      ["/vi", "/movie/018", 0],
    ] as const) {
      expect(resolve(`${prefix}${asked}`, canonicalRedirect(canonical, "/movie/", segments))).toBe(
        `${prefix}/movie/18/the-quiet-orbit`,
      );
    }
  });

  it("keeps episode numbers and a page query", () => {
    const target = canonicalRedirect("/tvseries/3/moonlit-palace&ss=1&ep=2", "/tvseries/", 1);
    expect(new URL(target, "https://cineva.vn/vi/tvseries/3/old&ss=1&ep=2").href).toBe(
      "https://cineva.vn/vi/tvseries/3/moonlit-palace&ss=1&ep=2",
    );
    expect(
      new URL(
        canonicalRedirect("/blog/category/2/reviews?page=3", "/blog/category/", 0),
        "https://cineva.vn/en/blog/category/2",
      ).href,
    ).toBe("https://cineva.vn/en/blog/category/2/reviews?page=3");
  });

  it("refuses a canonical path outside the route", () => {
    expect(() => canonicalRedirect("/blog/1/x", "/movie/", 1)).toThrow();
  });
});
