/** @jest-environment node */
import fc from "fast-check";
import { blogCategoryPath, blogPostPath, categoryPath, moviePath, searchPath, seriesPath } from "./routes";

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
